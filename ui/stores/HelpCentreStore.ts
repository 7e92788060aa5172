import { makeAutoObservable, runInAction } from 'mobx';
import type { Cookies } from '../../adapters/cookies/Cookies';
import type { SupportGateway } from '../../adapters/support/SupportGateway';
import { helpCentreTripPending } from '../../domain/auth/helpdeskLogin';
import { COOKIE } from '../../domain/constants/cookies';
import type { OpenHelpCentreResult } from '../flows/openHelpCentre';
import type { RouterStore } from './RouterStore';

/**
 * Where the help desk opens: a tab opened synchronously on the click (so popup blockers allow it), or this
 * tab. `cancel` closes a tab that is not needed after all (the login was refused).
 */
export interface HelpDeskWindow {
  open(url: string): void;
  cancel(): void;
}

export interface HelpCentreStoreDeps {
  support: Pick<SupportGateway, 'helpdeskLogin'>;
  cookies: Cookies;
  router: Pick<RouterStore, 'path' | 'navigate'>;
}

/**
 * The help-centre trip (001 §7, §8): the login, then the help desk, or the page the refusal calls for. The flow and
 * its rules load on the first trip (the header's link is on every page, rarely clicked).
 */
export class HelpCentreStore {
  /** A login is in flight: the links ignore further clicks. */
  isOpening = false;

  constructor(private readonly deps: HelpCentreStoreDeps) {
    makeAutoObservable<HelpCentreStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** Runs the help-desk login and opens its URL in `target`, or navigates where a refusal sends the shopper. */
  async open(target: HelpDeskWindow, { returnTo }: { returnTo?: string } = {}): Promise<void> {
    if (this.isOpening) return target.cancel();
    this.isOpening = true;
    const { support, cookies, router } = this.deps;
    try {
      const { openHelpCentre } = await import('../flows/openHelpCentre');
      this.follow(await openHelpCentre({ currentPath: router.path, ...(returnTo ? { returnTo } : {}) }, { support, cookies }), target);
    } finally {
      runInAction(() => (this.isOpening = false));
    }
  }

  /**
   * On start-up after a sign-in: continues to the help desk when the sign-in was the help centre's (001 §8), in the
   * window `target` makes (only then: its module loads with a trip, not with every signed-in start).
   */
  async continueAfterSignIn(target: () => Promise<HelpDeskWindow>): Promise<void> {
    const { support, cookies, router } = this.deps;
    if (!helpCentreTripPending(cookies.get(COOKIE.HELPDESK_REDIRECT.name))) return;
    const [{ continueHelpCentreAfterSignIn }, helpDesk] = await Promise.all([import('../flows/openHelpCentre'), target()]);
    const result = await continueHelpCentreAfterSignIn(router.path, { support, cookies });
    if (result) this.follow(result, helpDesk);
  }

  private follow(result: OpenHelpCentreResult, target: HelpDeskWindow): void {
    if (result.kind === 'helpDesk') return target.open(result.url);
    target.cancel();
    // 001 §8 "reported": a refusal the shopper cannot fix by signing in or finishing the checkup.
    if (result.kind === 'helpdeskError') console.warn('[help centre] the help-desk login failed', result.error);
    this.deps.router.navigate(result.location);
  }
}
