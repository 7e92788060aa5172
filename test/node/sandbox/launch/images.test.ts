import { expect } from 'chai';
import { initialsOf } from '../../../../scripts/sandbox/services/images/svg';
import { type SandboxHarness } from '../support/sandbox';
import { useSharedSandbox } from '../../../support/sharedSandbox';

/** Every column the seed fills with a /sandbox/images/… URL. */
const IMAGE_COLUMNS: [table: string, column: string][] = [
  ['retailers', 'icon_url'],
  ['retailers', 'image_url'],
  ['retailer_groups', 'logo_url'],
  ['categories', 'icon_url'],
  ['categories', 'card_url'],
  ['categories', 'icon_treatment_url'],
  ['offers', 'image_url'],
  ['rewards', 'thumb'],
  ['banners', 'tablet_url'],
  ['banners', 'desktop_url'],
  ['bonuses', 'completed_image_url'],
  ['bonuses', 'uncompleted_image_url'],
  ['buyable_gift_cards', 'image_url'],
  ['products', 'image_url'],
  ['customers', 'profile_picture_url'],
];

const svgSize = (svg: string) => {
  const match = /<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(svg);
  return match ? [Number(match[1]), Number(match[2])] : null;
};

describe('sandbox: placeholder images', function () {
  this.timeout(60_000);
  const get = (path: string, init?: RequestInit) => fetch(harness.origin + path, init);

  const harness = useSharedSandbox();

  it('serves every image URL pattern the seed writes as a script-free SVG with a long cache', async () => {
    for (const [table, column] of IMAGE_COLUMNS) {
      const rows = await harness.sandbox.db.query<{ url: string }>(
        `SELECT ${column} AS url FROM ${table} WHERE ${column} LIKE '/sandbox/images/%' ORDER BY ${column} LIMIT 3`,
      );
      expect(rows.length, `${table}.${column} has seeded images`).to.be.greaterThan(0);
      for (const { url } of rows) {
        const response = await get(url);
        expect(response.status, url).to.equal(200);
        expect(response.headers.get('content-type'), url).to.equal('image/svg+xml');
        expect(response.headers.get('cache-control'), url).to.match(/public, max-age=\d{6,}/);
        expect(response.headers.get('etag'), url).to.match(/^"[\w-]+"$/);
        expect(response.headers.get('x-content-type-options'), url).to.equal('nosniff');
        const svg = await response.text();
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), url).to.equal(true);
        expect(svg, url).to.match(/<title>[^<]+<\/title>/);
        expect(svg, url).not.to.match(/<script|\son[a-z]+=|javascript:|<foreignObject|href=/i);
        expect(await (await get(url)).text(), `${url} is deterministic`).to.equal(svg);
      }
    }
  });

  it("draws a retailer logo with the retailer's initials, its name escaped", async () => {
    const retailer = await harness.sandbox.db.one<{ id: number; name: string }>("SELECT id, name FROM retailers WHERE name LIKE '%&%' ORDER BY id LIMIT 1");
    expect(retailer, 'a seeded retailer name with an ampersand').to.not.equal(null);
    const svg = await (await get(`/sandbox/images/retailers/${retailer?.id}/icon.svg`)).text();
    expect(svg).to.contain(`>${initialsOf(retailer?.name ?? '')}</text>`);
    expect(svg).to.contain(retailer?.name.replace(/&/g, '&#38;'));
    expect(svg).not.to.match(/&(?!#\d+;)/);
    expect(svgSize(svg)).to.deep.equal([96, 96]);
  });

  it('sizes banners by the variant in the path', async () => {
    expect(svgSize(await (await get('/sandbox/images/banners/6001/desktop.svg')).text())).to.deep.equal([1200, 300]);
    expect(svgSize(await (await get('/sandbox/images/banners/6001/tablet.svg')).text())).to.deep.equal([768, 256]);
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const path = (await harness.sandbox.db.one<{ url: string }>('SELECT image_url AS url FROM offers ORDER BY id LIMIT 1'))?.url ?? '';
    const first = await get(path);
    expect(first.status).to.equal(200);
    const etag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    const again = await get(path, { headers: { 'if-none-match': etag } });
    expect(again.status).to.equal(304);
    const head = await get(path, { method: 'HEAD' });
    expect(head.status).to.equal(200);
    expect(head.headers.get('content-type')).to.equal('image/svg+xml');
    expect(await head.text()).to.equal('');
  });

  it('answers 404, never a 5xx, for unknown ids and anything else under the prefix', async () => {
    for (const path of [
      '/sandbox/images/retailers/999999/icon.svg',
      '/sandbox/images/retailers/1058/banner.svg',
      '/sandbox/images/offers/1.svg',
      '/sandbox/images/products/000000000000.svg',
      '/sandbox/images/retailers/%3Cscript%3E/icon.svg',
      '/sandbox/images/../../etc/passwd',
      '/sandbox/images/retailers/99999999999999999999/icon.svg',
      '/sandbox/images/',
    ]) {
      const response = await get(path);
      expect(response.status, path).to.equal(404);
      expect(await response.text(), path).not.to.contain('<script');
    }
    expect((await get('/sandbox/images/offers/1.svg', { method: 'POST' })).status).to.equal(405);
  });
});
