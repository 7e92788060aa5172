// A paged list's `page` query, apart from the pagination rules (pagination.ts): the router, in the startup code, needs only this.

/**
 * The page a list's URL asks for in its `page` query (issue 21): a whole number from 1, anything else page 1.
 * A page past the end is clamped where the list's length is known (clampPage).
 */
export function requestedPage(queryValue: string | undefined): number {
  return queryValue !== undefined && /^\d{1,9}$/.test(queryValue) ? Math.max(1, Number(queryValue)) : 1;
}

/** The `page` query value naming a page: none for page 1, so the first page has one URL. */
export function pageQueryValue(page: number): string | undefined {
  return page > 1 ? String(Math.floor(page)) : undefined;
}
