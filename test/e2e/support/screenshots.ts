import type { Page } from '@playwright/test';

/**
 * A screenshot of the whole page as a shopper sees it while scrolling. What renders only near the viewport
 * (content-visibility: auto: rendered-when-near in ui/styles/global.css) is blank in a full-page capture, which does not
 * scroll: it is rendered first (set through the CSSOM, which the page's CSP allows).
 */
export async function screenshotWholePage(page: Page, path: string): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
  await page.screenshot({ path, fullPage: true });
}
