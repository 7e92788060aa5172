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
import createClient, { type Client } from 'openapi-fetch';
import { ClipbackError, type AuthenticationError } from './errors';
import type { paths as AffiliateLinkPaths } from './generated/affiliate-link';
import { contentOperations } from './generated/contentOperations';
import type { paths as ExtensionPaths } from './generated/extension';
import type { paths as FlagsPaths } from './generated/flags';
import type { paths as GatewayPaths } from './generated/gateway';
import type { paths as MainPaths } from './generated/main';
import { paymentsOperations } from './generated/paymentsOperations';
import type { paths as SandboxPaths } from './generated/sandbox';
import type { paths as TrackingPaths } from './generated/tracking';
import {
  bindGraphqlOperations,
  createGraphqlExecute,
  type GraphqlClient,
  type GraphqlExecuteClient,
  type GraphqlPaths,
} from './graphql/client';
import { createMiddlewareChain, type Provider, type SdkRuntime } from './middleware';
import {
  DEFAULT_APP_VERSION,
  DEFAULT_TIMEOUTS_MS,
  GRAPHQL_SERVICES,
  REST_SERVICES,
  timeoutKeyFor,
  type GraphqlServiceName,
  type RestServiceName,
  type ServiceName,
  type TimeoutKey,
} from './services';

export interface ClipbackSdkOptions {
  /**
   * Scheme, host and port every service's default base URL starts with (the sandbox base paths:
   * `/api/main`, `/api/gateway`…). Default: the page's origin in a browser; required elsewhere unless
   * every service has a `baseUrls` entry.
   */
  origin?: string;
  /** Full base URL per service, replacing `origin` + its base path. */
  baseUrls?: Partial<Record<ServiceName, string>>;
  /** Sent as X-App-Version. Default '4.485.0'. */
  appVersion?: string;
  /** Sent as X-App-Token (omitted when not given). */
  appToken?: string;
  /** The access token (JWT); when it gives one, calls are authenticated. */
  getAccessToken?: Provider<string>;
  /** Sent as X-App-Session on authenticated calls. */
  getSessionId?: Provider<string>;
  /** Zip code for X-Location on GraphQL and location calls. Default '80011'. */
  getZip?: Provider<string>;
  /** Sent as X-Customer-Id on authenticated calls. */
  getCustomerId?: Provider<string | number>;
  /** A fetch to use instead of globalThis.fetch. */
  fetch?: (input: Request) => Promise<Response>;
  /** Milliseconds per timeout key (see DEFAULT_TIMEOUTS_MS); a value not finite or ≤ 0 disables it. */
  timeouts?: Partial<Record<TimeoutKey, number>>;
  /**
   * Called once per authentication failure (401, UNAUTHENTICATED, or the authentication-failure
   * message), before the AuthenticationError is thrown; not for the e-mail-token settings calls.
   */
  onAuthenticationError?: (error: AuthenticationError) => void;
}

/** One client per service; the GraphQL ones have `execute` only (see createClipbackClients). */
export interface ClipbackClients {
  main: Client<MainPaths>;
  gateway: Client<GatewayPaths>;
  affiliateLink: Client<AffiliateLinkPaths>;
  extension: Client<ExtensionPaths>;
  tracking: Client<TrackingPaths>;
  flags: Client<FlagsPaths>;
  sandbox: Client<SandboxPaths>;
  content: GraphqlExecuteClient;
  payments: GraphqlExecuteClient;
}

/** The clients with one typed helper per generated operation on `content` and `payments`. */
export interface ClipbackSdk extends ClipbackClients {
  content: GraphqlClient<typeof contentOperations>;
  payments: GraphqlClient<typeof paymentsOperations>;
}

function defaultOrigin(): string | undefined {
  return (globalThis as { location?: { origin?: string } }).location?.origin;
}

/**
 * Every service's client, with GraphQL reached through `execute(<Name>Document, variables)` only. Nothing
 * here references the generated operations, so a bundler ships just the documents the caller passes.
 */
export function createClipbackClients(options: ClipbackSdkOptions = {}): ClipbackClients {
  const origin = (options.origin ?? defaultOrigin())?.replace(/\/+$/, '');
  const timeouts: Record<TimeoutKey, number> = { ...DEFAULT_TIMEOUTS_MS, ...options.timeouts };
  const runtime: SdkRuntime = {
    appVersion: options.appVersion ?? DEFAULT_APP_VERSION,
    appToken: options.appToken,
    getAccessToken: options.getAccessToken,
    getSessionId: options.getSessionId,
    getZip: options.getZip,
    getCustomerId: options.getCustomerId,
    timeoutFor: (service, schemaPath) => timeouts[timeoutKeyFor(service, schemaPath)],
    onAuthenticationError: options.onAuthenticationError,
  };

  function client<Paths extends {}>(service: ServiceName): Client<Paths> {
    const basePath = (REST_SERVICES as Record<string, { basePath: string }>)[service]?.basePath ??
      GRAPHQL_SERVICES[service as GraphqlServiceName].basePath;
    const baseUrl = options.baseUrls?.[service] ?? (origin === undefined ? undefined : origin + basePath);
    if (baseUrl === undefined) {
      throw new ClipbackError(`@clipback/sdk: give an \`origin\` (or baseUrls.${service}) outside a browser`, { service });
    }
    const created = createClient<Paths>({ baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
    created.use(...createMiddlewareChain(service, runtime));
    return created;
  }

  function graphql(service: GraphqlServiceName): GraphqlExecuteClient {
    return { execute: createGraphqlExecute(service, client<GraphqlPaths>(service), runtime) };
  }

  return {
    main: client<MainPaths>('main'),
    gateway: client<GatewayPaths>('gateway'),
    affiliateLink: client<AffiliateLinkPaths>('affiliateLink'),
    extension: client<ExtensionPaths>('extension'),
    tracking: client<TrackingPaths>('tracking'),
    flags: client<FlagsPaths>('flags'),
    sandbox: client<SandboxPaths>('sandbox'),
    content: graphql('content'),
    payments: graphql('payments'),
  } satisfies Record<RestServiceName | GraphqlServiceName, unknown>;
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
export type { Provider } from './middleware';
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
