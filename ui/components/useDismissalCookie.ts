import { useState } from 'react';
import { useStores } from '../stores/StoresContext';

/** A cookie that remembers a dismissal (domain/constants/cookies.ts entries: name and lifetime). */
interface DismissalCookie {
  readonly name: string;
  readonly maxAgeMs: number;
}

/** What a dismissal cookie holds: only its presence counts. */
const DISMISSED_VALUE = '1';

/**
 * Whether a dismissible strip was dismissed (its cookie is set), and the dismiss action that sets the cookie for its
 * lifetime and hides the strip now. Shared by the extension promo header and the install banner.
 */
export function useDismissalCookie(cookie: DismissalCookie): [dismissed: boolean, dismiss: () => void] {
  const { ports } = useStores();
  const [dismissed, setDismissed] = useState(() => ports.cookies.get(cookie.name) !== null);
  const dismiss = () => {
    ports.cookies.set(cookie.name, DISMISSED_VALUE, { maxAgeMs: cookie.maxAgeMs });
    setDismissed(true);
  };
  return [dismissed, dismiss];
}
