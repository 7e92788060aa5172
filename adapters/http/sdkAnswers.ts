import { AuthenticationError } from '../../sdk/src/errors';

/**
 * Rethrows a failed SDK call as an Error with the message the documents give for it (000 §8), keeping the
 * SDK's error as the cause. An authentication error passes through untouched: 000 §7 has it raised as one
 * (the SDK has already told `onAuthenticationError`, which signs the customer out).
 */
export function failWith(message: string): (cause: unknown) => never {
  return (cause) => {
    if (cause instanceof AuthenticationError) throw cause;
    throw new Error(message, { cause });
  };
}

/**
 * The body of a REST call's answer. A failed call, an answer without a body, or (given `okStatus`) an answer
 * with another status rejects with `message`, as `failWith` does.
 */
export async function bodyOf<T>(
  call: Promise<{ data?: T; response: Response }>,
  message: string,
  { okStatus }: { okStatus?: number } = {},
): Promise<T> {
  const { data, response } = await call.catch(failWith(message));
  if (!data || (okStatus !== undefined && response.status !== okStatus)) throw new Error(message);
  return data;
}

/**
 * The body of a REST call's answer, the SDK's refusals passing through untouched (callers read their status and
 * fields). A 2xx answer without a body breaks the contract: a failure, not "nothing".
 */
export async function requireBody<T>(call: Promise<{ data?: T }>, operation: string): Promise<T> {
  const { data } = await call;
  if (data === undefined) throw new Error(`${operation} answered without a body`);
  return data;
}
