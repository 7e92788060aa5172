// The Playwright side of the bench: Debian's Chromium, a context signed in as the demo shopper, and pages whose
// CPU runs 4× slower (a mid-range phone), each watching its own requests to tell when the network is quiet.
import { chromium } from '@playwright/test';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../../../scripts/sandbox/seed/fixtures.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../test/support/chromium.mjs';

export const CPU_SLOWDOWN = 4;
/** No request in flight for this long: the network is quiet (Lighthouse's and Playwright's network-idle window). */
const QUIET_MS = 500;

export function launchBrowser() {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * A fresh context signed in as the demo shopper (through the sign-in page, as a shopper does). Service workers are
 * blocked: otherwise a page measured after another would be served by the first one's worker.
 * @param {import('@playwright/test').Browser} browser @param {string} origin
 */
export async function signedInContext(browser, origin) {
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`/login?redirect=${encodeURIComponent('/home')}`);
  await page.getByLabel('Email').fill(DEMO_CUSTOMERS.DEMO.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${origin}/home`);
  await page.close();
  return context;
}

/**
 * A new page of `context` at 4× CPU slowdown; `quiet()` resolves once no request of the page has been in flight
 * for QUIET_MS.
 * @param {import('@playwright/test').BrowserContext} context
 */
export async function slowPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const inFlight = new Set();
  let lastChange = Date.now();
  const change = () => (lastChange = Date.now());
  page.on('request', (request) => (inFlight.add(request), change()));
  for (const event of ['requestfinished', 'requestfailed']) page.on(event, (request) => (inFlight.delete(request), change()));
  const quiet = async (timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    while (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`the network was not quiet within ${timeoutMs / 1000} s (${inFlight.size} requests in flight)`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { page, quiet };
}
