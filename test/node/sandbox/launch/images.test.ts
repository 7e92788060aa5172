import { expect } from 'chai';
import { glyphOf, GLYPH_HEIGHT, GLYPH_WIDTH } from '../../../../scripts/sandbox/services/images/font';
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

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Width and height from a PNG's IHDR, or null when the bytes are no PNG. */
const pngSize = (bytes: Buffer) => (bytes.subarray(0, 8).equals(PNG_SIGNATURE) && bytes.toString('latin1', 12, 16) === 'IHDR' ? [bytes.readUInt32BE(16), bytes.readUInt32BE(20)] : null);

describe('sandbox: placeholder images', function () {
  this.timeout(60_000);
  const get = (path: string, init?: RequestInit) => fetch(harness.origin + path, init);

  const harness = useSharedSandbox();

  it('serves every image URL pattern the seed writes as a PNG (no SVG document to build), deterministic, with a long cache', async () => {
    for (const [table, column] of IMAGE_COLUMNS) {
      const rows = await harness.sandbox.db.query<{ url: string }>(
        `SELECT ${column} AS url FROM ${table} WHERE ${column} LIKE '/sandbox/images/%' ORDER BY ${column} LIMIT 3`,
      );
      expect(rows.length, `${table}.${column} has seeded images`).to.be.greaterThan(0);
      for (const { url } of rows) {
        expect(url, url).to.match(/\.png$/);
        const response = await get(url);
        expect(response.status, url).to.equal(200);
        expect(response.headers.get('content-type'), url).to.equal('image/png');
        expect(response.headers.get('cache-control'), url).to.match(/public, max-age=\d{6,}/);
        expect(response.headers.get('etag'), url).to.match(/^"[\w-]+"$/);
        expect(response.headers.get('x-content-type-options'), url).to.equal('nosniff');
        const png = Buffer.from(await response.arrayBuffer());
        expect(pngSize(png), url).to.not.equal(null);
        expect(Buffer.from(await (await get(url)).arrayBuffer()).equals(png), `${url} is deterministic`).to.equal(true);
      }
    }
  });

  it('sizes each image for where it shows, and keeps the home banner small (it is the LCP image)', async () => {
    const size = async (path: string) => {
      const png = Buffer.from(await (await get(path)).arrayBuffer());
      return { size: pngSize(png), bytes: png.length };
    };
    const retailer = await harness.sandbox.db.one<{ icon_url: string; image_url: string }>('SELECT icon_url, image_url FROM retailers ORDER BY id LIMIT 1');
    expect((await size(retailer?.icon_url ?? '')).size).to.deep.equal([96, 96]);
    expect((await size(retailer?.image_url ?? '')).size).to.deep.equal([400, 240]);
    const offer = await harness.sandbox.db.one<{ url: string }>('SELECT image_url AS url FROM offers ORDER BY id LIMIT 1');
    expect((await size(offer?.url ?? '')).size, 'the offer card frame, 4:3').to.deep.equal([320, 240]);
    const seasonal = await harness.sandbox.db.one<{ tablet: string; desktop: string }>("SELECT tablet_url AS tablet, desktop_url AS desktop FROM banners WHERE placement = 'HOMESEASONAL' ORDER BY position LIMIT 1");
    const tablet = await size(seasonal?.tablet ?? '');
    const desktop = await size(seasonal?.desktop ?? '');
    expect([tablet.size, desktop.size]).to.deep.equal([[768, 256], [1200, 300]]);
    expect(Math.max(tablet.bytes, desktop.bytes)).to.be.below(20_000);
  });

  it('redirects an image URL of an older seed (.svg) to its PNG', async () => {
    const response = await get('/sandbox/images/banners/6001/desktop.svg', { redirect: 'manual' });
    expect(response.status).to.equal(301);
    expect(response.headers.get('location')).to.equal('/sandbox/images/banners/6001/desktop.png');
  });

  it('has a glyph of five by seven for each sign its font draws, and draws an unknown one as "?"', () => {
    for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 $%+-.,!?&\':/()\u2026') {
      const glyph = glyphOf(char);
      expect(glyph.map((row) => row.length), char).to.deep.equal(Array(GLYPH_HEIGHT).fill(GLYPH_WIDTH));
    }
    expect(glyphOf('é')).to.deep.equal(glyphOf('E'));
    expect(glyphOf('@')).to.deep.equal(glyphOf('?'));
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
    expect(head.headers.get('content-type')).to.equal('image/png');
    expect(await head.text()).to.equal('');
  });

  it('answers 404, never a 5xx, for unknown ids and anything else under the prefix', async () => {
    for (const path of [
      '/sandbox/images/retailers/999999/icon.png',
      '/sandbox/images/retailers/1058/banner.png',
      '/sandbox/images/offers/1.png',
      '/sandbox/images/products/000000000000.png',
      '/sandbox/images/retailers/%3Cscript%3E/icon.png',
      '/sandbox/images/../../etc/passwd',
      '/sandbox/images/retailers/99999999999999999999/icon.png',
      '/sandbox/images/',
    ]) {
      const response = await get(path);
      expect(response.status, path).to.equal(404);
      expect(await response.text(), path).not.to.contain('<script');
    }
    expect((await get('/sandbox/images/offers/1.png', { method: 'POST' })).status).to.equal(405);
  });
});
