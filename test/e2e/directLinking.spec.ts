import { expect, test } from './support/test';
import { RETAILER_ID } from '../../domain/constants/retailers';
import { retailerLinkPath } from '../../domain/browsing/paths';
import { FIXED_RETAILERS } from '../../scripts/sandbox/seed/fixtures';
import { SANDBOX_MFA_CODE } from '../../scripts/sandbox/services/main/mfaLinking';
import { DEMO, tokenFor } from './support/sandboxApi';
import { signInAsDemo } from './support/signIn';
import { directLinkApi, ensureDemoDirectLinked, GRANDMART } from './support/directLink';
import { DIRECT_LINK_MESSAGES } from '../../domain/retailers/directLinkReturn';
import { RETAILER_LINK_COPY } from '../../ui/pages/retailerLink/copy';

// Issue 16: retailer 1408 links through its own sign-in (the sandbox's consent stand-in) and unlinks; 1144's
// multi-factor step. The OAuth return carries `code` and `state` on the link page: it must not be taken for a
// sign-in callback (which would spend it and sign the shopper out).

const retailer = (id: number) => {
  const found = FIXED_RETAILERS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no seeded retailer ${id}`);
  return found;
};
const MFA_RETAILER = retailer(RETAILER_ID.MFA);
const LINK_PAGE = retailerLinkPath(GRANDMART);

test.describe('direct link (1408) and the multi-factor step (1144)', () => {
  // The e2e specs share one sandbox: the demo shopper leaves linked at 1408 as seeded (the Shop journey needs it).
  test.afterEach(({ request, baseURL }) => ensureDemoDirectLinked(request, baseURL));

  test("the consent page's return keeps code and state past the sign-in callback (still signed in), and a return this browser did not start links nothing", async ({ page, request }) => {
    const token = await tokenFor(request, DEMO.email);
    const api = directLinkApi(request, token);
    // The demo shopper is linked at 1408 in the seed: unlink first.
    expect((await request.get('/api/gateway/walmartOAuthService/walmartUnlinkCustomerAccount', { headers: api.headers })).status()).toBe(200);
    expect(await api.linked()).toBe(false);

    await signInAsDemo(page, '/referral');
    const started = await request.post('/api/gateway/walmartOAuthService/walmartOAuthServiceLogin', { headers: api.headers, data: { goto: LINK_PAGE } });
    const { redirect_uri: consent } = (await started.json()) as { redirect_uri: string };

    await page.goto(consent);
    await expect(page.getByRole('heading', { level: 1, name: `Link your ${GRANDMART.name} account` })).toBeVisible();
    await page.getByRole('link', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.pathname === LINK_PAGE);
    // The app has started on the return and the shopper is still signed in.
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('button').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log In' })).toHaveCount(0);
    // The sign-in callback left the return alone; the link page refuses it, since this browser did not start that
    // link (the state came from the API, as a forged link would): nothing is linked and the query is cleaned.
    await expect(page.getByRole('alert').filter({ hasText: DIRECT_LINK_MESSAGES.INVALID_RETURN })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === LINK_PAGE && url.search === '');
    expect(await api.linked()).toBe(false);
  });

  test('the demo shopper links 1408 with the Link button, comes back linked, and unlinks it', async ({ page, request }) => {
    const token = await tokenFor(request, DEMO.email);
    const api = directLinkApi(request, token);
    await request.get('/api/gateway/walmartOAuthService/walmartUnlinkCustomerAccount', { headers: api.headers });
    await signInAsDemo(page, '/referral');
    await page.goto(LINK_PAGE);
    await page.getByRole('button', { name: `Link with ${GRANDMART.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Link your ${GRANDMART.name} account` })).toBeVisible();
    await page.getByRole('link', { name: 'Allow' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Your ${GRANDMART.name} account is linked.` })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === LINK_PAGE && url.search === '');
    expect(await api.linked()).toBe(true);
    await page.getByRole('button', { name: 'Unlink account' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Your ${GRANDMART.name} account is no longer linked.` })).toBeVisible();
    expect(await api.linked()).toBe(false);
  });

  test("the demo shopper finishes 1144's link with the retailer's code", async ({ page }) => {
    await signInAsDemo(page, '/referral');
    await page.goto(retailerLinkPath(MFA_RETAILER));
    const code = page.getByLabel('Code');
    await code.fill('000000');
    await page.getByRole('button', { name: 'Finish linking' }).click();
    await expect(page.getByText("That code didn't work. Check it and try again.")).toBeVisible();
    await code.fill(SANDBOX_MFA_CODE);
    await page.getByRole('button', { name: 'Finish linking' }).click();
    // The link is verified and unlocked now: the page shows it as linked.
    await expect(page.getByRole('status', { name: RETAILER_LINK_COPY.LINKED_TITLE })).toBeVisible();
  });
});
