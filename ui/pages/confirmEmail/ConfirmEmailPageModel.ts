import { makeAutoObservable, runInAction } from 'mobx';
import { NAV_QUERY_KEY, ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { routeQueryValue } from '../../../domain/navigation/routeQuery';
import type { AccountLinkOutcome } from '../../flows/followAccountLink';
import type { Stores } from '../../stores/Stores';

/**
 * /confirm-email?token= (the link of the confirmation e-mail): the route's loader confirms once on arrival
 * (SecurityCheckupStore.emailConfirmation) and the page says how it went; an expired or invalid link offers a
 * new one (sent at once when signed in, else after signing in).
 */
export class ConfirmEmailPageModel {
  sending = false;
  newLinkSentTo: string | null = null;
  sendError: string | null = null;

  constructor(private readonly stores: Stores) {
    makeAutoObservable<ConfirmEmailPageModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  get isSignedIn(): boolean {
    return this.stores.auth.isSignedIn;
  }

  /** Back to the checkup after confirming, or sign in first (the checkup is where it goes after). */
  get checkupPath(): string {
    return buildPath(ROUTE_NAME.SECURITY_CHECKUP);
  }

  /** Sign in (a click goes straight to the provider), then back to the checkup, where a new link can be sent. */
  signIn(): Promise<void> {
    return this.stores.auth.login(this.checkupPath);
  }

  /** How following the link went; null until it answers. */
  get outcome(): AccountLinkOutcome | null {
    return this.stores.securityCheckup.emailConfirmation.value;
  }

  get working(): boolean {
    return this.stores.securityCheckup.emailConfirmation.status === 'loading';
  }

  /** Try again: confirms the link's token again (nothing while a call is in flight). */
  confirm(): Promise<void> {
    return this.stores.securityCheckup.followEmailConfirmation(routeQueryValue(this.stores.router.route.query, NAV_QUERY_KEY.TOKEN), { again: true });
  }

  async sendNewLink(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    this.sendError = null;
    const outcome = await this.stores.securityCheckup.sendEmailConfirmation();
    runInAction(() => {
      this.sending = false;
      if (outcome.ok) this.newLinkSentTo = outcome.value.email;
      else this.sendError = outcome.message;
    });
  }
}
