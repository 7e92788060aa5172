import type { Middleware, MiddlewareCallbackParams } from 'openapi-fetch';
import {
  AbortError,
  ApiError,
  AuthenticationError,
  ClipbackError,
  errorFromResponse,
  NetworkError,
  reportFailure,
  TimeoutError,
  type ErrorContext,
} from './errors';
import { callHeaders, isMonitoredStatus, type HeaderRuntime, type Provider } from './callHeaders';
import type { ServiceName } from './services';

export type { Provider };

/** What the middleware needs from the SDK's options, resolved once. */
export interface SdkRuntime extends HeaderRuntime {
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

export { isMonitoredStatus };

export { reportFailure };

function describe(service: ServiceName, { request, schemaPath }: MiddlewareCallbackParams): ErrorContext & { operation: string } {
  return { service, operation: `${request.method} ${schemaPath || new URL(request.url).pathname}` };
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
 * 3. Headers: the SDK's (callHeaders); a header the caller set on the call wins.
 */
function requestHeaders(service: ServiceName, runtime: SdkRuntime): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const { headers } = request;
      for (const [name, value] of await callHeaders(service, schemaPath, runtime)) if (!headers.has(name)) headers.set(name, value);
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
