/** How the location changed, as the `history` package names it. */
export type NavigationAction = 'PUSH' | 'POP' | 'REPLACE';

/**
 * Where the window scrolls after a navigation: a new entry (PUSH) starts at the top, back/forward (POP) returns
 * to the position saved for that entry (top when none was saved), a replacement (REPLACE: redirects, query
 * tweaks) stays where it is (null).
 */
export function scrollTargetFor(action: NavigationAction, saved: number | undefined): number | null {
  if (action === 'PUSH') return 0;
  if (action === 'POP') return saved ?? 0;
  return null;
}

/** Focus moves to the main content on a new page or back/forward, not on a replacement (an input keeps focus). */
export function movesFocusOnNavigation(action: NavigationAction): boolean {
  return action !== 'REPLACE';
}
