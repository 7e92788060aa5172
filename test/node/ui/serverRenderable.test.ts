import { expect } from 'chai';
import { register } from 'node:module';
import { createElement } from 'react';
import type { Offer } from '../../../domain/offers/Offer';
import { browsingStores } from '../../support/browsingStores';
import { aRetailer, CATALOGUE_FIXTURE as F } from '../../support/catalogueMother';

// The views import CSS Modules: answer them with their class names (test/node/support/cssModulesHook.mjs). The
// views load after this, by dynamic import: static imports would resolve before the hook is registered.
register('../support/cssModulesHook.mjs', import.meta.url);

/** What a server render may not touch during render (effects may): Node has none of them, a browser has all. */
const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'matchMedia', 'innerWidth', 'location', 'history'] as const;

/** Runs `render` with each browser global answering undefined and recording that it was read. */
function recordingBrowserGlobals<T>(render: () => T): { result: T; touched: string[] } {
  const touched = new Set<string>();
  const saved = BROWSER_GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  for (const name of BROWSER_GLOBALS) {
    Object.defineProperty(globalThis, name, { configurable: true, get: () => void touched.add(name) });
  }
  try {
    return { result: render(), touched: [...touched] };
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
  }
}

const milk: Offer = { id: 501, name: 'Milk, 1 gal', retailers: [F.RETAILER_ID], rewards: [] };
const jacket: Offer = { id: 502, name: 'Trail jacket', retailers: [F.RETAILER_ID], rewards: [] };

interface PublicRoute {
  path: string;
  heading: string;
  /** Links the page's own content must carry (inside <main>). */
  links: string[];
  arrange?: (setup: Awaited<ReturnType<typeof browsingStores>>) => void;
}

/** A gallery of two pages: 30 more retailers in Clothing & Accessories, named to sort last. */
function twoGalleryPages({ catalogue }: Awaited<ReturnType<typeof browsingStores>>): void {
  const extra = Array.from({ length: 30 }, (_, index) => aRetailer({ id: 600 + index, name: `Zinnia Shop ${String(index).padStart(2, '0')}` }));
  catalogue.addRetailers(...extra);
  const clothing = catalogue.categories.get(153)!;
  catalogue.addCategories({ ...clothing, retailers: [...(clothing.retailers ?? []), ...extra.map((retailer) => retailer.id)] });
}

const PUBLIC_ROUTES: PublicRoute[] = [
  { path: '/home', heading: 'Earn cash back where you already shop', links: ['/retailers/Maple_Outfitters/201', '/categories/Hot_Deals/1482'] },
  { path: '/categories', heading: 'Categories', links: ['/categories/Hot_Deals/1482', '/categories/Grocery/88'] },
  { path: '/categories/Hot_Deals/1482', heading: 'Hot Deals', links: ['/retailers/Maple_Outfitters/201', '/retailers/Bluebird_Books/202'] },
  { path: '/retailers', heading: 'All retailers', links: ['/retailers/Acorn_Supply/300', '/retailers/Bluebird_Books/202'] },
  { path: '/retailers?page=2', heading: 'All retailers', links: ['/retailers/Zinnia_Shop_29/629'], arrange: twoGalleryPages },
  { path: '/retailers/groups/Outdoor_friends?ids=202&ids=201', heading: 'Outdoor friends', links: ['/retailers/Bluebird_Books/202', '/retailers/Maple_Outfitters/201'] },
  { path: '/retailers/Maple_Outfitters/201', heading: 'Maple Outfitters', links: ['/offers/Milk_1_gal/501?retailerId=201', '/offers/Trail_jacket/502?retailerId=201'] },
  { path: '/offers/Milk_1_gal/501?retailerId=201', heading: 'Milk, 1 gal', links: ['/retailers/Maple_Outfitters/201'] },
  { path: '/offers/501', heading: 'Milk, 1 gal', links: ['/retailers/Maple_Outfitters/201'] },
  { path: '/offer-tag/weekly', heading: 'Weekly picks', links: ['/offers/Milk_1_gal/501', '/offers/Trail_jacket/502'] },
  { path: '/no-such-page', heading: '404', links: ['/home'] },
  { path: '/docs/terms', heading: 'Clipback Terms of Service', links: ['#terms-section-1'] },
  { path: '/docs/privacy', heading: 'Clipback Privacy Policy', links: ['#privacy-section-1'] },
  { path: '/faq', heading: 'Frequently asked questions', links: ['https://help.clipback.test/contact'] },
  { path: '/get-the-app', heading: 'Get the Clipback app', links: ['https://play.google.com/store/apps/details?id=com.clipback.app'] },
  { path: '/browser-extension', heading: 'The Clipback browser extension', links: ['/browser-extension/restart'] },
  { path: '/browser-extension/installed', heading: 'The Clipback extension is installed', links: ['/retailers'] },
  { path: '/browser-extension/ineligible', heading: 'The extension isn’t available for your account', links: ['https://help.clipback.test/contact'] },
  { path: '/browser-extension/restart', heading: 'Restart your browser to finish', links: ['/browser-extension/installed'] },
];

