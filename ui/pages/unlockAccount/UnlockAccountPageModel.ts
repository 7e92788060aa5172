import { makeAutoObservable } from 'mobx';
import { NAV_QUERY_KEY, ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { routeQueryValue } from '../../../domain/navigation/routeQuery';
import type { AccountLinkOutcome } from '../../flows/followAccountLink';
import type { Stores } from '../../stores/Stores';

/**
 * /unlock-account?token= (the link of the account-lock e-mail): the route's loader unlocks once on arrival
 * (SecurityCheckupStore.accountUnlock), then sign in.
 */
export class UnlockAccountPageModel {
  constructor(private readonly stores: Stores) {
    makeAutoObservable<UnlockAccountPageModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  /** Straight to the provider's sign-in (a click: the sign-in page's loop breaker must not hold it), then home. */
  signIn(): Promise<void> {
    return this.stores.auth.login(buildPath(ROUTE_NAME.HOME));
  }

  /** How following the link went; null until it answers. */
  get outcome(): AccountLinkOutcome | null {
    return this.stores.securityCheckup.accountUnlock.value;
  }

  get working(): boolean {
    return this.stores.securityCheckup.accountUnlock.status === 'loading';
  }

  /** Try again: unlocks with the link's token again (nothing while a call is in flight). */
  unlock(): Promise<void> {
    return this.stores.securityCheckup.followAccountUnlock(routeQueryValue(this.stores.router.route.query, NAV_QUERY_KEY.TOKEN), { again: true });
  }
}
