/** One breadcrumb: what it reads and where it links. */
export interface Breadcrumb {
  readonly label: string;
  readonly path: string;
}

/**
 * Adds a crumb without duplicating: when the trail already holds a crumb with the same path (the user came
 * back round to a page), the trail is cut back to that crumb instead of growing a loop.
 */
export function appendBreadcrumb(trail: readonly Breadcrumb[], crumb: Breadcrumb): Breadcrumb[] {
  const existing = trail.findIndex((item) => item.path === crumb.path);
  return existing === -1 ? [...trail, crumb] : trail.slice(0, existing + 1);
}