/** The page's own part of the markup: the visible <main> (the shell's header and footer are around it). */
function mainOf(html: string): string {
  const start = html.indexOf('<main id="main"');
  expect(start, 'the page renders in its <main>').to.be.greaterThan(-1);
  return html.slice(start, html.indexOf('</main>', start));
}

const hrefsIn = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

describe('the shell and the public pages render on the server (react-dom/server, no browser globals)', function () {
  this.timeout(30_000);

  before(async () => {
    const { enableStaticRendering } = await import('mobx-react-lite');
    enableStaticRendering(true);
  });
  after(async () => {
    const { enableStaticRendering } = await import('mobx-react-lite');
    enableStaticRendering(false);
  });

  /** A visitor's stores at `path`, the route's loader run and its page's chunk in: what the server renders from. */
  async function serverRender({ path, arrange }: PublicRoute) {
    const [{ renderToString }, { App }, { StoresProvider }, { loadRoute }, { pageOf }, { FOOTER_LINKS }] = await Promise.all([
      import('react-dom/server'),
      import('../../../ui/app/App'),
      import('../../../ui/stores/StoresContext'),
      import('../../../ui/app/routeLoaders'),
      import('../../../ui/app/pages'),
      import('../../../ui/app/footer/Footer'),
    ]);
    const t = await browsingStores({ path });
    for (const offer of [milk, jacket]) t.offers.offers.set(offer.id, offer);
    t.offers.offerTags.set('weekly', { displayName: 'Weekly picks', offerIds: [milk.id, jacket.id] });
    arrange?.(t);
    await loadRoute(t.stores, t.stores.router.route);
    expect(t.stores.router.path, 'the loader kept the page (no redirect)').to.equal(path);
    await Promise.all([pageOf(t.stores.router.route.name).page.preload(), FOOTER_LINKS.preload()]);
    return recordingBrowserGlobals(() => renderToString(createElement(StoresProvider, { stores: t.stores, children: createElement(App) })));
  }

  for (const route of PUBLIC_ROUTES) {
    const { path, heading, links } = route;
    it(`${path}: "${heading}" with its content links`, async () => {
      const { result: html, touched } = await serverRender(route);
      expect(touched, 'browser globals read during render').to.deep.equal([]);
      const main = mainOf(html);
      expect(main.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]).to.equal(heading);
      expect(hrefsIn(main)).to.include.members(links);
      expect(html, 'the shell: header and footer').to.match(/<header[^>]*>[\s\S]*<footer/);
      expect(html, 'no style attribute (the CSP refuses one)').not.to.match(/\sstyle="/);
    });
  }

  describe('the check itself', () => {
    it('records a browser global read during render, and puts Node back as it was', () => {
      const { touched } = recordingBrowserGlobals(() => (globalThis as { innerWidth?: number }).innerWidth ?? 1280);
      expect(touched).to.deep.equal(['innerWidth']);
      expect('innerWidth' in globalThis).to.equal(false);
    });
  });
});
