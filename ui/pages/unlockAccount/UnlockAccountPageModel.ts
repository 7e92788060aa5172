import { makeAutoObservable, runInAction } from 'mobx';
import { NAV_QUERY_KEY, ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { routeQueryValue } from '../../../domain/navigation/routeQuery';
import type { AccountLinkOutcome } from '../../flows/followAccountLink';
import type { RootStore } from '../../stores/RootStore';

/** /unlock-account?token= (the link of the account-lock e-mail): unlocks once on arrival, then sign in. */
export class UnlockAccountPageModel {
  outcome: AccountLinkOutcome | null = null;
  working = false;

  constructor(private readonly stores: RootStore) {
    makeAutoObservable<UnlockAccountPageModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  /** Straight to the provider's sign-in (a click: the sign-in page's loop breaker must not hold it), then home. */
  signIn(): Promise<void> {
    return this.stores.auth.login(buildPath(ROUTE_NAME.HOME));
  }

  async unlock(): Promise<void> {
    if (this.working) return;
    this.working = true;
    this.outcome = null;
    const outcome = await this.stores.securityCheckup.unlockAccount(routeQueryValue(this.stores.router.route.query, NAV_QUERY_KEY.TOKEN));
    runInAction(() => {
      this.working = false;
      this.outcome = outcome;
    });
  }
}
