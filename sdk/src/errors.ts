/**
 * Every error the SDK lets reach a caller is one of these classes. Names are set as strings so they
 * survive minification; test with `instanceof` (or `error.name`).
 *
 *   ClipbackError
 *   ├── ApiError              the service answered with an error (any status), body parsed
 *   │   ├── AuthenticationError   401, code UNAUTHENTICATED, or the authentication-failure message
 *   │   └── GraphqlError          a GraphQL answer with `errors` (or without `data`)
 *   ├── TimeoutError          the service did not answer within its timeout
 *   ├── NetworkError          fetch failed (refused, reset, DNS, CORS…)
 *   └── AbortError            the caller's AbortSignal cancelled the call
 */

import { listed } from './callHeaders';
import { AUTH_CALLBACK_EXEMPT_CALLS, type ServiceName } from './services';

/** The message the services use for an authentication failure (documents §5 and §8). */
export const AUTHENTICATION_FAILURE_MESSAGE = 'There was a problem authenticating your request';
export const UNAUTHENTICATED = 'UNAUTHENTICATED';
/** The message of a GraphQL answer without `data` (and without a usable error entry). */
export const EMPTY_DATA_MESSAGE = 'Response data is empty!';

export interface ErrorContext {
  /** The SDK service name (`main`, `gateway`, `content`…). */
  service: string;
  /** What was called: `POST /contentServer/search`, `query RetailerNode`. */
  operation?: string;
  cause?: unknown;
}

export class ClipbackError extends Error {
  override name = 'ClipbackError';
  readonly service: string;
  readonly operation: string | undefined;

  constructor(message: string, context: ErrorContext) {
    super(message, context.cause === undefined ? undefined : { cause: context.cause });
    this.service = context.service;
    this.operation = context.operation;
  }
}

/** One entry of a GraphQL answer's `errors` list. */
export interface GraphqlErrorEntry {
  message: string;
  path?: readonly (string | number)[];
  locations?: readonly { line: number; column: number }[];
  extensions?: { code?: string; fields?: Record<string, string>; [key: string]: unknown };
}

export interface ApiErrorDetails extends ErrorContext {
  status: number;
  code?: string | undefined;
  fields?: Record<string, string> | undefined;
  /** The parsed error body (or its text when it was not JSON). */
  body?: unknown;
  /** GraphQL answers: every error, in order. */
  errors?: readonly GraphqlErrorEntry[] | undefined;
  /** GraphQL answers: the partial data that came with the errors, if any. */
  data?: unknown;
}

export class ApiError extends ClipbackError {
  override name = 'ApiError';
  /** HTTP status (200 for a GraphQL answer that carried errors). */
  readonly status: number;
  /** The error body's `code` (REST) or the first GraphQL error's `extensions.code`. */
  readonly code: string | undefined;
  /** Form field → inline message (ErrorBody `fields`, GraphQL `extensions.fields`); empty when none. */
  readonly fields: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly errors: readonly GraphqlErrorEntry[];
  readonly data: unknown;

  constructor(message: string, details: ApiErrorDetails) {
    super(message, details);
    this.status = details.status;
    this.code = details.code;
    this.fields = details.fields ?? {};
    this.body = details.body;
    this.errors = details.errors ?? [];
    this.data = details.data;
  }
}

/** The caller is not (or no longer) authenticated. `onAuthenticationError` has been told, unless exempt. */
export class AuthenticationError extends ApiError {
  override name = 'AuthenticationError';
}

/** A GraphQL answer carrying `errors`, or no `data`. `message`, `code` and `fields` come from the first error. */
export class GraphqlError extends ApiError {
  override name = 'GraphqlError';
}

export class TimeoutError extends ClipbackError {
  override name = 'TimeoutError';
  readonly timeoutMs: number;

  constructor(context: ErrorContext & { timeoutMs: number }) {
    super(`${context.service} did not answer within ${context.timeoutMs} ms (${context.operation ?? 'request'})`, context);
    this.timeoutMs = context.timeoutMs;
  }
}

export class NetworkError extends ClipbackError {
  override name = 'NetworkError';

