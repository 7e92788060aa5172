/**
 * The service map (openapi/README.md) and the call-level rules the two specification documents state:
 * which calls carry X-Location, which calls never trigger the authentication callback, and how long each
 * service may take. The SDK owns these values: it cannot import the app's constants.
 */

/** REST services, one OpenAPI document each (`openapi/<document>.yaml`). */
export const REST_SERVICES = {
  main: { document: 'main', basePath: '/api/main' },
  gateway: { document: 'gateway', basePath: '/api/gateway' },
  affiliateLink: { document: 'affiliate-link', basePath: '/api/affiliate-link' },
  extension: { document: 'extension', basePath: '/api/extension' },
  tracking: { document: 'tracking', basePath: '/api/tracking' },
  flags: { document: 'flags', basePath: '/api/flags' },
  sandbox: { document: 'sandbox', basePath: '/sandbox' },
} as const;

/** GraphQL endpoints, one SDL each (`openapi/graphql/<document>.graphql`). */
export const GRAPHQL_SERVICES = {
  content: { document: 'content', basePath: '/api/graphql' },
  payments: { document: 'payments', basePath: '/api/payments/graphql' },
} as const;

export type RestServiceName = keyof typeof REST_SERVICES;
export type GraphqlServiceName = keyof typeof GRAPHQL_SERVICES;
export type ServiceName = RestServiceName | GraphqlServiceName;

/** Calls (besides every GraphQL call) that send `X-Location: ,,<zip>,,`, by service and schema path. */
export const LOCATION_CALLS: Readonly<Partial<Record<RestServiceName, readonly string[]>>> = {
  gateway: ['/contentServer/fetchGenericOffersByOfferIds', '/contentServer/fetchGenericOffersByRetailerIds'],
};

/**
 * Calls whose authentication failure must not fire `onAuthenticationError` (no forced logout): the
 * e-mail-token settings calls opened from e-mail links. They still throw an AuthenticationError.
 */
export const AUTH_CALLBACK_EXEMPT_CALLS: Readonly<Partial<Record<RestServiceName, readonly string[]>>> = {
  gateway: ['/monolith/fetchEmailSettingsWithToken', '/monolith/updateEmailSettingsWithToken'],
};

/**
 * Per-service timeouts (documents §7): auth 10 s, extension backend 30 s, main API 10 s, third-party
 * auth 10 s, customer favourites 10 s, content server and content GraphQL 10 s, payments gateway 10 s,
 * everything else (the shared client's default) 5 s. The affiliate retailer service's timeout is not
 * shown, so it is the default.
 */
export const DEFAULT_TIMEOUTS_MS = {
  auth: 10_000,
  extension: 30_000,
  main: 10_000,
  thirdPartyAuth: 10_000,
  favorites: 10_000,
  content: 10_000,
  payments: 10_000,
  affiliateRetailer: 5_000,
  default: 5_000,
} as const;

export type TimeoutKey = keyof typeof DEFAULT_TIMEOUTS_MS;

const GATEWAY_TIMEOUTS: readonly (readonly [prefix: string, key: TimeoutKey])[] = [
  ['/contentServer/', 'content'],
  ['/walmartOAuthService/', 'thirdPartyAuth'],
  ['/affiliateRetailerService/', 'affiliateRetailer'],
  ['/monolith/', 'main'],
];

/** Which timeout applies to a call: by service, and inside the main API and the gateway by path. */
export function timeoutKeyFor(service: ServiceName, schemaPath: string): TimeoutKey {
  switch (service) {
    case 'main':
      if (schemaPath.startsWith('/auth0_customers')) return 'auth';
      if (schemaPath.includes('/retailer_favorites')) return 'favorites';
      return 'main';
    case 'gateway':
      return GATEWAY_TIMEOUTS.find(([prefix]) => schemaPath.startsWith(prefix))?.[1] ?? 'default';
    case 'affiliateLink':
      return 'affiliateRetailer';
    case 'extension':
    case 'content':
    case 'payments':
      return service;
    default:
      return 'default';
  }
}

export const DEFAULT_APP_VERSION = '4.485.0';
export const DEFAULT_ZIP = '80011';
