import { expect, test, type Page } from './support/test';
import { RETAILER_ID } from '../../domain/constants/retailers';
import { ERROR_MESSAGE_PROPERTY, PLATFORM_TRACKING_EVENT } from '../../domain/constants/platform';
import { REFUSED_AFFILIATE_URL_REPORT, RETAILER_LAUNCH_FORWARD_DELAY_MS } from '../../domain/navigation/affiliateLanding';
import { AFFILIATE_LAUNCH_ID_LENGTH, LAUNCH_ID_PREFIX } from '../../domain/navigation/affiliateUrl';
import { formatQuery, type QueryInput } from '../../domain/navigation/routeQuery';
import { FIXED_RETAILERS } from '../../scripts/sandbox/seed/fixtures';
import { RETAILER_LAUNCH_COPY } from '../../ui/pages/retailerLaunch/copy';
import { DEMO, tokenFor } from './support/sandboxApi';
import { signInAsDemo } from './support/signIn';

/** A web retailer where the demo customer has unlocked offers (the sandbox's launch tests shop there too). */
const SHOP_RETAILER = FIXED_RETAILERS.find((retailer) => retailer.id === RETAILER_ID.HIDES_EXTENSION_HEADER)!;
const LAUNCH_ID = `${LAUNCH_ID_PREFIX}${'a1B2'.repeat(AFFILIATE_LAUNCH_ID_LENGTH / 4)}`;
const VALID_ELSEWHERE = `https://go.example/r?u1=${LAUNCH_ID}`;

const launchPath = (query: QueryInput) => `/retailer-launch${formatQuery(query)}`;

/** Every URL the page's main frame went to, and every request that left the app's origin. */
function watchNavigation(page: Page, origin: string) {
  const frames: string[] = [];
  const offOrigin: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) frames.push(frame.url());
  });
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) offOrigin.push(request.url());
  });
  return { frames, offOrigin };
}

test.describe('the retailer-launch page (000 §2, issue 15)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsDemo(page, '/referral');
  });

  const hostile: Record<string, string> = {
    http: `http://go.example/r?u1=${LAUNCH_ID}`,
    'a wrong lid- (31 characters)': `https://go.example/r?u1=${LAUNCH_ID.slice(0, -1)}`,
    'a wrong lid- (not alphanumeric)': `https://go.example/r?u1=${LAUNCH_ID.slice(0, -1)}-`,
    'javascript:': `javascript:alert(document.cookie)//?u1=${LAUNCH_ID}`,
    "another origin's redirect": `https://evil.example/out?to=${encodeURIComponent(VALID_ELSEWHERE)}`,
  };
  for (const [name, affiliateUrl] of Object.entries(hostile)) {
    test(`${name} ends on /home and goes nowhere else`, async ({ page, baseURL }) => {
      const seen = watchNavigation(page, baseURL!);
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      await page.goto(launchPath({ affiliateUrl, name: SHOP_RETAILER.name, shoppingId: 'S-1' }));
      await expect(page).toHaveURL(`${baseURL}/home`);
      // Longer than the page's forward delay: nothing leaves later either.
      await page.waitForTimeout(2500);
      await expect(page).toHaveURL(`${baseURL}/home`);
      expect(seen.frames.every((url) => url.startsWith(baseURL!))).toBe(true);
      expect(seen.offOrigin).toEqual([]);
      expect(dialogs).toBe(0);
    });
  }

  test("another origin's https URL carrying a launch id goes home with the 'error message' event, never off-site (issue 29)", async ({ page, request, baseURL }) => {
    const affiliateUrl = `https://redirect.example/out?to=${encodeURIComponent('https://evil.example/login')}&id=${LAUNCH_ID}`;
    const seen = watchNavigation(page, baseURL!);
    const since = new Date().toISOString();
    await page.goto(launchPath({ affiliateUrl, name: SHOP_RETAILER.name, shoppingId: 'S-1' }));
    await expect(page).toHaveURL(`${baseURL}/home`);
    await page.waitForTimeout(RETAILER_LAUNCH_FORWARD_DELAY_MS + 1000);
    await expect(page).toHaveURL(`${baseURL}/home`);
    expect(seen.frames.every((url) => url.startsWith(baseURL!))).toBe(true);
    expect(seen.offOrigin).toEqual([]);
    await expect
      .poll(async () => {
        const response = await request.get(`/sandbox/tracking/events?name=${encodeURIComponent(PLATFORM_TRACKING_EVENT.ERROR_MESSAGE)}&since=${encodeURIComponent(since)}`);
        const { events } = (await response.json()) as { events: { properties: Record<string, unknown> }[] };
        return events.map((event) => event.properties[ERROR_MESSAGE_PROPERTY.MESSAGE]);
      })
      .toContain(REFUSED_AFFILIATE_URL_REPORT);
  });

  test('a link the affiliate-link service issued shows the page, then lands on the demo retailer with its launch id', async ({ page, request, baseURL }) => {
    const token = await tokenFor(request, DEMO.email);
    const response = await request.get(`/api/affiliate-link/retailer-link/${SHOP_RETAILER.id}?client=WEB`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.ok()).toBe(true);
    const link = (await response.json()) as { url: string; launchId: string };

    const seen = watchNavigation(page, baseURL!);
    // The page's timers wait for the test: what it shows is checked before the forward, whatever the machine's load.
    await page.clock.install();
    await page.goto(
      launchPath({
        affiliateUrl: link.url,
        name: SHOP_RETAILER.name,
        offerValueString: '5% back',
        shoppingId: link.launchId,
        itemOfferCount: 2,
        maxPercentBack: 5,
      }),
    );
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: SHOP_RETAILER.name })).toBeVisible();
    await expect(main.getByText(RETAILER_LAUNCH_COPY.takingYouTo(SHOP_RETAILER.name))).toHaveAttribute('role', 'status');
    await expect(main.getByText('2 offers activated for this trip')).toBeVisible();
    await expect(main.getByRole('link', { name: RETAILER_LAUNCH_COPY.continueTo(SHOP_RETAILER.name) })).toHaveAttribute(
      'href',
      `/demo-retailer/${SHOP_RETAILER.id}?launchId=${link.launchId}`,
    );
    await expect(page).toHaveURL(/\/retailer-launch\?/);

    await page.clock.runFor(RETAILER_LAUNCH_FORWARD_DELAY_MS);
    await expect(page).toHaveURL(`${baseURL}/demo-retailer/${SHOP_RETAILER.id}?launchId=${link.launchId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome to ${SHOP_RETAILER.name}` })).toBeVisible();
    await expect(page.getByText(link.launchId).first()).toBeVisible();
    expect(seen.offOrigin).toEqual([]);
  });
});
