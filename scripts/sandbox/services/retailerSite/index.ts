import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatCents } from '../../../../domain/formatting/currency';
import { parseDollarsInput } from '../../../../domain/money/cents';
import { RETAILER_SITE_PREFIX } from '../../../../domain/navigation/affiliateLanding';
import { findLaunch, offersOfLaunch, type LaunchRow } from '../affiliateLink/launches';
import { isLaunchId } from '../../../../domain/navigation/affiliateUrl';
import { newOrderKey } from '../affiliateLink/randomIds';
import type { ExtraServiceFactory, SandboxDeps } from '../SandboxDeps';
import { sendHtml } from '../../http/html';
import {
  findOrder,
  MAX_ORDERS_PER_LAUNCH,
  ORDER_KEY_PATTERN,
  ORDER_TOTAL_RANGE_CENTS,
  ordersOfLaunch,
  placeOrder,
  recordLanding,
} from './orders';
import { launchPage, notFoundPage, orderPage, problemPage, type OrderFormState, type RetailerInfo } from './pages';
import { orderPath } from './paths';

const STYLESHEET = readFileSync(new URL('./site.css', import.meta.url));
/** The stylesheet's name carries no hash: an hour, then revalidate. */
const STYLESHEET_CACHE = 'public, max-age=3600';
const DEFAULT_ORDER_TOTAL = '50.00';
const MAX_FORM_BYTES = 16 * 1024;

const ROUTE = {
  stylesheet: /^\/assets\/site\.css$/,
  store: /^\/([1-9][0-9]{0,8})\/?$/,
  orders: /^\/([1-9][0-9]{0,8})\/orders\/?$/,
  order: /^\/([1-9][0-9]{0,8})\/orders\/(ord-[A-Za-z0-9]{20})$/,
};


function redirect(response: ServerResponse, location: string) {
  response.statusCode = 303;
  response.setHeader('Location', location);
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('Content-Length', 0);
  response.end();
}

