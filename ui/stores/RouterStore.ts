import type { History } from 'history';
import { makeAutoObservable } from 'mobx';
import { matchRoute, type RouteMatch } from '../../domain';

/** The current location as observable state, and navigation through `history`. */
export class RouterStore {
  pathname: string;
  search: string;
  /** A one-time message carried by a guard redirect ('Sorry, we couldn't find that retailer.'). */
  flashMessage: string | null = null;

  constructor(private readonly history: History) {
    this.pathname = history.location.pathname;
    this.search = history.location.search;
    makeAutoObservable<RouterStore, 'history'>(this, { history: false }, { autoBind: true });
    history.listen(({ location }) => this.setLocation(location.pathname, location.search));
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

  private setLocation(pathname: string, search: string): void {
    this.pathname = pathname;
    this.search = search;
  }
}
