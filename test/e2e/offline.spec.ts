import { expect, test, type Page } from './support/test';
import { MINIMUM_WITHDRAWAL_CENTS } from '../../domain/validation/withdrawalAmount';
import { retailerPath } from '../../domain/browsing/paths';
import { MONEY } from '../../domain/constants/limits';
import { OFFLINE_ACTION_MESSAGE } from '../../domain/platform/networkFailure';
import { hasSweepstakesReward } from '../../domain/offers/rewards';
import { RETAILER_OFFERS_PER_PAGE } from '../../domain/offers/pagination';
import { CONNECTIVITY_COPY } from '../../ui/app/copy';
import { BRIGHT_BASKET, DEMO, offersAt, tokenFor } from './support/sandboxApi';
import { controlledByServiceWorker } from './support/serviceWorker';
import { signInAsDemo } from './support/signIn';
import { expectHeaderBalance, headerBalanceCents, upToConfirm } from './support/cashout';
import { CASHOUT_COPY } from '../../ui/pages/account/cashout/copy';

const BRIGHT_BASKET_PATH = retailerPath(BRIGHT_BASKET);

// The production build's service worker runs here (the other specs block it).
test.use({ serviceWorkers: 'allow' });

const retailerHeading = (page: Page) => page.getByRole('heading', { level: 1, name: BRIGHT_BASKET.name, exact: true });

test.describe('offline-capable shell', () => {
  test('after a visit online, a reload offline shows the shell and the retailer page seen, with the offline notice', async ({ page, context }) => {
    test.setTimeout(60_000);
    await page.goto(BRIGHT_BASKET_PATH);
    await expect(retailerHeading(page)).toBeVisible();
    await controlledByServiceWorker(page);
    // The first visit's reads happened before the worker controlled the page: a second look caches them.
    await page.reload();
    await expect(retailerHeading(page)).toBeVisible();
    const offerLinks = page.getByRole('main').locator('a[href^="/offers/"]');
    await expect(offerLinks.first()).toBeVisible();
    await expect(page.getByRole('status').getByText(CONNECTIVITY_COPY.OFFLINE)).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(retailerHeading(page)).toBeVisible();
    await expect(offerLinks.first()).toBeVisible();
    await expect(page.getByRole('status').getByText(CONNECTIVITY_COPY.OFFLINE)).toBeVisible();

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByRole('status').getByText(CONNECTIVITY_COPY.OFFLINE)).toHaveCount(0);
  });

  test('an unlock offline is refused with a clear message, and nothing is sent once back online', async ({ page, context, request }) => {
    test.setTimeout(60_000);
    const token = await tokenFor(request, DEMO.email);
    const offers = (await offersAt(request, BRIGHT_BASKET.id, token)).slice(0, RETAILER_OFFERS_PER_PAGE);
    const offer = offers.find((candidate) => !candidate.activated && !hasSweepstakesReward(candidate));
    if (!offer) throw new Error(`the seed has no plain offer to unlock at ${BRIGHT_BASKET.name}`);
    await signInAsDemo(page, BRIGHT_BASKET_PATH);
    const add = page.getByRole('button', { name: `Add offer: ${offer.name}` });
    await expect(add).toBeVisible();

    const unlocks: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'PUT' && sent.url().includes(`/offers/${offer.id}.json`)) unlocks.push(sent.url());
    });
    await context.setOffline(true);
    await add.click();
    await expect(page.getByText(OFFLINE_ACTION_MESSAGE)).toBeVisible();
    await expect(add).toBeVisible();

    await context.setOffline(false);
    unlocks.length = 0;
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    // Nothing was queued to go out later: no unlock leaves once back online, and the offer stays locked.
    await page.waitForTimeout(2_000);
    expect(unlocks).toEqual([]);
    const after = await offersAt(request, BRIGHT_BASKET.id, token);
    expect(after.find((candidate) => candidate.id === offer.id)?.activated).toBe(false);
  });

  test('a withdrawal offline is refused with a clear message, nothing is queued, and the balance stays', async ({ page, context }) => {
    test.setTimeout(60_000);
    await signInAsDemo(page, '/account/cashout');
    const startCents = await headerBalanceCents(page);
    await upToConfirm(page, 'Checking ***6789', (MINIMUM_WITHDRAWAL_CENTS / 100).toFixed(2));

    const withdrawals: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && (sent.postData() ?? '').includes('executeTransferOut')) withdrawals.push(sent.url());
    });
    await context.setOffline(true);
    await page.getByRole('tabpanel').getByRole('button', { name: CASHOUT_COPY.CONFIRM }).click();
    await expect(page.getByText(OFFLINE_ACTION_MESSAGE)).toBeVisible();
    await expect(page, 'still on the confirm step').toHaveURL(/page=confirm/);

    await context.setOffline(false);
    withdrawals.length = 0;
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    // Nothing was queued to go out later: no withdrawal leaves once back online, and the balance is what it was.
    await page.waitForTimeout(2_000);
    expect(withdrawals).toEqual([]);
    await page.reload();
    await expectHeaderBalance(page, startCents);
  });
});
