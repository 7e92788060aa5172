import { makeAutoObservable, observableRef, observableShallow, reaction, type IReactionDisposer } from 'mobx';
import type { BreadcrumbRetailer } from '../../domain/navigation/breadcrumbs';
import { formatDocumentTitle } from '../../domain/navigation/formatDocumentTitle';
import type { RouteMatch } from '../../domain/navigation/matchRoute';
import { pageIdentityPath } from '../../domain/navigation/pageIdentityPath';
import {
  nextRouteHistory,
  routeHistoryEntry,
  type RouteHistory,
  type RouteHistoryEntry,
} from '../../domain/navigation/routeHistory';
import { routeTitle } from '../../domain/navigation/routes';
import type { RouterStore } from './RouterStore';

/** What a page tells the breadcrumbs about itself once its data is loaded. */
export interface PageContext {
  /** The page's own crumb label (the retailer, category, group or offer name); also its document title. */
  title: string;
  /** Offer pages: the offer's retailer ids. */
  offerRetailerIds?: readonly number[];
  /** Offer pages: retailers the page can name, by id. */
  retailersById?: Readonly<Record<string, BreadcrumbRetailer>>;
}

/** How many pages' contexts are remembered, so going back names a page before it has reloaded its data (ours). */
const REMEMBERED_PAGE_CONTEXTS = 50;

/**
 * The in-app route history (000 §2 "Route history rule"), the current page's context and its document title.
 * The breadcrumb trail is computed from them where the crumbs render (ui/components/Breadcrumbs), which keeps
 * the breadcrumb rules out of the startup bundle; the history itself is recorded from the first location on.
 * Every location change is recorded with nextRouteHistory: the page being left becomes an entry carrying the
 * title its page gave through setPageContext. The first location counts as a transition onto itself, which
 * seeds the history with /home. Ours: a replaced location (a guard or legacy redirect, a query tweak) is no
 * longer in the browser's history, so it is not pushed either; only the pop rule applies to its successor.
 */
export class RouteHistoryStore {
  history: RouteHistory = [];
  /** Page contexts by the path (with query) they were given for: a late answer for a page already left stays with it. */
  private readonly pages = new Map<string, PageContext>();
  /** A full document title a page asked for (an error page inside a route), for one path. */
  private titleOverride: { path: string; title: string } | null = null;
  private readonly stopRecording: IReactionDisposer;
  private lastRoute: RouteMatch;
  private readonly router: Pick<RouterStore, 'path' | 'route' | 'action' | 'pathname'>;

  constructor(deps: { router: Pick<RouterStore, 'path' | 'route' | 'action' | 'pathname'> }) {
    this.router = deps.router;
    this.lastRoute = this.router.route;
    makeAutoObservable<RouteHistoryStore, 'router' | 'stopRecording' | 'lastRoute' | 'pages'>(
      this,
      { router: false, stopRecording: false, lastRoute: false, pages: observableShallow, history: observableRef },
      { autoBind: true },
    );
    this.record(undefined, this.entryFor(this.lastRoute, ''));
    this.stopRecording = reaction(
      () => this.router.path,
      (_path, previousPath) => {
        const previous = this.lastRoute;
        const next = this.router.route;
        this.lastRoute = next;
        const from = this.router.action === 'REPLACE' ? undefined : this.entryFor(previous, this.titleFor(previousPath));
        this.record(from, this.entryFor(next, ''));
      },
    );
  }

  /** Pages call this once their data is loaded; it names the page in breadcrumbs and the document title. */
  setPageContext(context: PageContext): void {
    const path = this.pageKey;
    this.pages.delete(path);
    this.pages.set(path, { ...context });
    if (this.pages.size > REMEMBERED_PAGE_CONTEXTS) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
  }

  /** A whole document title for the current page (for example 'Not Found | Clipback' on a missing offer). */
  setDocumentTitle(title: string): void {
    this.titleOverride = { path: this.pageKey, title };
  }

  /** What page contexts and title overrides are kept by: the current page's path (see pageIdentityPath). */
  private get pageKey(): string {
    return pageIdentityPath(this.router.pathname, this.router.route);
  }

  /** The current page's context, if its page has given one. */
  get pageContext(): PageContext | null {
    return this.pages.get(this.pageKey) ?? null;
  }

  /** The current page as a history entry, titled by its page context when known. */
  get current(): RouteHistoryEntry {
    return this.entryFor(this.router.route, this.pageContext?.title ?? '');
  }

  /** '<page name> | Clipback' once the page named itself, else the route's title. */
  get documentTitle(): string {
    const override = this.titleOverride;
    if (override && override.path === this.pageKey) return override.title;
    const title = this.pageContext?.title.trim();
    return title ? formatDocumentTitle(title) : routeTitle(this.router.route.name);
  }

  dispose(): void {
    this.stopRecording();
  }

  private titleFor(path: string): string {
    return this.pages.get(path)?.title ?? '';
  }

  private entryFor(route: RouteMatch, title: string): RouteHistoryEntry {
    return routeHistoryEntry(route, title);
  }

  private record(from: RouteHistoryEntry | undefined, to: RouteHistoryEntry): void {
    this.history = nextRouteHistory(this.history, from ? { from, to } : { to });
  }
}
