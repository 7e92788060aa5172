import { PLATFORM_TRACKING_EVENT } from '../../domain/constants/platform';
import { expect, test, type Request } from './support/test';

/** What a visitor's start sends (000 §7, §8), on the wire: the session, viewport and page view together, once the flags give trackingEnabled. */

const isTrackingPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/tracking/events';
const eventNames = (request: Request) => (request.postDataJSON() as { events: { name: string }[] }).events.map((event) => event.name);

test("a visitor's home page sends its start-up events in one request, with the visitor's headers", async ({ page }) => {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (isTrackingPost(request)) posts.push(request);
  });
  await page.goto('/home');
  // The first request holds them all (a later one may carry a report, such as the blocked service worker's).
  await expect.poll(() => posts.length).toBeGreaterThan(0);
  const [start] = posts;
  expect(eventNames(start!)).toEqual([PLATFORM_TRACKING_EVENT.SESSION_START, PLATFORM_TRACKING_EVENT.USER_VIEWPORT, PLATFORM_TRACKING_EVENT.PAGE_VIEWED]);
  const headers = await start!.allHeaders();
  expect(headers['x-device']).toBe('desktop');
  expect(headers['x-platform']).toBe('web_v2');
  expect(headers['x-app-session']).toBeTruthy();
  expect(headers['x-tracking-enabled']).toMatch(/^(true|false)$/);
  expect(headers).not.toHaveProperty('x-user-id');
  expect(headers).not.toHaveProperty('x-extension-version');
});
