import { expect } from 'chai';
import { init, parse } from 'es-module-lexer';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { originalAt } from '../../support/sourceMaps';
import { filesUnder } from '../../support/filesUnder';

/** The shapes of build.mjs and scripts/build/nameByContent.mjs (plain JavaScript without declaration files). */
interface BuildModule {
  build(options: { entry: string; outdir: string; quiet: boolean }): Promise<{ entry: string }>;
}
interface NameByContentModule {
  nameByContent(files: Map<string, string>): Map<string, { path: string; contents: string }>;
}
const { build } = (await import(new URL('../../../build.mjs', import.meta.url).href)) as BuildModule;
const { nameByContent } = (await import(new URL('../../../scripts/build/nameByContent.mjs', import.meta.url).href)) as NameByContentModule;

/**
 * A small app shaped like ui/main.tsx: the entry shares `counter` with page A and `suffix` with page B (esbuild
 * alone would make each a startup chunk of its own), pages A and B share `shout` (a chunk only they import),
 * `plain` imports nothing; a stylesheet and an image are named by the files that use them. The entry, `shout` and
 * page A each have a stylesheet; each rule's `order` marks whose it is.
 */
const SOURCES: Record<string, string> = {
  'counter.js': `export const counter = { count: 0 };\n`,
  'shout.css': `.shout { order: 2; }\n`,
  'shout.js': `import './shout.css';\nimport { counter } from './counter.js';\nexport function shout(text) { counter.count += 1; return text.toUpperCase() + '!'; }\n`,
  'pageA.module.css': `.title { order: 3; }\n`,
  'pageA.js': `import styles from './pageA.module.css';\nimport { counter } from './counter.js';\nimport { shout } from './shout.js';\nexport const title = shout('page a') + counter.count;\nexport const titleClass = styles.title;\nexport function failInPage() { throw new Error('MARK_IN_PAGE'); }\n`,
  'suffix.js': `export const suffix = '!';\n`,
  'pageB.js': `import { shout } from './shout.js';\nimport { suffix } from './suffix.js';\nexport const title = shout('page b') + suffix;\n`,
  'plain.js': `export const title = 'plain';\n`,
  'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>\n`,
  'main.css': `body { background: url(./logo.svg); order: 1; }\n`,
  'main.js': `import './main.css';
import logo from './logo.svg';
import { counter } from './counter.js';
import { suffix } from './suffix.js';
export const logoUrl = logo + suffix;
export const loadA = () => import('./pageA.js');
export const loadB = () => import('./pageB.js');
export const loadPlain = () => import('./plain.js');
export function failInEntry() { counter.count = -1; throw new Error('MARK_IN_ENTRY'); }
`,
};

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const HASHED_NAME = /-([A-Z0-9]{8})(\.[a-z0-9]+)+$/;
const sha256Prefix = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 8).toUpperCase();

interface FakeLink {
  rel?: string;
  href?: string;
  dataset: Record<string, string>;
}

/**
 * A document with just what the preload helper touches: appended links are what querySelectorAll finds; a
 * stylesheet loads on a later task (noted in `log`), or fails when its href is in `failing`, and can be removed.
 */
