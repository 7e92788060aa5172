// The demo retailer site's server-rendered pages. No inline script or style (CSP): one stylesheet file.
// Every value from the database or the request goes through escapeHtml.
import { BRAND_NAME } from '../../../../domain/constants/app';
import { ROUTE_NAME } from '../../../../domain/constants/navigation';
import { formatCents } from '../../../../domain/formatting/currency';
import { buildPath } from '../../../../domain/navigation/buildPath';
import { formatOfferValue } from '../../../../domain/offers/formatOfferValue';
import { retailerSitePath } from '../../../../domain/navigation/affiliateLanding';
import type { LaunchOfferRow } from '../affiliateLink/launches';
import { cashBackRule, describeCashBackRule } from './cashBack';
import type { OrderRow } from './orders';
import { orderPath, ordersPath, STYLESHEET_PATH } from './paths';
import { escapeHtml, htmlDocument } from '../../http/html';

const HOME_PATH = buildPath(ROUTE_NAME.HOME);

function layout({ title, siteName, body }: { title: string; siteName: string | null; body: string }): string {
  const name = siteName ?? 'Demo retailer';
  return htmlDocument({
    title: `${escapeHtml(title)} · ${escapeHtml(name)}`,
    stylesheet: STYLESHEET_PATH,
    head: '<meta name="robots" content="noindex">\n',
    body: `<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
<p class="site-name">${escapeHtml(name)}</p>
<p class="sandbox-note">A demo retailer site of the ${BRAND_NAME} sandbox: nothing is really sold here.</p>
</header>
<main id="main" tabindex="-1">
${body}
</main>
<footer class="site-footer">
<p><a href="${HOME_PATH}">Back to ${BRAND_NAME}</a></p>
</footer>`,
  });
}

export interface RetailerInfo {
  id: number;
  name: string;
  /** The retailer's real landing page in production (retailers.affiliate_url), shown as its host. */
  affiliateUrl: string | null;
}

export interface LaunchInfo {
  id: string;
  offerValue: string | null;
  landingPageUrl: string | null;
  createdAt: Date;
}

export interface OrderFormState {
  orderKey: string;
  orderTotal: string;
  /** Inline message under the order total. */
  fieldError?: string;
  /** A message for the whole form. */
  alert?: string;
}

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

function offerList(offers: readonly LaunchOfferRow[]): string {
  if (offers.length === 0) {
    return `<p>No offers came with this trip: unlock offers at this retailer in ${BRAND_NAME} before you shop to earn cash back on a demo order.</p>`;
  }
  const items = offers.map((offer) => {
    const value = formatOfferValue({ currentValue: offer.current_value, percentBack: offer.percent_back, amount: offer.amount_cents });
    return `<li><span class="offer-name">${escapeHtml(offer.name)}</span>${value ? ` <span class="offer-value">${escapeHtml(value)}</span>` : ''}</li>`;
  });
  return `<ul class="offers">\n${items.join('\n')}\n</ul>`;
}

function orderForm(retailer: RetailerInfo, launch: LaunchInfo, offers: readonly LaunchOfferRow[], form: OrderFormState, ordersLeft: number): string {
  const rule = describeCashBackRule(cashBackRule(offers));
  const earns = rule
    ? `<p>This trip earns ${escapeHtml(rule)} as cash back, pending in ${BRAND_NAME} until the retailer confirms it.</p>`
    : '<p>Orders on this trip earn no cash back: no offer with a value came with it.</p>';
  if (ordersLeft <= 0) {
    return `<section class="panel" aria-labelledby="order-title">
<h2 id="order-title">Place a demo order</h2>
${form.alert ? `<div class="alert" role="alert">${escapeHtml(form.alert)}</div>\n` : ''}<p>This trip already has its demo orders. Shop again from ${BRAND_NAME} to start a new trip.</p>
</section>`;
  }
  const describedBy = ['orderTotal-hint', form.fieldError ? 'orderTotal-error' : ''].filter(Boolean).join(' ');
  return `<section class="panel" aria-labelledby="order-title">
<h2 id="order-title">Place a demo order</h2>
${earns}
${form.alert ? `<div class="alert" role="alert">${escapeHtml(form.alert)}</div>\n` : ''}<form method="post" action="${ordersPath(retailer.id)}" novalidate>
<input type="hidden" name="launchId" value="${escapeHtml(launch.id)}">
<input type="hidden" name="orderKey" value="${escapeHtml(form.orderKey)}">
<div class="field">
<label for="orderTotal">Order total (USD)</label>
<input id="orderTotal" name="orderTotal" type="text" inputmode="decimal" autocomplete="off" required value="${escapeHtml(form.orderTotal)}" aria-describedby="${describedBy}"${form.fieldError ? ' aria-invalid="true" autofocus' : ''}>
<p class="hint" id="orderTotal-hint">Any amount from $1.00 to $5,000.00.</p>
${form.fieldError ? `<p class="field-error" id="orderTotal-error">${escapeHtml(form.fieldError)}</p>\n` : ''}</div>
<button type="submit">Place a demo order</button>
</form>
</section>`;
}

