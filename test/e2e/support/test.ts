// The e2e tier's `test`: Playwright's, with a page whose goto and reload wait until the app has started on the
// page. A server-rendered page shows its content before its script has run (issue 31); a click on a button
// before the app took the page over would do nothing, which no shopper test means to check.
import { test as base, type Page } from '@playwright/test';
import { APP_STARTED_ATTRIBUTE } from '../../../ui/app/appStarted';

export * from '@playwright/test';

/** Waits until the app has taken the page over (a page without the app's root, such as the sign-in provider's, at once). */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction((attribute) => !document.getElementById('root') || document.documentElement.hasAttribute(attribute), APP_STARTED_ATTRIBUTE);
}

/** `page`, its goto and reload waiting for the app to start (appStarted). */
export function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appStarted(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appStarted(page);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingForTheApp(page));
  },
});
