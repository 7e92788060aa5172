import type { History } from 'history';
import { makeAutoObservable } from 'mobx';
import type { Cookies } from '../../adapters/cookies/Cookies';
import { COOKIE } from '../../domain/constants/cookies';
import { NAV_QUERY_KEY } from '../../domain/constants/navigation';
import { matchedPath } from '../../domain/navigation/buildPath';
import type { AnonymousOfferKind } from '../../domain/navigation/guards';
import { matchRoute, type RouteMatch } from '../../domain/navigation/matchRoute';
import { routeQueryValue } from '../../domain/navigation/routeQuery';
import { pageQueryValue, requestedPage } from '../../domain/navigation/pageQuery';
import type { NavigationAction } from '../../domain/platform/scrollTarget';

/** The current location as observable state, and navigation through `history`. */
export class RouterStore {
  pathname: string;
  search: string;
  /** The fragment ('#linked-accounts'), for a page that scrolls to the section a link names; '' when none. */
  hash: string;
  /** How the current location was reached: PUSH (a link), POP (back/forward, or the first load), REPLACE. */
  action: NavigationAction = 'POP';
  /** A one-time message carried by a guard redirect ('Sorry, we couldn't find that retailer.'). */
  flashMessage: string | null = null;
  /**
   * What an offer page learned about the offer it shows to an anonymous visitor (affiliate or item), so the
   * guard applies the one logged-out flag that concerns it; unknown until the page says, and cleared on every
   * navigation.
   */
  anonymousOfferKind: AnonymousOfferKind | null = null;
  private readonly history: History;

  constructor(deps: { history: History; cookies?: Pick<Cookies, 'get' | 'remove'> }) {
    this.history = deps.history;
    // A redirect the server answered carries its message in a cookie (ui/server/renderPage.tsx): shown once.
    const flash = deps.cookies?.get(COOKIE.FLASH_MESSAGE.name);
    if (flash) {
      this.flashMessage = flash;
      deps.cookies?.remove(COOKIE.FLASH_MESSAGE.name);
    }
    this.pathname = this.history.location.pathname;
    this.search = this.history.location.search;
    this.hash = this.history.location.hash;
    makeAutoObservable<RouterStore, 'history'>(this, { history: false }, { autoBind: true });
    this.history.listen(({ location, action }) => this.setLocation(location, action));
  }

  get route(): RouteMatch {
    return matchRoute(this.pathname, this.search);
  }

  /** Path and query, as a same-origin redirect target. */
  get path(): string {
    return `${this.pathname}${this.search}`;
  }

  /** The page the current URL asks a paged list for (?page=N; page 1 has none). */
  get listPage(): number {
    return requestedPage(routeQueryValue(this.route.query, NAV_QUERY_KEY.PAGE));
  }

  /**
   * Shows a paged list's `page` as a new history entry, other query keys kept: a reload, Back, Forward and a
   * shared link then all show that page.
   */
  showListPage(page: number): void {
    const others = Object.entries(this.route.query).filter(([key]) => key !== NAV_QUERY_KEY.PAGE);
    const value = pageQueryValue(page);
    const query = Object.fromEntries(value === undefined ? others : [...others, [NAV_QUERY_KEY.PAGE, value]]);
    this.navigate(matchedPath({ ...this.route, query }));
  }

  navigate(path: string, { replace = false, message }: { replace?: boolean; message?: string } = {}): void {
    if (message) this.flashMessage = message;
    if (replace) this.history.replace(path);
    else this.history.push(path);
  }

  takeFlashMessage(): string | null {
    const message = this.flashMessage;
    this.flashMessage = null;
    return message;
  }

  /** Offer pages: the kind of offer shown, once known (see anonymousOfferKind). */
  setAnonymousOfferKind(kind: AnonymousOfferKind | null): void {
    this.anonymousOfferKind = kind;
  }

  private setLocation({ pathname, search, hash }: { pathname: string; search: string; hash: string }, action: NavigationAction): void {
    if (pathname !== this.pathname || search !== this.search) this.anonymousOfferKind = null;
    this.pathname = pathname;
    this.search = search;
    this.hash = hash;
    this.action = action;
  }
}
