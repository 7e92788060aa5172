/**
 * The return of a direct link (001 §4 retailer 1408; §7 walmartOAuthServiceLogin → the retailer's sign-in →
 * back with state → walmartLinkCustomerAccount). The retailer sends the browser back to the page that started
 * the link with OAuth's `code` and `state` (or `error`); only a return whose state is the one this browser
 * started may finish a link, so a forged or stale URL links nothing.
 */
export const DIRECT_LINK_QUERY = { CODE: 'code', STATE: 'state', ERROR: 'error' } as const;

/** Messages the rule answers (ours: the documents give only the unlink ones, quoted). */
export const DIRECT_LINK_MESSAGES = {
  DECLINED: "The account wasn't linked because access wasn't allowed. Link again whenever you're ready.",
  INVALID_RETURN: 'This linking attempt is not valid. Start linking again.',
  /** 001 §8 Linking: unlink failure. */
  UNLINK_FAILED: "Hm, we couldn't unlink your account. Try again?",
} as const;

export type DirectLinkReturn =
  | { kind: 'none' }
  | { kind: 'approved'; code: string; state: string }
  | { kind: 'refused'; message: string };

/** Reads a page's query: no return, an approved one to finish, or a refusal with its message. */
export function directLinkReturn(query: URLSearchParams, startedState: string | null): DirectLinkReturn {
  const state = query.get(DIRECT_LINK_QUERY.STATE);
  const code = query.get(DIRECT_LINK_QUERY.CODE);
  const error = query.get(DIRECT_LINK_QUERY.ERROR);
  if (state === null || (code === null && error === null)) return { kind: 'none' };
  if (!startedState || state !== startedState) return { kind: 'refused', message: DIRECT_LINK_MESSAGES.INVALID_RETURN };
  if (error !== null || !code) return { kind: 'refused', message: DIRECT_LINK_MESSAGES.DECLINED };
  return { kind: 'approved', code, state };
}
