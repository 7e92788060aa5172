import type { Middleware, MiddlewareCallbackParams } from 'openapi-fetch';
import {
  AbortError,
  ApiError,
  AuthenticationError,
  ClipbackError,
  errorFromResponse,
  NetworkError,
  TimeoutError,
  type ErrorContext,
} from './errors';
import {
  AUTH_CALLBACK_EXEMPT_CALLS,
  DEFAULT_ZIP,
  GRAPHQL_SERVICES,
  LOCATION_CALLS,
  type RestServiceName,
  type ServiceName,
} from './services';

/** A value the SDK asks for on every call: return nothing (or throw) when there is none. */
export type Provider<T> = () => T | null | undefined | Promise<T | null | undefined>;

/** What the middleware needs from the SDK's options, resolved once. */
export interface SdkRuntime {
  appVersion: string;
  appToken: string | undefined;
  getAccessToken: Provider<string> | undefined;
  getSessionId: Provider<string> | undefined;
  getZip: Provider<string> | undefined;
  getCustomerId: Provider<string | number> | undefined;
  /** Milliseconds allowed for a call; not finite or ≤ 0: no timeout. */
  timeoutFor(service: ServiceName, schemaPath: string): number;
  onAuthenticationError: ((error: AuthenticationError) => void) | undefined;
  onXhrError: ((report: XhrErrorReport) => void) | undefined;
}

/** An answer monitoring reports (000 §8): which service and operation, and the status it answered. */
export interface XhrErrorReport {
  service: ServiceName;
  operation: string;
  status: number;
}

/** Monitoring ignores HTTP 429 (rate limited: the caller backs off) and reports every other status above 399 (000 §8). */
export const isMonitoredStatus = (status: number): boolean => status > 399 && status !== 429;

const isGraphql = (service: ServiceName) => service in GRAPHQL_SERVICES;

function listed(calls: Readonly<Partial<Record<RestServiceName, readonly string[]>>>, service: ServiceName, path: string) {
  return (calls[service as RestServiceName] ?? []).includes(path);
}

/**
 * Tells `onAuthenticationError` about an authentication failure (except for the exempt e-mail-token
 * calls) and hands the error back to be thrown. A callback that throws cannot replace the typed error.
 */
export function reportFailure<E extends ClipbackError>(runtime: SdkRuntime, error: E, schemaPath: string): E {
  if (error instanceof AuthenticationError && !listed(AUTH_CALLBACK_EXEMPT_CALLS, error.service as ServiceName, schemaPath)) {
    try {
      runtime.onAuthenticationError?.(error);
    } catch {
      // the caller still gets the AuthenticationError
    }
  }
  return error;
}

function describe(service: ServiceName, { request, schemaPath }: MiddlewareCallbackParams): ErrorContext & { operation: string } {
  return { service, operation: `${request.method} ${schemaPath || new URL(request.url).pathname}` };
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
 * 1. Errors (outermost): a non-2xx answer becomes an ApiError / AuthenticationError (and the callback
 * fires); a 2xx REST answer that is not JSON becomes an ApiError; anything fetch throws that is not
 * already typed becomes a NetworkError.
 */
function errorMapping(service: ServiceName, runtime: SdkRuntime): Middleware {
  return {
    async onResponse(params) {
      const { response, schemaPath, options } = params;
      const context = describe(service, params);
      if (response.ok && (options.parseAs !== 'json' || response.status === 204)) return undefined;
      let text: string;
      try {
        text = await response.clone().text();
      } catch (cause) {
        throw new NetworkError({ ...context, cause });
      }
      if (response.ok) {
        if (text === '') return undefined;
        try {
          JSON.parse(text);
          return undefined;
        } catch (cause) {
          throw new ApiError(`${service} answered ${context.operation} with a body that is not JSON`, {
            ...context,
            cause,
            status: response.status,
            body: text,
          });
        }
      }
      throw reportFailure(runtime, errorFromResponse(response, text, context), schemaPath);
    },
    onError(params) {
      const { error } = params;
      return error instanceof ClipbackError ? error : new NetworkError({ ...describe(service, params), cause: error });
    },
  };
}

/**
 * 2. Monitoring: tells `onXhrError` about every answer with a monitored status, before it becomes a typed
 * error. A callback that throws cannot change what the caller gets.
 */
function monitoring(service: ServiceName, runtime: SdkRuntime): Middleware {
  return {
    onResponse(params) {
      const { status } = params.response;
      if (!runtime.onXhrError || !isMonitoredStatus(status)) return undefined;
      try {
        runtime.onXhrError({ service, operation: describe(service, params).operation, status });
      } catch (error) {
        // A broken monitoring hook must not cost the caller its answer (or its typed error); it is still said.
        console.warn('[sdk] onXhrError threw', error);
      }
      return undefined;
    },
  };
}

/**
 * 3. Headers: Accept and Content-Type JSON, X-App-Version and X-App-Token on every call; X-Location on
 * GraphQL and location calls; Authorization, X-App-Session and X-Customer-Id when a token is available.
 * A header the caller set on the call wins.
 */
function requestHeaders(service: ServiceName, runtime: SdkRuntime): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const { headers } = request;
      const put = (name: string, value: string | undefined) => {
        if (value && !headers.has(name)) headers.set(name, value);
      };
      put('Accept', 'application/json');
      put('Content-Type', 'application/json');
      put('X-App-Version', runtime.appVersion);
      put('X-App-Token', runtime.appToken);
      const located = isGraphql(service) || listed(LOCATION_CALLS, service, schemaPath);
      const [token, sessionId, customerId, zip] = await Promise.all([
        resolve(runtime.getAccessToken),
        resolve(runtime.getSessionId),
        resolve(runtime.getCustomerId),
        located ? resolve(runtime.getZip) : undefined,
      ]);
      if (located) put('X-Location', `,,${zip ?? DEFAULT_ZIP},,`);
      if (token) {
        put('Authorization', `Bearer ${token}`);
        put('X-App-Session', sessionId);
        put('X-Customer-Id', customerId);
      }
      return undefined;
    },
  };
}

