// Which API answers a cache may keep (issue 29): the service worker stores only answers without `no-store` or
// `private`, so every answer is `no-store` unless a handler marks it shareable, and an answer to a request that
// carried a token is always `private, no-store` (it may hold the customer's favourites or activated offers).
import type { ServerResponse } from 'node:http';

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