function fakeDocument(links: FakeLink[], log: string[], failing = new Set<string>()) {
  const createElement = () => {
    const listeners: Record<string, (() => void)[]> = {};
    const link = {
      dataset: {},
      addEventListener: (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
      remove: () => links.splice(links.indexOf(link), 1),
      fire: (type: string) => listeners[type]?.forEach((listener) => listener()),
    };
    return link;
  };
  const append = (link: FakeLink & { fire(type: string): void }) => {
    links.push(link);
    if (link.rel !== 'stylesheet') return;
    setTimeout(() => {
      const failed = failing.has(link.href ?? '');
      log.push(`${failed ? 'failed' : 'applied'} ${basename(link.href ?? '')}`);
      link.fire(failed ? 'error' : 'load');
    }, 10);
  };
  return { querySelectorAll: () => links, createElement, head: { append } };
}

describe('build: esbuild output, preloads and names by content (build.mjs)', function () {
  this.timeout(60_000);
  let root: string;
  let outdir: string;
  let assets: string[];
  let html: string;
  let entryFile: string;
  /** The one chunk holding the entry's code: every lazy chunk imports it, so esbuild keeps it whole. */
  let startupChunk: string;
  let pageAssets: Record<string, { js: string[]; css: string[] } | undefined>;
  /** A fixture module as dist/page-assets.json names it: its path from the repository's root. */
  const moduleKey = (name: string) => relative(REPO_ROOT, join(root, 'src', name)).split(sep).join('/');
  const text = (file: string) => readFileSync(file, 'utf8');
  const chunkOf = (stem: string) => assets.find((file) => basename(file).startsWith(`${stem}-`) && file.endsWith('.js')) ?? '';
  /** The chunks a file imports statically, transitively, read from the written files themselves. */
  const staticImportsOf = (file: string, found = new Set<string>()): Set<string> => {
    for (const { n, d } of parse(text(file))[0]) {
      if (d !== -1 || !n) continue;
      const imported = resolve(dirname(file), n);
      if (!found.has(imported)) staticImportsOf(imported, found.add(imported));
    }
    return found;
  };

  before(async () => {
    await init;
    root = mkdtempSync(join(tmpdir(), 'clipback-build-'));
    mkdirSync(join(root, 'src'));
    for (const [name, source] of Object.entries(SOURCES)) writeFileSync(join(root, 'src', name), source);
    outdir = join(root, 'dist');
    const result = await build({ entry: join(root, 'src/main.js'), outdir, quiet: true });
    assets = filesUnder(join(outdir, 'assets'));
    html = text(join(outdir, 'index.html'));
    entryFile = join(outdir, result.entry);
    startupChunk = [...staticImportsOf(entryFile)][0] ?? '';
    pageAssets = JSON.parse(text(join(outdir, 'page-assets.json'))) as typeof pageAssets;
  });

  after(() => {
    rmSync(root, { recursive: true, force: true });
    delete (globalThis as Record<string, unknown>).document;
  });

  it('names every file under assets/ after the hash of its final bytes (files naming each other: see nameByContent), and every name a file mentions exists', () => {
    const served = assets.filter((file) => !/\.(gz|br)$/.test(file));
    expect(served.map((file) => basename(file).slice(basename(file).indexOf('.')))).to.include.members(['.css', '.css.map', '.js', '.js.map', '.svg']);
    // The startup chunk names the lazy chunks (import() and its preloads) and they name it: one group.
    const namedInACycle = new Set([startupChunk, ...served.filter((file) => file.endsWith('.js') && text(file).includes(basename(startupChunk)) && file !== entryFile)]);
    expect([...namedInACycle].map((file) => basename(file).split('-')[0]).sort()).to.deep.equal(['chunk', 'chunk', 'pageA', 'pageB', 'plain']);
    for (const file of served) {
      expect(basename(file), file).to.match(HASHED_NAME);
      if (namedInACycle.has(file)) continue;
      expect(basename(file).match(HASHED_NAME)?.[1], relative(outdir, file)).to.equal(sha256Prefix(readFileSync(file)));
    }
    expect(served.filter((file) => !namedInACycle.has(file) && file.endsWith('.js'))).to.deep.equal([entryFile]);
    const names = new Set(served.map((file) => basename(file)));
    for (const file of served.filter((path) => /\.(js|css)$/.test(path))) {
      const mentioned = text(file).match(/[\w-]+-[A-Z0-9]{8}(\.[a-z0-9]+)+/g) ?? [];
      for (const name of mentioned) expect(names.has(name), `${basename(file)} names ${name}`).to.equal(true);
    }
    expect(text(entryFile)).to.match(/\/\/# sourceMappingURL=main-[A-Z0-9]{8}\.js\.map\n$/);
  });

  it('writes .gz and .br beside each script, stylesheet and image, holding the same bytes', () => {
    for (const file of assets.filter((path) => /\.(js|css|svg)$/.test(path))) {
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(readFileSync(file)), file).to.equal(true);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(readFileSync(file)), file).to.equal(true);
    }
  });

  it("index.html links the entry's stylesheet and preloads exactly the entry and the chunks it imports, entry first", () => {
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => join(outdir, match[1] ?? ''));
    expect(preloaded[0]).to.equal(entryFile);
    expect(new Set(preloaded.slice(1))).to.deep.equal(staticImportsOf(entryFile));
    expect(preloaded).to.have.length(2, 'the entry and the one chunk holding its code');
    expect(text(startupChunk)).to.contain('MARK_IN_ENTRY');
    expect(html).to.contain(`<script type="module" src="/${relative(outdir, entryFile)}"></script>`);
    const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1]);
    expect(css).to.have.length(1).and.to.match(/^\/assets\/styles\/main-[A-Z0-9]{8}\.css$/);
    expect(text(join(outdir, css[0] ?? ''))).to.match(/url\("?\.\.\/media\/logo-[A-Z0-9]{8}\.svg"?\)/);
    expect(html).not.to.match(/<script(?![^>]*\ssrc=)[^>]*>/, 'no inline script');
  });

  it("preloads, with each import() of a chunk, the chunk's imports that are not loaded yet and its stylesheets (each path written once), and nothing for the others", () => {
    const entry = text(startupChunk);
    const sharedByPages = [...staticImportsOf(chunkOf('pageA'))].filter((file) => !staticImportsOf(entryFile).has(file));
    expect(sharedByPages).to.have.length(1);
    const fromEntry = (file: string) => `./${relative(dirname(startupChunk), file)}`.replace(/^\.\/\.\.\//, '../');
    const paths = JSON.parse(entry.match(/=(\["\.[^\]]*\])/)?.[1] ?? '[]') as string[];
    const at = (files: string[]) => JSON.stringify(files.map((file) => paths.indexOf(fromEntry(file))));
    for (const page of ['pageA', 'pageB']) {
      const styles = (pageAssets[moduleKey(`${page}.js`)]?.css ?? []).map((path) => join(outdir, path));
      expect(entry, page).to.contain(`(import("${fromEntry(chunkOf(page))}"),${at(sharedByPages)},${at(styles)})`);
    }
    expect(paths.filter((path) => path.endsWith('.js'))).to.deep.equal([fromEntry(sharedByPages[0] ?? '')], 'the chunk both pages import, once');
    expect(entry).to.match(new RegExp(`[^(]import\\("${fromEntry(chunkOf('plain')).replace(/\./g, '\\.')}"\\)[^,]`), 'plain is imported as it was');
    expect(text(chunkOf('pageA'))).not.to.contain('modulepreload', 'a chunk without import() gets no helper');
  });

  it('gives the entry a stylesheet of its own CSS only, and each lazy chunk one of the CSS only it needs: no rule in two files', () => {
    const stylesheets = assets.filter((file) => file.endsWith('.css'));
    const owners = (order: number) => stylesheets.filter((file) => text(file).includes(`order:${order}`)).map((file) => relative(outdir, file));
    expect(owners(1)).to.deep.equal(pageAssets[moduleKey('main.js')]?.css.map((path) => path.slice(1)));
    expect(owners(2)).to.deep.equal(pageAssets[moduleKey('pageB.js')]?.css.map((path) => path.slice(1)), 'shout.css: the one page B needs');
    expect(owners(3)).to.have.length(1);
    expect(stylesheets.map((file) => basename(file).split('-')[0]).sort()).to.deep.equal(['main', 'pageA', 'shared']);
    const className = text(join(outdir, owners(3)[0] ?? '')).match(/^\.([\w-]+)\{order:3\}/)?.[1];
    expect(text(chunkOf('pageA')), 'the CSS module\'s class is the one its script names').to.contain(`"${className}"`);
  });

  it('writes page-assets.json: for the entry and each import() target, its scripts (its chunk first, then those the startup did not load) and stylesheets', () => {
    const asPublic = (file: string) => `/${relative(outdir, file).split(sep).join('/')}`;
    const shared = [...staticImportsOf(chunkOf('pageA'))].filter((file) => !staticImportsOf(entryFile).has(file)).map(asPublic);
    const css = (...stems: string[]) => stems.map((stem) => asPublic(assets.find((file) => basename(file).startsWith(`${stem}-`) && file.endsWith('.css')) ?? ''));
    expect(pageAssets).to.deep.equal({
      [moduleKey('main.js')]: { js: [asPublic(entryFile), asPublic(startupChunk)], css: css('main') },
      [moduleKey('pageA.js')]: { js: [asPublic(chunkOf('pageA')), ...shared], css: css('pageA', 'shared') },
      [moduleKey('pageB.js')]: { js: [asPublic(chunkOf('pageB')), ...shared], css: css('shared') },
      [moduleKey('plain.js')]: { js: [asPublic(chunkOf('plain'))], css: [] },
    });
  });

  it('adds one modulepreload link per chunk and a stylesheet link per stylesheet, resolved from the importing file; a page loads once its stylesheets apply', async () => {
    const links: FakeLink[] = [];
    const log: string[] = [];
    (globalThis as Record<string, unknown>).document = fakeDocument(links, log);
    const entry = (await import(pathToFileURL(entryFile).href)) as Record<string, () => Promise<{ title: string }>>;
    const loadA = entry.loadA?.().then((page) => (log.push('page A'), page));
    expect((await loadA)?.title).to.equal('PAGE A!1');
    expect((await entry.loadB?.())?.title).to.equal('PAGE B!!');
    expect((await entry.loadPlain?.())?.title).to.equal('plain');
    const shared = [...staticImportsOf(chunkOf('pageA'))].filter((file) => !staticImportsOf(entryFile).has(file));
    const pageA = pageAssets[moduleKey('pageA.js')];
    // Each modulepreload is added in a task of its own (after the stylesheets, which the import waits for).
    expect(links.map(({ rel, href }) => ({ rel, href }))).to.have.deep.members([
      ...shared.map((file) => ({ rel: 'modulepreload', href: pathToFileURL(file).href })),
      ...(pageA?.css ?? []).map((path) => ({ rel: 'stylesheet', href: pathToFileURL(join(outdir, path)).href })),
    ]);
    expect(pageA?.css).to.have.length(2);
    expect(log).to.deep.equal([...(pageA?.css ?? []).map((path) => `applied ${basename(path)}`), 'page A'], 'page A waits for both its stylesheets; page B finds its one applied');
  });

  it('fails the import when a stylesheet fails, and a retry fetches it again', async () => {
    const [pageCss, sharedCss] = (pageAssets[moduleKey('pageA.js')]?.css ?? []).map((path) => pathToFileURL(join(outdir, path)).href);
    const links: FakeLink[] = [];
    const log: string[] = [];
    const failing = new Set([pageCss ?? '']);
    (globalThis as Record<string, unknown>).document = fakeDocument(links, log, failing);
    const entry = (await import(pathToFileURL(entryFile).href)) as Record<string, () => Promise<{ title: string }>>;
    const failure = await entry.loadA?.().then(
      () => null,
      (error: Error) => error,
    );
    expect(failure?.message).to.equal(`Could not load ${pageCss}`);
    expect(links.filter(({ rel }) => rel === 'stylesheet').map(({ href }) => href)).to.deep.equal([sharedCss], 'the failed one is removed');
    failing.clear();
    expect((await entry.loadA?.())?.title).to.match(/^PAGE A!/);
    expect(links.filter(({ rel }) => rel === 'stylesheet').map(({ href }) => href)).to.deep.equal([sharedCss, pageCss], 'the applied one is not added twice');
  });

  it('keeps source maps right through the preload rewrite, terser and the renaming: a token maps to its source line', () => {
    for (const [file, mark, source] of [
      [startupChunk, 'MARK_IN_ENTRY', 'main.js'],
      [chunkOf('pageA'), 'MARK_IN_PAGE', 'pageA.js'],
    ] as const) {
      const sourceLines = SOURCES[source]?.split('\n') ?? [];
      const line = sourceLines.findIndex((candidate) => candidate.includes(mark));
      const lines = text(file).split('\n');
      const mapName = text(file).match(/sourceMappingURL=(\S+)/)?.[1] ?? '';
      const map = new SourceMap(JSON.parse(text(join(dirname(file), mapName))));
      const at = lines.findIndex((candidate) => candidate.includes(mark));
      const found = originalAt(map, at, lines[at]?.indexOf(mark) ?? -1);
      expect(found.originalSource, mark).to.match(new RegExp(`src/${source}$`));
      expect(found.originalLine, mark).to.equal(line);
      expect(found.originalColumn, mark).to.equal(sourceLines[line]?.indexOf(`'${mark}'`), 'the string literal the token is in');
    }
  });

  it("exports a shared chunk's bindings under their minified names, and each page's under its own (the modulepreload test runs the pages)", () => {
    const exportsOf = (file: string) => parse(text(file))[1].map(({ n, ln }) => ({ n, ln }));
    const sharedChunks = assets.filter((file) => /\/chunk-[A-Z0-9]{8}\.js$/.test(file));
    expect(sharedChunks).to.have.length(2);
    for (const file of sharedChunks) {
      expect(exportsOf(file), file).to.not.be.empty;
      for (const { n, ln } of exportsOf(file)) expect(n, `${basename(file)} exports ${ln} as ${n}`).to.equal(ln);
    }
    expect(exportsOf(chunkOf('pageA')).map(({ n }) => n).sort()).to.deep.equal(['failInPage', 'title', 'titleClass']);
  });

  it("opens the entry and its chunk with V8's eager compile hint, and no other chunk", () => {
    for (const file of [entryFile, startupChunk]) expect(text(file).split('\n')[0], file).to.equal('//# allFunctionsCalledOnLoad');
    for (const file of assets.filter((path) => path.endsWith('.js') && path !== entryFile && path !== startupChunk)) {
      expect(text(file).startsWith('//# allFunctionsCalledOnLoad'), file).to.equal(false);
    }
  });
});

describe('build: nameByContent', () => {
  it('names a file after the files it names, so its hash covers their new names', () => {
    const named = nameByContent(
      new Map([
        ['a/page-AAAAAAAA.js', 'import"./lib-BBBBBBBB.js";'],
        ['a/lib-BBBBBBBB.js', 'export const x=1;'],
      ]),
    );
    const lib = named.get('a/lib-BBBBBBBB.js');
    const page = named.get('a/page-AAAAAAAA.js');
    expect(lib?.path).to.equal(`a/lib-${sha256Prefix(Buffer.from('export const x=1;'))}.js`);
    expect(page?.contents).to.equal(`import"./${basename(lib?.path ?? '')}";`);
    expect(page?.path).to.equal(`a/page-${sha256Prefix(Buffer.from(page?.contents ?? ''))}.js`);
  });

  it('names files that name each other as a group: a change to either renames both, and each holds the other\'s new name', () => {
    const named = (b: string) =>
      nameByContent(
        new Map([
          ['d/a-AAAAAAAA.js', 'import("./b-BBBBBBBB.js");import"./c-CCCCCCCC.js";'],
          ['d/b-BBBBBBBB.js', `import"./a-AAAAAAAA.js";${b}`],
          ['d/c-CCCCCCCC.js', 'export const c=1;'],
        ]),
      );
    const first = named('export const b=1;');
    const second = named('export const b=2;');
    const [a1, b1, c1, a2, b2, c2] = [first, second].flatMap((map) => ['d/a-AAAAAAAA.js', 'd/b-BBBBBBBB.js', 'd/c-CCCCCCCC.js'].map((path) => map.get(path)));
    expect(a1?.contents).to.equal(`import("./${basename(b1?.path ?? '')}");import"./${basename(c1?.path ?? '')}";`);
    expect(b1?.contents).to.equal(`import"./${basename(a1?.path ?? '')}";export const b=1;`);
    expect(a2?.path).not.to.equal(a1?.path);
    expect(b2?.path).not.to.equal(b1?.path);
    expect(c2?.path).to.equal(c1?.path, 'a file outside the cycle keeps the hash of its own bytes');
    expect(c1?.path).to.equal(`d/c-${sha256Prefix(Buffer.from('export const c=1;'))}.js`);
  });
});

describe('build: an entry that exports nothing, like the app (build.mjs)', function () {
  this.timeout(60_000);
  let root: string;

  after(() => rmSync(root, { recursive: true, force: true }));

  it('starts the pages with the chunk holding its code: esbuild\'s one-import entry file is neither loaded nor written', async () => {
    root = mkdtempSync(join(tmpdir(), 'clipback-build-'));
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src/page.js'), `export const title = 'page';\n`);
    writeFileSync(join(root, 'src/main.js'), `document.title = 'app';\nvoid import('./page.js');\n`);
    const outdir = join(root, 'dist');
    const result = await build({ entry: join(root, 'src/main.js'), outdir, quiet: true });
    const scripts = filesUnder(join(outdir, 'assets')).filter((file) => file.endsWith('.js'));
    const entry = join(outdir, result.entry);
    expect(readFileSync(entry, 'utf8')).to.match(/document\.title="app"/);
    expect(scripts.map((file) => relative(outdir, file).split(sep)[1])).to.deep.equal(['chunks', 'chunks'], 'no main-*.js beside the chunks');
    const html = readFileSync(join(outdir, 'index.html'), 'utf8');
    expect(html).to.contain(`<link rel="modulepreload" href="${result.entry}">\n<script type="module" src="${result.entry}"></script>`);
    const pageAssets = JSON.parse(readFileSync(join(outdir, 'page-assets.json'), 'utf8')) as Record<string, { js: string[] }>;
    expect(pageAssets[relative(REPO_ROOT, join(root, 'src/main.js')).split(sep).join('/')]?.js).to.deep.equal([result.entry]);
  });
});
