// The pages the bench measures, found in a running sandbox's seed: the public pages Lighthouse audits (with their
// floors), and the signed-in pages whose blocking time is read, each with what shows that its content is there.
import { ROUTE_NAME } from '../../../domain/constants/navigation.ts';
import { buildPath } from '../../../domain/navigation/buildPath.ts';
import { featuredCategoryPath, seededOfferPath, seededRetailer } from './seed.mjs';

/** A word more than 50 seeded offers match: the results page shows a full page of offers and pagination. */
const DEMO_SEARCH_TERM = 'organic';

/** @param {string} origin */
export async function publicPages(origin) {
  const retailer = await seededRetailer(origin);
  return [
    { name: 'home', path: '/home' },
    { name: 'retailer', path: retailer.path },
    { name: 'category', path: featuredCategoryPath() },
    { name: 'offer', path: await seededOfferPath(origin, retailer.id) },
  ];
}

/** @typedef {import('@playwright/test').Page} Page */

/** @param {string} origin */
export async function signedInPages(origin) {
  const retailer = await seededRetailer(origin);
  return [
    { name: 'account', path: buildPath(ROUTE_NAME.ACCOUNT_PANEL), ready: (/** @type {Page} */ page) => page.getByRole('tabpanel').getByRole('heading') },
    { name: 'search', path: `/search?q=${DEMO_SEARCH_TERM}`, ready: (/** @type {Page} */ page) => page.getByRole('main').locator('article') },
    { name: 'retailer', path: retailer.path, ready: (/** @type {Page} */ page) => page.getByRole('main').locator('a[href^="/offers/"]') },
  ];
}

/** Every page name, for checking --pages. */
export const PAGE_NAMES = ['home', 'retailer', 'category', 'offer', 'account', 'search'];