  constructor(context: ErrorContext) {
    const reason = context.cause instanceof Error && context.cause.message ? `: ${context.cause.message}` : '';
    super(`Could not reach ${context.service} (${context.operation ?? 'request'})${reason}`, context);
  }
}

/** Named like the DOM's AbortError so `error.name === 'AbortError'` checks keep working. */
export class AbortError extends ClipbackError {
  override name = 'AbortError';

  constructor(context: ErrorContext) {
    super(`${context.operation ?? 'The request'} to ${context.service} was aborted`, context);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringMap(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) if (typeof message === 'string') fields[key] = message;
  return fields;
}

/** The `errors` list of a GraphQL answer, normalised; undefined when absent or empty. */
export function parseGraphqlErrors(value: unknown): GraphqlErrorEntry[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  return value.map((entry) =>
    isRecord(entry)
      ? ({ ...entry, message: typeof entry.message === 'string' ? entry.message : 'Unknown GraphQL error' } as GraphqlErrorEntry)
      : { message: String(entry) },
  );
}

export function isAuthenticationFailure(status: number, code: unknown, message: unknown): boolean {
  return (
    status === 401 ||
    code === UNAUTHENTICATED ||
    (typeof message === 'string' && message.includes(AUTHENTICATION_FAILURE_MESSAGE))
  );
}

/** Builds the error for a GraphQL `errors` list (any status). */
export function errorFromGraphqlErrors(
  errors: readonly GraphqlErrorEntry[],
  details: ErrorContext & { status: number; data?: unknown; body?: unknown },
): ApiError {
  const first = errors[0] ?? { message: EMPTY_DATA_MESSAGE };
  const fields: Record<string, string> = {};
  for (const error of [...errors].reverse()) Object.assign(fields, stringMap(error.extensions?.fields));
  const auth =
    details.status === 401 || errors.some((error) => isAuthenticationFailure(0, error.extensions?.code, error.message));
  const Kind = auth ? AuthenticationError : GraphqlError;
  return new Kind(first.message, { ...details, code: first.extensions?.code, fields, errors });
}

/**
 * Builds the error for a non-2xx answer. `text` is the raw body: an ErrorBody `{message, code?, fields?}`,
 * a GraphQL `{errors}` body, other JSON, plain text or nothing.
 */
export function errorFromResponse(response: Response, text: string, context: ErrorContext): ApiError {
  const { status } = response;
  let body: unknown = text;
  try {
    if (text.trim()) body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  const details = { ...context, status, body };
  const listed = isRecord(body) ? parseGraphqlErrors(body.errors) : undefined;
  if (listed) return errorFromGraphqlErrors(listed, { ...details, data: isRecord(body) ? body.data : undefined });

  const record = isRecord(body) ? body : {};
  const code = typeof record.code === 'string' ? record.code : undefined;
  const message =
    typeof record.message === 'string' && record.message.trim() ? record.message : fallbackMessage(response, text, context);
  const Kind = isAuthenticationFailure(status, code, message) ? AuthenticationError : ApiError;
  return new Kind(message, { ...details, code, fields: stringMap(record.fields) });
}

function fallbackMessage(response: Response, text: string, context: ErrorContext): string {
  const statusLine = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  const snippet = text.trim();
  const readable = snippet && !snippet.startsWith('<') && !snippet.startsWith('{') && !snippet.startsWith('[');
  const excerpt = readable ? `: ${snippet.length > 200 ? `${snippet.slice(0, 200)}…` : snippet}` : '';
  return `${context.service} answered ${statusLine} to ${context.operation ?? 'a request'}${excerpt}`;
}

/**
 * Tells `onAuthenticationError` about an authentication failure (except for the exempt e-mail-token
 * calls) and hands the error back to be thrown. A callback that throws cannot replace the typed error.
 */
export function reportFailure<E extends ClipbackError>(runtime: { onAuthenticationError?: ((error: AuthenticationError) => void) | undefined }, error: E, schemaPath: string): E {
  if (error instanceof AuthenticationError && !listed(AUTH_CALLBACK_EXEMPT_CALLS, error.service as ServiceName, schemaPath)) {
    try {
      runtime.onAuthenticationError?.(error);
    } catch {
      // the caller still gets the AuthenticationError
    }
  }
  return error;
}
