import * as MESSAGES from '../../domain/constants/messages';
import { NAV_QUERY_KEY } from '../../domain/constants/navigation';
import { RETAILER_ID } from '../../domain/constants/retailers';
import type { RouteMatch } from '../../domain/navigation/matchRoute';
import { routeQueryValue } from '../../domain/navigation/routeQuery';
import { parseNumericId } from '../../domain/values/numericId';
import type { Stores } from '../stores/Stores';

// The route loaders of the account and sign-up pages (bonuses, retailer links, registration, the e-mailed links,
// the security checkup, referral); routeLoaders.ts names each route's.

/** The customer's record (read once per sign-in): the referral page's code and link, and what other pages read from it. */
export function loadCustomerRecord(stores: Stores): Promise<void> {
  return stores.customer.load();
}

/**
 * The bonuses and bonus category pages: the customer's three bonus lists, and the join date that says whether
 * the new-saver offers show (001 §4).
 */
export async function loadBonuses(stores: Stores): Promise<void> {
  await Promise.all([stores.bonuses.loadAll(), loadCustomerRecord(stores)]);
}

/**
 * The bonus page: the bonus, then its offers (they are named by the bonus). The bonus names the page's crumb and
 * document title, for this page only: a shopper who left meanwhile keeps the next page's.
 */
export async function loadBonus(stores: Stores, route: RouteMatch): Promise<void> {
  const bonusId = Number(route.params.bonus_id);
  const path = stores.router.path;
  const bonus = await stores.bonuses.loadBonus(bonusId);
  if (!bonus) return;
  if (stores.router.path === path) stores.routeHistory.setPageContext({ title: bonus.name });
  await stores.offers.loadBonusOffers(bonusId, bonus.offers);
}

/**
 * The retailer link page: the retailer (for its name; a failed read also says so in a toast) and, for a signed-in
 * shopper, the link: 1408's return finished or its link read (the direct-linking store), any other's link read.
 */
export async function loadRetailerLink(stores: Stores, route: RouteMatch): Promise<void> {
  const retailerId = parseNumericId(route.params.id);
  if (retailerId === null) return;
  const linkRead = !stores.auth.isSignedIn
    ? null
    : retailerId === RETAILER_ID.DIRECT_INTEGRATION
      ? stores.directLinking.openLinkPage()
      : stores.accountLinks.read(retailerId);
  await stores.catalogue.loadRetailer(retailerId);
  const retailer = stores.catalogue.retailer(retailerId);
  if (retailer.status === 'error') stores.toasts.error(retailer.error ?? MESSAGES.DEFAULT_ERROR);
  await linkRead;
}

/** The register page: the identity a shopper who signed up at the provider registers (a visitor is sent to sign up). */
export async function loadRegistration(stores: Stores): Promise<void> {
  if (stores.auth.status === 'needsRegistration') await stores.registration.loadSignedUpIdentity();
}

/** The link of the confirmation e-mail, followed on arrival with its token (no sign-in needed). */
export async function loadEmailConfirmation(stores: Stores, route: RouteMatch): Promise<void> {
  await stores.securityCheckup.followEmailConfirmation(routeQueryValue(route.query, NAV_QUERY_KEY.TOKEN));
}

/** The link of the account-lock e-mail, followed on arrival with its token. */
export async function loadAccountUnlock(stores: Stores, route: RouteMatch): Promise<void> {
  await stores.securityCheckup.followAccountUnlock(routeQueryValue(route.query, NAV_QUERY_KEY.TOKEN));
}

/** The security checkup: its items (unless the guard already has them) and the names its first step prefills. */
export async function loadSecurityCheckup(stores: Stores): Promise<void> {
  const { securityCheckup } = stores;
  const items = securityCheckup.isCurrent || securityCheckup.status === 'loading' ? null : securityCheckup.load();
  await Promise.all([items, loadCustomerRecord(stores)]);
}
