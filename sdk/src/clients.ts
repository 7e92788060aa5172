// createClipbackClients, the lean factory, in a module that reaches no generated operation. A bundler splitting
// code by file puts each file in the chunks whose entries reach it by static imports, even through a module
// that contributes no code: were this factory in index.ts, which imports the registries and re-exports every
// document, an app's startup code would reach every document module through it, and each document any lazy
// page sends would load at startup. An app's startup modules import it from this file (and the documents they
// send from theirs); other callers from the package index as before.
import createClient, { type Client } from 'openapi-fetch';
import { ClipbackError, type AuthenticationError } from './errors';
import type { paths as AffiliateLinkPaths } from './generated/affiliate-link';
import type { paths as ExtensionPaths } from './generated/extension';
import type { paths as FlagsPaths } from './generated/flags';
import type { paths as GatewayPaths } from './generated/gateway';
import type { paths as MainPaths } from './generated/main';
import type { paths as SandboxPaths } from './generated/sandbox';
import type { paths as TrackingPaths } from './generated/tracking';
import { createGraphqlExecute, type GraphqlExecuteClient, type GraphqlPaths } from './graphql/client';
import { createMiddlewareChain, type Provider, type SdkRuntime, type XhrErrorReport } from './middleware';
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
  /**
   * Monitoring (000 §8): called once per answer with a status above 399 other than 429, before the error is
   * thrown. A callback that throws does not change what the caller gets.
   */
  onXhrError?: (report: XhrErrorReport) => void;
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
    onXhrError: options.onXhrError,
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
