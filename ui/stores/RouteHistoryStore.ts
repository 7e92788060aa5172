import { makeAutoObservable } from 'mobx';
import type { Breadcrumb, BreadcrumbRetailer, RouteHistory } from '../../domain';
import type { AuthStore } from './AuthStore';
import type { RouterStore } from './RouterStore';

/** What a page tells the breadcrumbs about itself once its data is loaded. */
export interface PageContext {
  /** The page's own crumb label (the retailer, category, group or offer name). */
  title: string;
  /** Offer pages: the offer's retailer ids. */
  offerRetailerIds?: readonly number[];
  /** Offer pages: retailers the page can name, by id. */
  retailersById?: Readonly<Record<string, BreadcrumbRetailer>>;
}

/**
 * The in-app route history (000 §2 "Route history rule") and the current page's breadcrumb trail.
 * SKELETON: the platform work implements recording and the trail.
 */
export class RouteHistoryStore {
  history: RouteHistory = [];
  page: PageContext | null = null;

  constructor(
    private readonly router: RouterStore,
    private readonly auth: AuthStore,
  ) {
    makeAutoObservable<RouteHistoryStore, 'router' | 'auth'>(this, { router: false, auth: false }, { autoBind: true });
  }

  setPageContext(context: PageContext): void {
    this.page = context;
  }

  get trail(): Breadcrumb[] {
    return [];
  }
}
