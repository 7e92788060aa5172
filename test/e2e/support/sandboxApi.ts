import type { APIRequestContext } from '@playwright/test';
import { WEB_APP_TOKEN } from '../../../domain/constants/app';
import { CATEGORY_ID } from '../../../domain/constants/categories';
import { DEFAULT_RETAILER_IDS } from '../../../domain/constants/retailers';
import type { Offer } from '../../../domain/offers/Offer';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, FIXED_CATEGORIES, FIXED_RETAILERS } from '../../../scripts/sandbox/seed/fixtures';
import type { MainApi } from '../../../sdk/src';

export const DEMO = { email: DEMO_CUSTOMERS.DEMO.email, password: DEMO_PASSWORD } as const;

function seeded<T extends { id: number }>(records: readonly T[], id: number | undefined): T {
  const record = records.find((candidate) => candidate.id === id);
  if (!record) throw new Error(`the seed's fixed part has no record ${String(id)}`);
  return record;
}

/** The seeded Grocery category (scripts/sandbox/seed/fixtures.ts). */
export const GROCERY = seeded(FIXED_CATEGORIES, CATEGORY_ID.GROCERY);
/** One of Grocery's retailers: the default retailer Bright Basket Grocery. */
export const BRIGHT_BASKET = seeded(FIXED_RETAILERS, DEFAULT_RETAILER_IDS[1]);

/** A retailer's offer as fetchGenericOffersByRetailerIds answers it (the domain's names). */
type WireOffer = Pick<Offer, 'id' | 'name' | 'activated' | 'rewards'>;

/** An access token for a seeded customer (the sandbox's test-token endpoint). */
export async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/sandbox/tokens', { data: { email } });
  if (!response.ok()) throw new Error(`/sandbox/tokens answered ${response.status()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** A retailer's offers as its page loads them, for the customer of `token` (activation included). */
export async function offersAt(request: APIRequestContext, retailerId: number, token?: string): Promise<WireOffer[]> {
  const response = await request.post('/api/gateway/contentServer/fetchGenericOffersByRetailerIds', {
    data: { retailerIds: [retailerId] },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok()) throw new Error(`fetchGenericOffersByRetailerIds answered ${response.status()}`);
  return ((await response.json()) as { genericOffers: WireOffer[] }).genericOffers;
}

/** Changes feature flags while the sandbox runs. */
export async function setFlags(request: APIRequestContext, flags: Record<string, unknown>): Promise<void> {
  const response = await request.put('/sandbox/flags', { data: { flags } });
  if (!response.ok()) throw new Error(`/sandbox/flags answered ${response.status()}`);
}

/** The seeded Featured Retailers category (1356), whose page shows banners above its retailers. */
export const FEATURED_RETAILERS = seeded(FIXED_CATEGORIES, CATEGORY_ID.NEVER_STORED_FAVORITE);

/** One earnings.json row as the contract types it (a demo order's pending item carries `pendingPeriod`). */
export type EarningsItem = MainApi.components['schemas']['EarningsItem'];

/** The newest earnings items (up to 100, the contract's page maximum) of the customer of `token`. */
export async function earningsOf(request: APIRequestContext, token: string, customerId: string): Promise<EarningsItem[]> {
  const response = await request.get(`/api/main/v2/customers/${encodeURIComponent(customerId)}/earnings.json?limit=100`, {
    headers: { Authorization: `Bearer ${token}`, 'X-App-Token': WEB_APP_TOKEN },
  });
  if (!response.ok()) throw new Error(`earnings.json answered ${response.status()}`);
  return ((await response.json()) as MainApi.components['schemas']['EarningsPage']).earnings;
}