interface PendingCall {
  timeoutMs: number;
  timedOut: boolean;
  callerSignal: AbortSignal;
  release(): void;
}

/**
 * 4. Timeout (innermost, so the time counts from the moment the request leaves): an AbortController
 * per call that fires after the service's timeout or when the caller's signal aborts. The answer's body
 * is read before the timer stops, so a body that stalls also times out.
 */
function timeout(service: ServiceName, runtime: SdkRuntime): Middleware {
  const pending = new Map<string, PendingCall>();

  function settle(id: string): PendingCall | undefined {
    const call = pending.get(id);
    pending.delete(id);
    call?.release();
    return call;
  }

  function failure(call: PendingCall | undefined, error: unknown, context: ErrorContext): ClipbackError {
    if (call?.timedOut) return new TimeoutError({ ...context, timeoutMs: call.timeoutMs });
    if (call?.callerSignal.aborted) return new AbortError({ ...context, cause: call.callerSignal.reason });
    return error instanceof ClipbackError ? error : new NetworkError({ ...context, cause: error });
  }

  return {
    onRequest({ request, schemaPath, id }) {
      const timeoutMs = runtime.timeoutFor(service, schemaPath);
      const controller = new AbortController();
      const callerSignal = request.signal;
      const onCallerAbort = () => controller.abort(callerSignal.reason);
      if (callerSignal.aborted) onCallerAbort();
      else callerSignal.addEventListener('abort', onCallerAbort, { once: true });
      const call: PendingCall = {
        timeoutMs,
        timedOut: false,
        callerSignal,
        release: () => {
          clearTimeout(timer);
          callerSignal.removeEventListener('abort', onCallerAbort);
        },
      };
      const timer =
        Number.isFinite(timeoutMs) && timeoutMs > 0
          ? setTimeout(() => {
              call.timedOut = true;
              controller.abort();
            }, timeoutMs)
          : undefined;
      pending.set(id, call);
      return new Request(request, { signal: controller.signal });
    },
    async onResponse(params) {
      try {
        if (params.response.body) await params.response.clone().arrayBuffer();
      } catch (error) {
        throw failure(pending.get(params.id), error, describe(service, params));
      } finally {
        settle(params.id);
      }
      return undefined;
    },
    onError(params) {
      return failure(settle(params.id), params.error, describe(service, params));
    },
  };
}

/**
 * The one chain every client uses, in this order. openapi-fetch runs `onRequest` first to last and
 * `onResponse` / `onError` last to first, so: headers are set, then the timer starts; on the way back
 * the body is read under the timer, a monitored status is reported, then the status is turned into a typed error.
 */
export function createMiddlewareChain(service: ServiceName, runtime: SdkRuntime): Middleware[] {
  return [errorMapping(service, runtime), monitoring(service, runtime), requestHeaders(service, runtime), timeout(service, runtime)];
}
