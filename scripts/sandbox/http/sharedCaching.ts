// Which API answers a cache may keep (issue 29): the service worker stores only answers without `no-store` or
// `private`, so every answer is `no-store` unless a handler marks it shareable, and an answer to a request that
// carried a token is always `private, no-store` (it may hold the customer's favourites or activated offers).
import type { ServerResponse } from 'node:http';
import type { OperationHandlers } from '../api/restService';

/** A public read, the same for every anonymous caller: a cache may keep it but must check it again first. */
export const SHAREABLE_CACHE_CONTROL = 'no-cache';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
export const DEFAULT_CACHE_CONTROL = 'no-store';

/** The Cache-Control of a JSON answer: private for a signed-in request, else what the handler set, else no-store. */
export function cacheControlFor(response: ServerResponse): string {
  if (response.req?.headers.authorization) return PRIVATE_CACHE_CONTROL;
  const set = response.getHeader('Cache-Control');
  return typeof set === 'string' && set !== '' ? set : DEFAULT_CACHE_CONTROL;
}

/** The same handlers, the listed operations' answers marked shareable (for anonymous callers only: see above). */
export function shareableAnswers(handlers: OperationHandlers, operationIds: readonly string[]): OperationHandlers {
  const marked: OperationHandlers = { ...handlers };
  for (const operationId of operationIds) {
    const handler = handlers[operationId];
    if (!handler) throw new Error(`No handler ${operationId} to mark shareable`);
    marked[operationId] = async (context) => {
      const answer = await handler(context);
      return { ...answer, headers: { 'Cache-Control': SHAREABLE_CACHE_CONTROL, ...answer.headers } };
    };
  }
  return marked;
}