function orderList(retailer: RetailerInfo, launch: LaunchInfo, orders: readonly OrderRow[]): string {
  if (orders.length === 0) return '';
  const items = orders.map(
    (order) =>
      `<li><a href="${escapeHtml(orderPath(retailer.id, order.id, launch.id))}">Order <code>${escapeHtml(order.id)}</code></a> <span class="offer-value">${formatCents(order.order_total_cents)}, ${formatCents(order.cash_back_cents)} cash back</span></li>`,
  );
  return `<section class="panel" aria-labelledby="orders-title">
<h2 id="orders-title">Orders on this trip</h2>
<ul class="offers">
${items.join('\n')}
</ul>
</section>`;
}

export interface LaunchPageOptions {
  retailer: RetailerInfo;
  launch: LaunchInfo;
  offers: readonly LaunchOfferRow[];
  orders: readonly OrderRow[];
  form: OrderFormState;
  ordersLeft: number;
}

/** The page an affiliate link lands on: the retailer, the shopping id, the offers, the order form. */
export function launchPage({ retailer, launch, offers, orders, form, ordersLeft }: LaunchPageOptions): string {
  const host = hostOf(retailer.affiliateUrl);
  const facts = [
    ['Shopping id', `<code>${escapeHtml(launch.id)}</code>`],
    ['Cash back', escapeHtml(launch.offerValue ?? 'No offer value')],
    ...(launch.landingPageUrl ? [['Page you asked for', `<code>${escapeHtml(launch.landingPageUrl)}</code>`]] : []),
  ];
  return layout({
    title: form.fieldError || form.alert ? `Check your order` : `Welcome`,
    siteName: retailer.name,
    body: `<section class="panel" aria-labelledby="page-title">
<h1 id="page-title">Welcome to ${escapeHtml(retailer.name)}</h1>
<p class="lead">You came here through ${BRAND_NAME}${host ? `. In production this trip would land on ${escapeHtml(host)}` : ''}.</p>
<dl class="facts">
${facts.map(([term, detail]) => `<dt>${term}</dt><dd>${detail}</dd>`).join('\n')}
</dl>
</section>
<section class="panel" aria-labelledby="offers-title">
<h2 id="offers-title">Offers that came with you</h2>
${offerList(offers)}
</section>
${orderForm(retailer, launch, offers, form, ordersLeft)}
${orderList(retailer, launch, orders)}`,
  });
}

/** After a demo order: what it earned and where to see it. */
export function orderPage({ retailer, launch, order }: { retailer: RetailerInfo; launch: LaunchInfo; order: OrderRow }): string {
  const earnings = order.earnings_item_id
    ? `<p>The cash back is pending in your ${BRAND_NAME} earnings. <a href="${escapeHtml(buildPath(ROUTE_NAME.EARNINGS, { transactionId: order.earnings_item_id }))}">See the transaction</a>.</p>`
    : `<p>This order earned no cash back in ${BRAND_NAME}.</p>`;
  return layout({
    title: 'Thanks for your order',
    siteName: retailer.name,
    body: `<section class="panel" aria-labelledby="page-title">
<h1 id="page-title">Thanks for your order</h1>
<p class="success" role="status">Your demo order <code>${escapeHtml(order.id)}</code> is placed.</p>
<dl class="facts">
<dt>Order total</dt><dd>${formatCents(order.order_total_cents)}</dd>
<dt>Cash back</dt><dd>${formatCents(order.cash_back_cents)}${order.cash_back_cents > 0 ? ' (pending)' : ''}</dd>
<dt>Offers matched</dt><dd>${order.offers_matched}</dd>
<dt>Shopping id</dt><dd><code>${escapeHtml(launch.id)}</code></dd>
</dl>
${earnings}
<p><a href="${escapeHtml(retailerSitePath(retailer.id, launch.id))}">Back to ${escapeHtml(retailer.name)}</a></p>
</section>`,
  });
}

/** Any unknown path, retailer, launch or order: says what may have happened, shows none of the request. */
export function notFoundPage(): string {
  return layout({
    title: 'Page not found',
    siteName: null,
    body: `<section class="panel" aria-labelledby="page-title">
<h1 id="page-title">We couldn't find that shopping trip</h1>
<p>The link may be incomplete or mistyped, or the trip was never registered (links made with skipLaunchRegistration are not).</p>
<p>Go back to ${BRAND_NAME} and choose Shop again to start a new trip.</p>
</section>`,
  });
}

/** A request the site cannot take (wrong method, not a form, too large). */
export function problemPage(heading: string, detail: string): string {
  return layout({
    title: heading,
    siteName: null,
    body: `<section class="panel" aria-labelledby="page-title">
<h1 id="page-title">${escapeHtml(heading)}</h1>
<p>${escapeHtml(detail)}</p>
</section>`,
  });
}
