/**
 * Legacy path redirects, answered 301 by the server and replaced in place by the app (000 §2, 001 §2): an old or
 * untidy path's canonical form (legacyPath.ts) with the query kept, in one step.
 */
import { REDIRECT_STATUS } from '../constants/navigation';
import { canonicalLegacyPath } from './legacyPath';
import { safeRedirectPath } from './safeRedirectPath';

export interface LegacyRedirect {
  readonly redirect: string;
  readonly status: 301;
}

export function legacyRedirect(pathname: string, search = ''): LegacyRedirect | null {
  const canonical = canonicalLegacyPath(pathname);
  if (canonical === null) return null;
  const redirect = `${canonical}${normalisedSearch(search)}`;
  // Never answer with something a browser would read as another origin.
  if (safeRedirectPath(redirect) === null) return null;
  return { redirect, status: REDIRECT_STATUS.LEGACY };
}

function normalisedSearch(search: string): string {
  if (search === '' || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}
