import type { APIRequestContext } from '@playwright/test';

export const DEMO = { email: 'demo@clipback.test', password: 'clipback-demo' } as const;

interface WireOffer {
  id: number;
  name: string;
  activated?: boolean;
  rewards?: { type?: string }[];
}

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

export const isSweepstakes = (offer: WireOffer) => (offer.rewards ?? []).some((reward) => reward.type === 'sweepstakes');

/** Changes feature flags while the sandbox runs. */
export async function setFlags(request: APIRequestContext, flags: Record<string, unknown>): Promise<void> {
  const response = await request.put('/sandbox/flags', { data: { flags } });
  if (!response.ok()) throw new Error(`/sandbox/flags answered ${response.status()}`);
}
