/**
 * @clipback/sdk: typed clients for every Clipback API.
 *
 *   const sdk = createClipbackSdk({ origin: 'https://clipback.example', getAccessToken });
 *   const { data } = await sdk.gateway.POST('/contentServer/search', { body: { term: 'milk' } });
 *   const { retailerNode } = await sdk.content.retailerNode({ id: '3' });
 *
 *   const clients = createClipbackClients({ origin: 'https://clipback.example', getAccessToken });
 *   const { offer } = await clients.content.execute(OfferDocument, { id: '552190' });
 *
 * REST services are openapi-fetch clients typed by the generated `paths`. GraphQL services expose
 * `execute`; createClipbackSdk adds one typed helper per generated operation, which references every
 * document, while createClipbackClients leaves them out so a bundler keeps only the documents passed to
 * `execute`. Every call runs through one middleware chain (headers, timeout, typed errors): a call either
 * resolves with data or throws a ClipbackError.
 */
import { createClipbackClients, type ClipbackClients, type ClipbackSdkOptions } from './clients';
import { contentOperations } from './generated/contentOperations';
import { paymentsOperations } from './generated/paymentsOperations';
import { bindGraphqlOperations, type GraphqlClient } from './graphql/client';

/** The clients with one typed helper per generated operation on `content` and `payments`. */
export interface ClipbackSdk extends ClipbackClients {
  content: GraphqlClient<typeof contentOperations>;
  payments: GraphqlClient<typeof paymentsOperations>;
}

/**
 * createClipbackClients plus a typed helper per generated operation (`sdk.content.retailerNode({ id })`).
 * The helpers reference every operation document of both services, so all of them ship with the caller.
 */
export function createClipbackSdk(options: ClipbackSdkOptions = {}): ClipbackSdk {
  const clients = createClipbackClients(options);
  return {
    ...clients,
    content: bindGraphqlOperations(contentOperations, clients.content.execute),
    payments: bindGraphqlOperations(paymentsOperations, clients.payments.execute),
  };
}

export { createClipbackClients, type ClipbackClients, type ClipbackSdkOptions } from './clients';
export {
  AbortError,
  ApiError,
  AUTHENTICATION_FAILURE_MESSAGE,
  AuthenticationError,
  ClipbackError,
  GraphqlError,
  NetworkError,
  TimeoutError,
  type GraphqlErrorEntry,
} from './errors';
export {
  bindGraphqlOperations,
  type GraphqlCallOptions,
  type GraphqlClient,
  type GraphqlExecute,
  type GraphqlExecuteClient,
  type GraphqlHelper,
  type GraphqlRegistry,
} from './graphql/client';
export { graphqlOperation, type GraphqlOperation, type OperationData, type OperationVariables } from './graphql/operation';
export { isMonitoredStatus, type Provider, type XhrErrorReport } from './middleware';
export { createEventSender, type EventSender, type TrackingEventsBody, type TrackingEventsHeader } from './eventSender';
export {
  AUTH_CALLBACK_EXEMPT_CALLS,
  DEFAULT_APP_VERSION,
  DEFAULT_TIMEOUTS_MS,
  DEFAULT_ZIP,
  GRAPHQL_SERVICES,
  LOCATION_CALLS,
  REST_SERVICES,
  type GraphqlServiceName,
  type RestServiceName,
  type ServiceName,
  type TimeoutKey,
} from './services';
export * from './generated/contentOperations';
export * from './generated/paymentsOperations';
export type * as AffiliateLinkApi from './generated/affiliate-link';
export type * as ExtensionApi from './generated/extension';
export type * as FlagsApi from './generated/flags';
export type * as GatewayApi from './generated/gateway';
export type * as MainApi from './generated/main';
export type * as SandboxApi from './generated/sandbox';
export type * as TrackingApi from './generated/tracking';
