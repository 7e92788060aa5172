import { expect } from 'chai';
import { callKey, readFirstViewData, recordingPort, replayingPort, scriptSafeJson, FIRST_VIEW_DATA_ID } from '../../../ui/app/firstViewData';
import { appShellDocument, pageDocument } from '../../../ui/server/pageDocument';

interface Catalogue {
  fetchRetailer(id: number): Promise<{ id: number; name: string } | null>;
  fetchBanners(ids: readonly number[]): Promise<string[]>;
}

function countingCatalogue(): Catalogue & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async fetchRetailer(id) {
      calls.push(`fetchRetailer ${id}`);
      if (id < 0) throw new Error('unknown');
      return { id, name: `Retailer ${id}` };
    },
    async fetchBanners(ids) {
      calls.push(`fetchBanners ${ids.join()}`);
      return ids.map(String);
    },
  };
}

describe('first-view data (issue 31)', () => {
  it('records what a server render fetched and replays it in the app without a call, while adopting', async () => {
    const answers = new Map<string, unknown>();
    const server = recordingPort('catalogue', countingCatalogue(), answers);
    await server.fetchRetailer(5);
    await server.fetchBanners([1, 2]);
    await server.fetchRetailer(-1).catch(() => undefined);
    // A failure is not recorded: the app fetches it again and shows it as it would.
    expect([...answers.keys()]).to.deep.equal([callKey('catalogue', 'fetchRetailer', [5]), callKey('catalogue', 'fetchBanners', [[1, 2]])]);

    // Through the page: JSON in a data block, read back.
    const carried = new Map(Object.entries(JSON.parse(JSON.stringify(Object.fromEntries(answers))) as Record<string, unknown>));
    const browser = countingCatalogue();
    let adopting = true;
    const app = replayingPort('catalogue', browser, carried, () => adopting);
    expect(await app.fetchRetailer(5)).to.deep.equal({ id: 5, name: 'Retailer 5' });
    expect(await app.fetchRetailer(5), 'asked twice while adopting').to.deep.equal({ id: 5, name: 'Retailer 5' });
    expect(await app.fetchBanners([1, 2])).to.deep.equal(['1', '2']);
    expect(browser.calls).to.deep.equal([]);
    expect(await app.fetchRetailer(6)).to.deep.equal({ id: 6, name: 'Retailer 6' });
    adopting = false;
    await app.fetchRetailer(5);
    expect(browser.calls).to.deep.equal(['fetchRetailer 6', 'fetchRetailer 5']);
  });

  it('reads the data block back, and nothing from a page without one or with a broken one', () => {
    const data = { calls: { 'catalogue.fetchRetailer(5)': { name: '</script><script>alert(1)</script>' } }, flagsRequest: { customerId: null, platform: 'web' as const }, path: '/home' };
    const json = scriptSafeJson(data);
    expect(json).not.to.contain('</script>');
    const page = (text: string | null) => ({ getElementById: (id: string) => (id === FIRST_VIEW_DATA_ID && text !== null ? ({ textContent: text } as HTMLElement) : null) });
    expect(readFirstViewData(page(json))).to.deep.equal(data);
    expect(readFirstViewData(page(null))).to.equal(null);
    expect(readFirstViewData(page('{"calls":'))).to.equal(null);
  });
});

describe('the page document', () => {
  const template = `<!doctype html>\n<html lang="en">\n<head>\n<meta name="description" content="generic">\n<title>Clipback</title>\n<script type="module" src="/assets/main.js"></script>\n</head>\n<body>\n<noscript>Clipback needs JavaScript to run.</noscript>\n<div id="root"><div class="boot-header"></div></div>\n</body>\n</html>\n`;

  it("puts the page's head in place of the template's title and description, and the markup in the root", () => {
    const page = pageDocument(template, '<title>Bright Basket | Clipback</title>');
    const html = `${page.beforeRoot}<h1>Bright Basket</h1>${page.afterRoot('<script type="application/json" id="x">{}</script>\n')}`;
    expect(html).to.contain('<title>Bright Basket | Clipback</title>');
    expect(html).not.to.contain('<title>Clipback</title>');
    expect(html).not.to.contain('generic');
    expect(html).not.to.contain('needs JavaScript');
    expect(html).not.to.contain('boot-header');
    expect(html).to.match(/<div id="root"><h1>Bright Basket<\/h1><\/div>\n<script type="application\/json" id="x">\{\}<\/script>\n<\/body>/);
  });

  it('gives a page the browser renders its configuration, the boot placeholder kept', () => {
    const config = { environment: 'sandbox' as const, identity: { domain: 'http://localhost/identity', clientId: 'c', audience: 'a' }, extensionIds: [], affiliateLinkHosts: [] };
    const html = appShellDocument(template, config);
    expect(html).to.contain('boot-header');
    expect(html).to.contain(`<script type="application/json" id="app-config">${JSON.stringify(config)}</script>\n</body>`);
    expect(html).not.to.contain('/assets/page');
  });

  it("has the browser fetch a page's own files as it parses index.html: its stylesheets linked, its scripts preloaded once", () => {
    const config = { environment: 'sandbox' as const, identity: { domain: 'http://localhost/identity', clientId: 'c', audience: 'a' }, extensionIds: [], affiliateLinkHosts: [] };
    const withPreload = template.replace('<script type="module"', '<link rel="modulepreload" href="/assets/startup.js">\n<script type="module"');
    const html = appShellDocument(withPreload, config, { stylesheets: ['/assets/page.css'], scripts: ['/assets/page.js', '/assets/startup.js'], loader: undefined });
    expect(html).to.contain('<link rel="stylesheet" href="/assets/page.css">\n<link rel="modulepreload" href="/assets/page.js">\n</head>');
    expect(html.match(/startup\.js/g)).to.have.length(1);
    expect(html).to.contain('boot-header');
  });

  it("links the page's stylesheets after the shell's and names every script on the loader's tag, none fetched before it runs", () => {
    const withPreload = template.replace('<script type="module"', '<link rel="stylesheet" href="/assets/main.css">\n<link rel="modulepreload" href="/assets/main.js">\n<link rel="modulepreload" href="/assets/startup.js">\n<script type="module"');
    const files = { stylesheets: ['/assets/page.css'], scripts: ['/assets/page.js', '/assets/startup.js'], loader: '/assets/loader.js' };
    const head = pageDocument(withPreload, null, files).beforeRoot;
    expect(head).not.to.match(/modulepreload|type="module"/);
    expect(head.indexOf('/assets/main.css')).to.be.lessThan(head.indexOf('/assets/page.css'));
    expect(head).to.contain('<script defer src="/assets/loader.js" data-app-scripts="/assets/main.js /assets/startup.js /assets/page.js"></script>\n</head>');
    // Without a loader (a build that has none), the page's scripts are preloaded beside the entry.
    const plain = pageDocument(withPreload, null, { ...files, loader: undefined }).beforeRoot;
    expect(plain).to.contain('<script type="module" src="/assets/main.js">');
    expect(plain).to.contain('<link rel="modulepreload" href="/assets/page.js">');
  });
});
