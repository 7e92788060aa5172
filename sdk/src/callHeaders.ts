// The rules a call's headers and its monitoring follow, in a module that needs neither openapi-fetch nor the error
// classes: the middleware chain applies them to every client's call, and the event sender (eventSenderWith.ts) to the
// one call an app sends at start-up without the clients.
import { DEFAULT_ZIP, GRAPHQL_SERVICES, LOCATION_CALLS, type RestServiceName, type ServiceName } from './services';

/** A value the SDK asks for on every call: return nothing (or throw) when there is none. */
export type Provider<T> = () => T | null | undefined | Promise<T | null | undefined>;

/** What a call's headers are made from (the SDK's options, resolved once). */
export interface HeaderRuntime {
  appVersion: string;
  appToken: string | undefined;
  getAccessToken: Provider<string> | undefined;
  getSessionId: Provider<string> | undefined;
  getZip: Provider<string> | undefined;
  getCustomerId: Provider<string | number> | undefined;
}

/** Monitoring ignores HTTP 429 (rate limited: the caller backs off) and reports every other status above 399 (000 §8). */
export const isMonitoredStatus = (status: number): boolean => status > 399 && status !== 429;

/** Whether a service's call (by schema path) is in one of the services' call lists. */
export function listed(calls: Readonly<Partial<Record<RestServiceName, readonly string[]>>>, service: ServiceName, path: string): boolean {
  return (calls[service as RestServiceName] ?? []).includes(path);
}

async function resolve(provider: Provider<string | number> | undefined): Promise<string | undefined> {
  if (!provider) return undefined;
  try {
    const value = await provider();
    return value === null || value === undefined || value === '' ? undefined : String(value);
  } catch {
    return undefined; // a provider that fails counts as "no value": the server decides (401 → AuthenticationError)
  }
}

/**
 * The headers the SDK adds to a call, in order: Accept and Content-Type JSON, X-App-Version and X-App-Token on
 * every call; X-Location on GraphQL and location calls; Authorization, X-App-Session and X-Customer-Id when a
 * token is available. Empty values are left out.
 */
export async function callHeaders(service: ServiceName, schemaPath: string, runtime: HeaderRuntime): Promise<[string, string][]> {
  const located = service in GRAPHQL_SERVICES || listed(LOCATION_CALLS, service, schemaPath);
  const [token, sessionId, customerId, zip] = await Promise.all([
    resolve(runtime.getAccessToken),
    resolve(runtime.getSessionId),
    resolve(runtime.getCustomerId),
    located ? resolve(runtime.getZip) : undefined,
  ]);
  const headers: (readonly [string, string | undefined])[] = [
    ['Accept', 'application/json'],
    ['Content-Type', 'application/json'],
    ['X-App-Version', runtime.appVersion],
    ['X-App-Token', runtime.appToken],
    ...(located ? ([['X-Location', `,,${zip ?? DEFAULT_ZIP},,`]] as const) : []),
    ...(token ? ([['Authorization', `Bearer ${token}`], ['X-App-Session', sessionId], ['X-Customer-Id', customerId]] as const) : []),
  ];
  return headers.filter((header): header is readonly [string, string] => Boolean(header[1])).map(([name, value]) => [name, value]);
}
