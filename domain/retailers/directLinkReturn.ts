import { OAUTH_QUERY } from '../navigation/oauth';
/**
 * The return of a direct link (001 §4 retailer 1408; §7 walmartOAuthServiceLogin → the retailer's sign-in →
 * back with state → walmartLinkCustomerAccount). The retailer sends the browser back to the page that started
 * the link with OAuth's `code` and `state` (or `error`); only a return whose state is the one this browser
 * started may finish a link, so a forged or stale URL links nothing.
 */
/** The direct link's messages (ours: the documents give only the unlink ones, linkErrors.ts). */
export const DIRECT_LINK_MESSAGES = {
  DECLINED: "The account wasn't linked because access wasn't allowed. Link again whenever you're ready.",
  /** A return this browser did not start, an unknown or expired state, a wrong code. */
  INVALID_RETURN: 'This linking attempt is not valid. Start linking again.',
  ATTEMPT_USED: 'This linking attempt was already completed.',
  GOTO_INVALID: 'Use a path inside the app, such as /retailers/Grandmart/1408.',
  NOT_LINKED: "This retailer account isn't linked.",
} as const;

export type DirectLinkReturn =
  | { kind: 'none' }
  | { kind: 'approved'; code: string; state: string }
  | { kind: 'refused'; message: string };

/** Reads a page's query: no return, an approved one to finish, or a refusal with its message. */
export function directLinkReturn(query: URLSearchParams, startedState: string | null): DirectLinkReturn {
  const state = query.get(OAUTH_QUERY.STATE);
  const code = query.get(OAUTH_QUERY.CODE);
  const error = query.get(OAUTH_QUERY.ERROR);
  if (state === null || (code === null && error === null)) return { kind: 'none' };
  if (!startedState || state !== startedState) return { kind: 'refused', message: DIRECT_LINK_MESSAGES.INVALID_RETURN };
  if (error !== null || !code) return { kind: 'refused', message: DIRECT_LINK_MESSAGES.DECLINED };
  return { kind: 'approved', code, state };
}
