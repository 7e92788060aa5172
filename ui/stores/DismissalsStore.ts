import { makeAutoObservable, observable } from 'mobx';
import type { Cookies } from '../../adapters/cookies/Cookies';

/** A cookie that remembers a dismissal (domain/constants/cookies.ts entries: name and lifetime). */
export interface DismissalCookie {
  readonly name: string;
  readonly maxAgeMs: number;
}

/** What a dismissal cookie holds: only its presence counts. */
const DISMISSED_VALUE = '1';

/**
 * The strips a shopper dismissed (the extension promo header, the install banner), each remembered by its cookie
 * for the cookie's lifetime. A dismissal hides the strip at once, wherever it shows.
 */
export class DismissalsStore {
  /** Dismissed in this tab since it started: the cookie is read once per name, then this answers. */
  private readonly dismissedNow = observable.set<string>();

  constructor(private readonly deps: { cookies: Cookies }) {
    makeAutoObservable<DismissalsStore, 'deps' | 'dismissedNow'>(this, { deps: false, dismissedNow: false }, { autoBind: true });
  }

  isDismissed(cookie: DismissalCookie): boolean {
    return this.dismissedNow.has(cookie.name) || this.deps.cookies.get(cookie.name) !== null;
  }

  dismiss(cookie: DismissalCookie): void {
    this.deps.cookies.set(cookie.name, DISMISSED_VALUE, { maxAgeMs: cookie.maxAgeMs });
    this.dismissedNow.add(cookie.name);
  }
}
