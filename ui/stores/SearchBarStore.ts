import { makeAutoObservable } from 'mobx';
import type { Retailer } from '../../domain/retailers/Retailer';
import { searchContext } from '../../domain/search/searchContext';
import { clearsSearchQuery, SEARCH_MAX_LENGTH, searchPath } from '../../domain/search/searchQuery';

export type SearchRetailerContext = Pick<Retailer, 'id' | 'name' | 'offerCount'>;

/**
 * The header search bar's shell (000 §2 "Search bar", §4 "Search"): the typed query, whether the bar is
 * expanded, and the optional retailer pill. Type-ahead and results belong to the search issue.
 */
export class SearchBarStore {
  query = '';
  expanded = false;
  /** The retailer page's retailer, when the bar may search within it. */
  retailerContext: SearchRetailerContext | null = null;
  /** The shopper dismissed the pill: site-wide search until the retailer page reports a retailer again. */
  contextDismissed = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The retailer page reports its retailer (or null when leaving). A new report shows the pill again. */
  setRetailerContext(retailer: SearchRetailerContext | null): void {
    this.retailerContext = retailer;
    this.contextDismissed = false;
  }

  /** The pill's × : back to site-wide search. */
  dismissRetailerContext(): void {
    this.contextDismissed = true;
  }

  /**
   * The retailer the pill shows on `pathname`, if any: only in retailer-gallery mode (a /retailers/ path),
   * not dismissed, and for a retailer with more than one offer (000 §4 "Search").
   */
  retailerPillFor(pathname: string): SearchRetailerContext | null {
    const retailer = this.retailerContext;
    const { retailerId } = searchContext({ path: pathname, retailer, dismissed: this.contextDismissed });
    return retailerId === null ? null : retailer;
  }

  /** Typed text, cut to the 255-character limit (000 §5). */
  setQuery(query: string): void {
    this.query = query.slice(0, SEARCH_MAX_LENGTH);
  }

  get trimmedQuery(): string {
    return this.query.trim();
  }

  expand(): void {
    this.expanded = true;
  }

  /** Escape, an outside click (desktop) and a search collapse the bar (000 §4). */
  collapse(): void {
    this.expanded = false;
  }

  /**
   * The search results path for the current query, or null when it is blank. A retailer pill scopes the
   * search with retailerId (the search issue keys cached searches 'term:retailerId').
   */
  submitPath(pathname: string): string | null {
    const q = this.trimmedQuery;
    if (q === '') return null;
    return searchPath({ term: q, retailerId: this.retailerPillFor(pathname)?.id ?? null });
  }

  /** Submitting: the path to go to (null for a blank query); the bar collapses either way. */
  submit(pathname: string): string | null {
    const path = this.submitPath(pathname);
    this.collapse();
    return path;
  }

  /** On a route change to home the query is cleared (000 §4). */
  routeChanged(routeName: string): void {
    if (clearsSearchQuery(routeName)) this.query = '';
  }
}
