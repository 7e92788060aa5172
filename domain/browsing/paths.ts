import { ACCOUNT_PANEL, ROUTE_NAME } from '../constants/navigation';
import type { Category } from '../categories/Category';
import { buildPath } from '../navigation/buildPath';
import { pathSegment } from '../offers/slug';
import type { Retailer } from '../retailers/Retailer';

export { pathSegment };

/** /retailers/{slug}/{id} (000 §2). */
export function retailerPath(retailer: Pick<Retailer, 'id' | 'name'>): string {
  return buildPath(ROUTE_NAME.RETAILER, { retailerName: pathSegment(retailer.name), id: retailer.id });
}

/** /retailers/{slug}/{id}/link: where linking a retailer account starts (the flow is a later issue's). */
export function retailerLinkPath(retailer: Pick<Retailer, 'id' | 'name'>): string {
  return buildPath(ROUTE_NAME.RETAILER_LINK, { retailerName: pathSegment(retailer.name), id: retailer.id });
}

/** The id of the Profile tab's linked accounts section, the anchor a linked retailer's page leads to (ours). */
export const LINKED_ACCOUNTS_ANCHOR = 'linked-accounts';

/** /account/profile#linked-accounts: where a shopper manages (and unlinks) every retailer account link. */
export function linkedAccountsPath(): string {
  return `${buildPath(ROUTE_NAME.ACCOUNT_PANEL, { panel: ACCOUNT_PANEL.PROFILE })}#${LINKED_ACCOUNTS_ANCHOR}`;
}

/** /categories/{slug}/{id} (000 §2). */
export function categoryPath(category: Pick<Category, 'id' | 'name'>): string {
  return buildPath(ROUTE_NAME.CATEGORY, { categoryName: pathSegment(category.name), categoryId: category.id });
}