/** An application/x-www-form-urlencoded body of at most 16 KB; null when it is not one. */
async function readForm(request: IncomingMessage): Promise<URLSearchParams | 'tooLarge' | null> {
  const type = String(request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    request.resume();
    return null;
  }
  if (Number(request.headers['content-length']) > MAX_FORM_BYTES) {
    request.resume();
    return 'tooLarge';
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) {
      request.resume();
      return 'tooLarge';
    }
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

async function retailerInfo(deps: SandboxDeps, retailerId: number): Promise<RetailerInfo | null> {
  const row = await deps.db.one<{ id: number; name: string; affiliate_url: string | null }>(
    'SELECT id, name, affiliate_url FROM retailers WHERE id = $1',
    [retailerId],
  );
  return row && { id: row.id, name: row.name, affiliateUrl: row.affiliate_url };
}

/** The retailer and its launch named by the request, or null for anything unknown or malformed. */
async function launchOf(deps: SandboxDeps, retailerId: number, launchId: unknown): Promise<{ retailer: RetailerInfo; launch: LaunchRow } | null> {
  if (!isLaunchId(launchId)) return null;
  const launch = await findLaunch(deps.db, retailerId, launchId);
  if (!launch) return null;
  const retailer = await retailerInfo(deps, retailerId);
  return retailer && { retailer, launch };
}

async function renderStore(deps: SandboxDeps, retailer: RetailerInfo, launch: LaunchRow, form: OrderFormState) {
  const [offers, orders] = await Promise.all([offersOfLaunch(deps.db, launch.offer_ids), ordersOfLaunch(deps.db, launch.id)]);
  return launchPage({
    retailer,
    launch: { id: launch.id, offerValue: launch.offer_value, landingPageUrl: launch.landing_page_url, createdAt: launch.created_at },
    offers,
    orders,
    form,
    ordersLeft: MAX_ORDERS_PER_LAUNCH - orders.length,
  });
}

/** The order total typed in the form, in cents, or the inline message that says what is wrong. */
function readOrderTotal(text: string): { cents: number } | { error: string } {
  const cents = parseDollarsInput(text);
  if (cents === null) return { error: 'Enter the order total in dollars, like 50.00.' };
  if (cents < ORDER_TOTAL_RANGE_CENTS.min || cents > ORDER_TOTAL_RANGE_CENTS.max) {
    return { error: `Enter an order total from ${formatCents(ORDER_TOTAL_RANGE_CENTS.min)} to ${formatCents(ORDER_TOTAL_RANGE_CENTS.max)}.` };
  }
  return { cents };
}

/**
 * The demo retailer site affiliate links land on (README.md in ../affiliateLink):
 * - GET  /demo-retailer/<retailerId>?launchId=lid-…  the store page; records the landing
 * - POST /demo-retailer/<retailerId>/orders          places a demo order (form), then 303 to its page
 * - GET  /demo-retailer/<retailerId>/orders/<id>?launchId=…  the order's confirmation
 * - GET  /demo-retailer/assets/site.css
 * Anything unknown or malformed answers a friendly 404 page that echoes nothing of the request.
 */
export const retailerSiteService: ExtraServiceFactory = (deps) => {
  async function handle(request: IncomingMessage, response: ServerResponse, url: URL) {
    const method = (request.method ?? 'GET').toUpperCase();
    const head = method === 'HEAD';
    const read = method === 'GET' || head;
    const path = url.pathname.slice(RETAILER_SITE_PREFIX.length) || '/';
    const notFound = () => sendHtml(response, 404, notFoundPage(), { head });
    const notAllowed = (allow: string) => {
      request.resume();
      sendHtml(response, 405, problemPage('That did not work', 'This page cannot take that kind of request.'), { head, headers: { Allow: allow } });
    };

    if (ROUTE.stylesheet.test(path)) {
      if (!read) return notAllowed('GET, HEAD');
      response.statusCode = 200;
      response.setHeader('Content-Type', 'text/css; charset=utf-8');
      response.setHeader('Cache-Control', STYLESHEET_CACHE);
      response.setHeader('Content-Length', STYLESHEET.length);
      response.end(head ? undefined : STYLESHEET);
      return;
    }

    const store = ROUTE.store.exec(path);
    if (store) {
      if (!read) return notAllowed('GET, HEAD');
      const found = await launchOf(deps, Number(store[1]), url.searchParams.get('launchId'));
      if (!found) return notFound();
      if (!head) {
        await recordLanding(deps.db, found.launch.id, deps.now());
      }
      const html = await renderStore(deps, found.retailer, found.launch, { orderKey: newOrderKey(), orderTotal: DEFAULT_ORDER_TOTAL });
      return sendHtml(response, 200, html, { head });
    }

    const order = ROUTE.order.exec(path);
    if (order) {
      if (!read) return notAllowed('GET, HEAD');
      const found = await launchOf(deps, Number(order[1]), url.searchParams.get('launchId'));
      const placed = found && (await findOrder(deps.db, found.launch.id, order[2] ?? ''));
      if (!found || !placed) return notFound();
      const html = orderPage({
        retailer: found.retailer,
        launch: { id: found.launch.id, offerValue: found.launch.offer_value, landingPageUrl: found.launch.landing_page_url, createdAt: found.launch.created_at },
        order: placed,
      });
      return sendHtml(response, 200, html, { head });
    }

    const orders = ROUTE.orders.exec(path);
    if (orders) {
      if (method !== 'POST') return notAllowed('POST');
      const form = await readForm(request);
      if (form === null) return sendHtml(response, 415, problemPage('That did not work', 'Send the order from the order form.'));
      if (form === 'tooLarge') return sendHtml(response, 413, problemPage('That did not work', 'The order form was too large.'));
      const retailerId = Number(orders[1]);
      const found = await launchOf(deps, retailerId, form.get('launchId'));
      if (!found) return notFound();
      const { retailer, launch } = found;
      const orderKey = form.get('orderKey') ?? '';
      const typed = (form.get('orderTotal') ?? '').slice(0, 32);
      const total = readOrderTotal(typed);
      if (!ORDER_KEY_PATTERN.test(orderKey) || 'error' in total) {
        const state: OrderFormState = ORDER_KEY_PATTERN.test(orderKey)
          ? { orderKey, orderTotal: typed, fieldError: 'error' in total ? total.error : undefined }
          : { orderKey: newOrderKey(), orderTotal: typed, alert: 'Something went wrong, please try again.' };
        return sendHtml(response, 400, await renderStore(deps, retailer, launch, state));
      }
      const result = await placeOrder(deps, { retailerId, launchId: launch.id, orderKey, orderTotalCents: total.cents });
      if (result.kind === 'unknownLaunch') return notFound();
      if (result.kind === 'tooManyOrders') {
        return sendHtml(response, 409, await renderStore(deps, retailer, launch, { orderKey: newOrderKey(), orderTotal: typed, alert: `A trip takes at most ${MAX_ORDERS_PER_LAUNCH} demo orders.` }));
      }
      return redirect(response, orderPath(retailerId, result.order.id, launch.id));
    }

    if (!read) request.resume();
    return notFound();
  }

  return { name: 'retailerSite', prefix: RETAILER_SITE_PREFIX, handle };
};
