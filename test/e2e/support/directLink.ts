import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { WEB_APP_TOKEN } from '../../../domain/constants/app';
import { retailerLinkPath } from '../../../domain/browsing/paths';
import { RETAILER_ID } from '../../../domain/constants/retailers';
import { FIXED_RETAILERS } from '../../../scripts/sandbox/seed/fixtures';
import { consentReturn } from '../../support/oauthConsent';
import { DEMO, tokenFor } from './sandboxApi';

/** The seeded direct-integration retailer (1408, Grandmart Superstore). */
export const GRANDMART = (() => {
  const found = FIXED_RETAILERS.find((retailer) => retailer.id === RETAILER_ID.DIRECT_INTEGRATION);
  if (!found) throw new Error(`no seeded retailer ${RETAILER_ID.DIRECT_INTEGRATION}`);
  return found;
})();

/** The direct integration's calls (walmartOAuthService) for the customer of `token`. */
export function directLinkApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}`, 'X-App-Token': WEB_APP_TOKEN };
  return {
    headers,
    linked: async () =>
      ((await (await request.get('/api/gateway/walmartOAuthService/fetchWalmartCustomerLinkingData', { headers })).json()) as Record<string, boolean>)[
        String(RETAILER_ID.DIRECT_INTEGRATION)
      ],
    unlink: () => request.get('/api/gateway/walmartOAuthService/walmartUnlinkCustomerAccount', { headers }),
  };
}

/**
 * Links the demo shopper at 1408 through the consent stand-in, unless already linked. The e2e specs share one
 * sandbox: a spec that unlinks 1408 leaves it linked as seeded (the Shop journey needs it).
 */
export async function ensureDemoDirectLinked(request: APIRequestContext, baseURL: string | undefined): Promise<void> {
  const api = directLinkApi(request, await tokenFor(request, DEMO.email));
  if (await api.linked()) return;
  const started = await request.post('/api/gateway/walmartOAuthService/walmartOAuthServiceLogin', {
    headers: api.headers,
    data: { goto: retailerLinkPath(GRANDMART) },
  });
  const { redirect_uri: consent, state } = (await started.json()) as { redirect_uri: string; state: string };
  const returned = await consentReturn(new URL(consent, baseURL).href);
  const finished = await request.post('/api/gateway/walmartOAuthService/walmartLinkCustomerAccount', {
    headers: api.headers,
    data: { code: returned.searchParams.get('code'), state },
  });
  expect(finished.status()).toBe(200);
  expect(await api.linked()).toBe(true);
}

/**
 * Runs `use` with a fresh API context. A context's kept-alive socket, idle through a long browser step, was
 * reset by the sandbox (ECONNRESET on the next call): checks after such a step take a new one.
 */
export async function withFreshApi<T>(baseURL: string | undefined, use: (request: APIRequestContext) => Promise<T>): Promise<T> {
  const context = await playwrightRequest.newContext({ baseURL });
  try {
    return await use(context);
  } finally {
    await context.dispose();
  }
}
