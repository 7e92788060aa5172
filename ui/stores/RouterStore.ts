import type { History } from 'history';
import { makeAutoObservable } from 'mobx';
import { matchRoute, type AnonymousOfferKind, type RouteMatch } from '../../domain';
import type { NavigationAction } from '../../domain/platform';

/** The current location as observable state, and navigation through `history`. */
export class RouterStore {
  pathname: string;
  search: string;
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

  constructor(private readonly history: History) {
    this.pathname = history.location.pathname;
    this.search = history.location.search;
    makeAutoObservable<RouterStore, 'history'>(this, { history: false }, { autoBind: true });
    history.listen(({ location, action }) => this.setLocation(location.pathname, location.search, action));
  }

  get route(): RouteMatch {
    return matchRoute(this.pathname, this.search);
  }

  /** Path and query, as a same-origin redirect target. */
  get path(): string {
    return `${this.pathname}${this.search}`;
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

  private setLocation(pathname: string, search: string, action: NavigationAction): void {
    if (pathname !== this.pathname || search !== this.search) this.anonymousOfferKind = null;
    this.pathname = pathname;
    this.search = search;
    this.action = action;
  }
}
