import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Server } from 'node:http';
import { join, relative, sep } from 'node:path';
import { createSandboxServer } from '../../../scripts/sandbox/server';
import { close, listenOnFreePort } from '../../support/listen';

/** build.mjs's shape (plain JavaScript without a declaration file). */
interface BuildModule {
  build(options: { entry: string; outdir: string; quiet: boolean }): Promise<{ entry: string }>;
}
const { build } = (await import(new URL('../../../build.mjs', import.meta.url).href)) as BuildModule;

/** A small app: an entry with a stylesheet, an image and one lazy page with a stylesheet. */
const SOURCES: Record<string, string> = {
  'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>\n`,
  'main.css': `body { background: url(./logo.svg); }\n`,
  'page.css': `.page { margin: 0; }\n`,
  'page.js': `import './page.css';\nexport const title = 'page';\n`,
  'main.js': `import './main.css';\nexport const loadPage = () => import('./page.js');\n`,
};

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));

describe('build: the service worker and its precache list (scripts/build/serviceWorker.mjs)', function () {
  this.timeout(60_000);
  let root: string;
  let outdir: string;
  let precache: Map<string, string | null>;

  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'clipback-sw-build-'));
    mkdirSync(join(root, 'src'));
    for (const [name, source] of Object.entries(SOURCES)) writeFileSync(join(root, 'src', name), source);
    outdir = join(root, 'dist');
    await build({ entry: join(root, 'src/main.js'), outdir, quiet: true });
    const worker = readFileSync(join(outdir, 'sw.js'), 'utf8');
    precache = new Map([...worker.matchAll(/\{url:"([^"]+)",revision:(null|"[^"]+")\}/g)].map(([, url, revision]) => [url!, revision === 'null' ? null : JSON.parse(revision!)]));
  });

  after(() => rmSync(root, { recursive: true, force: true }));

  it('precaches the startup files (the entry, its chunks, its stylesheet) under their hashed names, revision-free, and no lazy chunk or source map', () => {
    const assets = filesUnder(join(outdir, 'assets'))
      .filter((file) => !/\.(gz|br|map)$/.test(file))
      .map((file) => `/${relative(outdir, file).split(sep).join('/')}`);
    const withoutHash = (url: string) => url.replace(/-[A-Z0-9]{8}\./, '.');
    expect(assets.map(withoutHash)).to.include.members(['/assets/main.js', '/assets/styles/main.css', '/assets/chunks/page.js', '/assets/styles/page.css']);
    const html = readFileSync(join(outdir, 'index.html'), 'utf8');
    const startup = assets.filter((url) => html.includes(`"${url}"`));
    expect(startup.map(withoutHash)).to.include.members(['/assets/main.js', '/assets/styles/main.css']);
    for (const url of startup) expect(precache.get(url), url).to.equal(null);
    expect([...precache.keys()].filter((url) => url.startsWith('/assets/')).sort()).to.deep.equal(startup.sort());
    expect([...precache.keys()].filter((url) => url.includes('.map'))).to.deep.equal([]);
  });

  it('precaches the shell, the manifest and the icons, each revisioned by the hash of the bytes served', () => {
    for (const url of ['/index.html', '/manifest.webmanifest', '/favicon.svg', '/favicon.ico', '/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png']) {
      const bytes = readFileSync(join(outdir, url));
      expect(precache.get(url), url).to.equal(createHash('sha256').update(bytes).digest('hex').slice(0, 8).toUpperCase());
    }
  });

  it('links an installable manifest from index.html, coloured by the design tokens', () => {
    expect(readFileSync(join(outdir, 'index.html'), 'utf8')).to.contain('<link rel="manifest" href="/manifest.webmanifest">');
    const manifest = JSON.parse(readFileSync(join(outdir, 'manifest.webmanifest'), 'utf8')) as Record<string, unknown>;
    const css = readFileSync(new URL('../../../ui/styles/global.css', import.meta.url), 'utf8');
    expect(manifest).to.include({ start_url: '/', display: 'standalone', theme_color: css.match(/--color-brand:\s*([^;]+);/)?.[1], background_color: css.match(/--color-surface:\s*([^;]+);/)?.[1] });
    expect(manifest.icons).to.deep.include.members([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('serves the app\'s icon at /favicon.ico (browsers ask for it on pages that link no icon): an .ico of PNG images, 16 to 48 px', async () => {
    const server: Server = createSandboxServer({ distDir: outdir });
    const base = await listenOnFreePort(server);
    try {
      const response = await fetch(`${base}/favicon.ico`);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.equal('image/x-icon');
      const ico = Buffer.from(await response.arrayBuffer());
      expect([ico.readUInt16LE(0), ico.readUInt16LE(2)], 'an icon resource').to.deep.equal([0, 1]);
      const images = Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
        const entry = 6 + 16 * index;
        const [size, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
        return { width: ico.readUInt8(entry), png: ico.subarray(offset, offset + size) };
      });
      expect(images.map(({ width }) => width)).to.deep.equal([16, 32, 48]);
      for (const { width, png } of images) {
        expect(png.subarray(1, 4).toString('latin1'), `${width} px`).to.equal('PNG');
        expect(png.readUInt32BE(16), `${width} px wide`).to.equal(width);
      }
    } finally {
      await close(server);
    }
  });
});
