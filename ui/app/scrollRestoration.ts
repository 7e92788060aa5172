import type { History, Update } from 'history';
import { MAIN_CONTENT_ID } from '../../domain/constants/platform';
import {
  movesFocusOnNavigation,
  scrollTargetFor,
  type NavigationAction,
} from '../../domain/platform/scrollTarget';
import { SECOND_MS } from '../../domain/constants/timing';

/** How long a back/forward navigation keeps trying to restore the scroll position while the page loads (ours). */
export const SCROLL_RESTORE_TIMEOUT_MS = 2 * SECOND_MS;

export interface ScrollRestorationOptions {
  history: History;
  window: Window;
  /** How long a back/forward navigation keeps trying while the page grows tall enough (default 2 s). */
  restoreTimeoutMs?: number;
  /**
   * Started after navigations (startNavigation.ts): the positions the entries left were at, and the last navigation,
   * which is answered at once.
   */
  since?: { positions: ReadonlyMap<string, number>; navigation: Update | null };
}

/**
 * Scroll and focus on navigation: a new page (PUSH) starts at the top, back/forward (POP) returns to where that
 * history entry was left, a replacement stays put. The position of every entry is recorded as the user
 * scrolls (by the entry's key), so it is known before the next page renders. After a PUSH or POP, focus moves
 * to <main id="main"> (without scrolling) so screen readers start reading the new page.
 * Answers a disposer.
 */
export function startScrollRestoration({
  history,
  window,
  restoreTimeoutMs = SCROLL_RESTORE_TIMEOUT_MS,
  since,
}: ScrollRestorationOptions): () => void {
  const { document } = window;
  const positions = new Map<string, number>(since?.positions);
  let currentKey = history.location.key;
  let pending: number | null = null;
  const previousRestoration = window.history.scrollRestoration;
  // The browser's own restoration would fight ours (and runs before the page's content exists).
  window.history.scrollRestoration = 'manual';

  const onScroll = () => {
    positions.set(currentKey, window.scrollY);
  };
  window.addEventListener('scroll', onScroll, { passive: true });

  const cancelPending = () => {
    if (pending !== null) window.cancelAnimationFrame(pending);
    pending = null;
  };

  /** Scrolls to `top`, retrying on later frames while the page is still too short to get there. */
  const scrollTo = (top: number, startedAt: number) => {
    window.scrollTo(0, top);
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= top;
    if (reachable || window.performance.now() - startedAt > restoreTimeoutMs) {
      pending = null;
      return;
    }
    pending = window.requestAnimationFrame(() => scrollTo(top, startedAt));
  };

  const onNavigation = ({ action, location }: Update) => {
    const saved = positions.get(location.key);
    currentKey = location.key;
    cancelPending();
    const kind = String(action) as NavigationAction;
    const top = scrollTargetFor(kind, saved);
    if (top !== null) {
      // After the route's render has been scheduled.
      pending = window.requestAnimationFrame(() => scrollTo(top, window.performance.now()));
    }
    if (movesFocusOnNavigation(kind)) {
      const main = document.getElementById(MAIN_CONTENT_ID);
      main?.focus({ preventScroll: true });
    }
  };
  const stopListening = history.listen(onNavigation);
  if (since?.navigation) onNavigation(since.navigation);

  return () => {
    stopListening();
    cancelPending();
    window.removeEventListener('scroll', onScroll);
    window.history.scrollRestoration = previousRestoration;
  };
}
