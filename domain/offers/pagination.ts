/** Up to this many pages, the gallery shows every page button (000 §9). */
const PAGINATION_ALL_PAGES_UP_TO = 7;

/** Offers per page of a retailer's offer gallery (ours: the documents give no page size). */
export const RETAILER_OFFERS_PER_PAGE = 24;

/** A page number, or a gap ('…') between non-adjacent page numbers. */
export type PaginationItem = number | 'gap';

/** How many pages the gallery shows around its edges when it collapses. */
const EDGE_PAGES = 5;
/** How close to either end the current page must be to show a run of EDGE_PAGES pages. */
const EDGE_REACH = 2;

function range(from: number, to: number): number[] {
  const pages: number[] = [];
  for (let page = from; page <= to; page += 1) pages.push(page);
  return pages;
}

/**
 * The page buttons of the pagination gallery (000 §2, 001 §9): every page up to 7 pages;
 * near the start 1–5, gap, last; near the end 1, gap, last five; otherwise
 * 1, gap, previous, current, next, gap, last. The current page is clamped into 1..total.
 */
export function paginationGallery(current: number, total: number): PaginationItem[] {
  const last = Number.isFinite(total) ? Math.max(0, Math.floor(total)) : 0;
  if (last <= PAGINATION_ALL_PAGES_UP_TO) return range(1, last);
  const page = Number.isFinite(current) ? Math.min(last, Math.max(1, Math.floor(current))) : 1;
  if (page <= EDGE_REACH + 1) return [...range(1, EDGE_PAGES), 'gap', last];
  if (page >= last - EDGE_REACH) return [1, 'gap', ...range(last - EDGE_PAGES + 1, last)];
  return [1, 'gap', page - 1, page, page + 1, 'gap', last];
}

/** A page size of at least 1, so a bad value cannot divide by zero. */
function safePerPage(perPage: number): number {
  return Number.isFinite(perPage) ? Math.max(1, Math.floor(perPage)) : 1;
}

/** Number of pages needed for `total` items; 0 when there are none. */
export function pageCount(total: number, perPage: number): number {
  const items = Number.isFinite(total) ? Math.max(0, Math.floor(total)) : 0;
  return Math.ceil(items / safePerPage(perPage));
}

/** A page within 1..pages (1 when there are no pages or the page is not a number). */
export function clampPage(page: number, pages: number): number {
  const wanted = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(1, pages), Math.max(1, wanted));
}

/** The items on a 1-based page; a page outside 1..pageCount is clamped to the nearest one. */
export function pageSlice<T>(items: readonly T[], page: number, perPage: number): T[] {
  const size = safePerPage(perPage);
  const pages = pageCount(items.length, size);
  if (pages === 0) return [];
  const start = (clampPage(page, pages) - 1) * size;
  return items.slice(start, start + size);
}
