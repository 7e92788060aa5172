import type { DismissalCookie } from '../stores/DismissalsStore';
import { useStores } from '../stores/StoresContext';

/**
 * Whether a dismissible strip was dismissed (its cookie is set), and the dismiss action that sets the cookie for its
 * lifetime and hides the strip now (DismissalsStore). Shared by the extension promo header and the install banner;
 * its caller is an observer, so the dismissal re-renders it.
 */
export function useDismissalCookie(cookie: DismissalCookie): [dismissed: boolean, dismiss: () => void] {
  const { dismissals } = useStores();
  return [dismissals.isDismissed(cookie), () => dismissals.dismiss(cookie)];
}
