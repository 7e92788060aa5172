import { expect } from 'chai';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** build.mjs's shape (plain JavaScript without a declaration file). */
interface BuildModule {
  build(options: { entry: string; outdir: string; quiet: boolean }): Promise<{ entry: string }>;
}
const { build } = (await import(new URL('../../../build.mjs', import.meta.url).href)) as BuildModule;

/** An entry and one lazy page: a change to the page renames the entry's chunk, so index.html changes with it. */
const pageSource = (title: string) => `export const title = ${JSON.stringify(title)};\n`;
const MAIN = `export const loadPage = () => import('./page.js');\n`;

/**
 * A server reads dist/ while `npm run build` rewrites it (a second terminal, a deploy building in place): it must
 * find the previous build whole until the new one is complete, never a folder without index.html.
 */
describe('build: rebuilding over a served dist/', function () {
  this.timeout(120_000);
  let root: string;
  let outdir: string;
  const index = () => join(outdir, 'index.html');

  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'clipback-rebuild-'));
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src/main.js'), MAIN);
    writeFileSync(join(root, 'src/page.js'), pageSource('first'));
    outdir = join(root, 'dist');
    await build({ entry: join(root, 'src/main.js'), outdir, quiet: true });
  });

  after(() => rmSync(root, { recursive: true, force: true }));

  it('keeps index.html (and what it names) readable at every moment of a rebuild, then serves the new build', async () => {
    const previous = readFileSync(index(), 'utf8');
    writeFileSync(join(root, 'src/page.js'), pageSource('second'));
    let looks = 0;
    const missed: string[] = [];
    const look = setInterval(() => {
      looks += 1;
      if (!existsSync(index())) missed.push(`look ${looks}: no index.html`);
      else for (const [, path] of readFileSync(index(), 'utf8').matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)) if (!existsSync(join(outdir, path ?? ''))) missed.push(`look ${looks}: no ${path}`);
    }, 1);
    try {
      await build({ entry: join(root, 'src/main.js'), outdir, quiet: true });
    } finally {
      clearInterval(look);
    }
    expect(looks).to.be.greaterThan(5, 'the build gave the event loop room to look');
    expect(missed.slice(0, 5)).to.deep.equal([]);
    const rebuilt = readFileSync(index(), 'utf8');
    expect(rebuilt).not.to.equal(previous);
    expect(readdirSync(root).filter((name) => name !== 'src' && name !== 'dist'), 'no staging folder left behind').to.deep.equal([]);
  });

  it('leaves the previous build in place when a rebuild fails', async () => {
    const previous = readFileSync(index(), 'utf8');
    writeFileSync(join(root, 'src/page.js'), 'export const title = ;\n');
    try {
      let failed = false;
      await build({ entry: join(root, 'src/main.js'), outdir, quiet: true }).catch(() => (failed = true));
      expect(failed, 'the build rejects a syntax error').to.equal(true);
    } finally {
      writeFileSync(join(root, 'src/page.js'), pageSource('second'));
    }
    expect(readFileSync(index(), 'utf8')).to.equal(previous);
    expect(readdirSync(root).filter((name) => name !== 'src' && name !== 'dist')).to.deep.equal([]);
  });
});
