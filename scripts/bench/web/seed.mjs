// What the bench measures in the seeded catalogue (the seed is deterministic: every run measures the same records),
// asked of a running sandbox through the app's own calls and path rules.
import { categoryPath, retailerPath } from '../../../domain/browsing/paths.ts';
import { WEB_APP_TOKEN } from '../../../domain/constants/app.ts';
import { CATEGORY_ID } from '../../../domain/constants/categories.ts';
import { DEFAULT_RETAILER_IDS } from '../../../domain/constants/retailers.ts';
import { RETAILER_OFFERS_PER_PAGE } from '../../../domain/offers/pagination.ts';
import { offerPath } from '../../../domain/offers/offerPath.ts';
import { hasSweepstakesReward } from '../../../domain/offers/rewards.ts';
import { DEMO_CUSTOMERS, FIXED_CATEGORIES, FIXED_RETAILERS } from '../../../scripts/sandbox/seed/fixtures.ts';

/** What the app sends on an anonymous call (the sandbox refuses anonymous writes without the app's token). */
const APP_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json', 'X-App-Token': WEB_APP_TOKEN };

async function post(origin, path, body, headers = {}) {
  const response = await fetch(`${origin}${path}`, { method: 'POST', headers: { ...APP_HEADERS, ...headers }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/** The page of the seeded Featured Retailers category (1356): banners above a long retailer list. */
export function featuredCategoryPath() {
  const category = FIXED_CATEGORIES.find((candidate) => candidate.id === CATEGORY_ID.NEVER_STORED_FAVORITE);
  if (!category) throw new Error('the seed has no Featured Retailers category');
  return categoryPath(category);
}

/** The first retailer with offers the category list shows, with its page path. */
export async function seededRetailer(origin) {
  const { genericRetailers } = await post(origin, '/api/gateway/contentServer/fetchGenericRetailerCategoriesWithRetailers', {});
  const retailer = genericRetailers.flatMap((category) => category.retailers ?? []).find((candidate) => candidate.offerCount > 0);
  if (!retailer) throw new Error('the seed has no retailer with offers');
  return { path: retailerPath(retailer), id: retailer.id };
}

/** A retailer's offers as its page loads them (activation included when a token is given). */
async function offersAt(origin, retailerId, token) {
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  return (await post(origin, '/api/gateway/contentServer/fetchGenericOffersByRetailerIds', { retailerIds: [retailerId] }, headers)).genericOffers ?? [];
}

/** The page of the first offer the retailer sells (anonymous offer pages are open in the seeded flags). */
export async function seededOfferPath(origin, retailerId) {
  const offer = (await offersAt(origin, retailerId))[0];
  if (!offer) throw new Error(`retailer ${retailerId} has no offers`);
  return offerPath(offer);
}

/** The retailer whose offers the Add/Remove interaction uses: Bright Basket Grocery, a default retailer. */
export const ADD_REMOVE_RETAILER = (() => {
  const retailer = FIXED_RETAILERS.find((candidate) => candidate.id === DEFAULT_RETAILER_IDS[1]);
  if (!retailer) throw new Error('the seed has no Bright Basket Grocery');
  return { ...retailer, path: retailerPath(retailer) };
})();

/** A plain offer (no sweepstakes agreement) on the retailer page's first page the demo shopper has not added. */
export async function addableOffer(origin) {
  const { accessToken } = await post(origin, '/sandbox/tokens', { email: DEMO_CUSTOMERS.DEMO.email });
  const offers = (await offersAt(origin, ADD_REMOVE_RETAILER.id, accessToken)).slice(0, RETAILER_OFFERS_PER_PAGE);
  const offer = offers.find((candidate) => !candidate.activated && !hasSweepstakesReward(candidate));
  if (!offer) throw new Error(`no offer left to add at ${ADD_REMOVE_RETAILER.name}`);
  return offer;
}

/** The demo shopper's seeded checking account, as the cashout panel labels it. */
export const DEMO_CHECKING_ACCOUNT = /Checking \*\*\*6789/;
