import { expect } from 'chai';
import * as esbuild from 'esbuild';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The shape of scripts/build/mergeStartupChunks.mjs (plain JavaScript without a declaration file). */
interface MergeModule {
  STARTUP_SPECIFIER: string;
  SPLIT_BUILD_OPTIONS: esbuild.BuildOptions & { target: string[] };
  mergeStartupChunks(build: {
    root: string;
    entryPath: string;
    landingPagePaths?: string[];
    outputs: esbuild.Metafile['outputs'];
    target: string[];
  }): Promise<{ entryPath: string; folded: string[] }>;
}

const MODULE_URL = new URL('../../../scripts/build/mergeStartupChunks.mjs', import.meta.url).href;

/**
 * shared.js is reached by the entry and both pages, greeting.js by the entry and page A only: both land in
 * chunks the entry imports statically, so both are folded. pageUtil.js is reached by the two pages only, so
 * its chunk stays a lazy chunk (and itself imports shared code).
 */
const SOURCES: Record<string, string> = {
  'shared.js': `export const state = { count: 0 };
export function bump() { state.count += 1; return state.count; }
`,
  'greeting.js': `import { state } from './shared.js';
export function greet(who) { return 'hello ' + who + ' #' + state.count; }
`,
  'pageUtil.js': `import { state } from './shared.js';
export function label(page) { return page + ':' + state.count; }
`,
  'pageA.js': `import { bump, state } from './shared.js';
import { greet } from './greeting.js';
import { label } from './pageUtil.js';
export function render() { bump(); return [label('A'), state.count, greet('A')].join('|'); }
`,
  'pageB.js': `import { state } from './shared.js';
import { label } from './pageUtil.js';
export function render() { return [label('B'), state.count].join('|'); }
`,
  'main.js': `import { bump, state } from './shared.js';
import { greet } from './greeting.js';
bump();
globalThis.__mergeFixture = {
  state,
  bump,
  greeting: greet('main'),
  loadA: () => import('./pageA.js'),
  loadB: () => import('./pageB.js'),
};
`,
};

interface FixtureBuild {
  root: string;
  assetsDir: string;
  splitEntryPath: string;
  outputs: esbuild.Metafile['outputs'];
}

/** Builds the fixture app the way build.mjs builds ui/main.tsx, into root/dist/assets. */
async function buildFixture(root: string, splitBuild: MergeModule['SPLIT_BUILD_OPTIONS']): Promise<FixtureBuild> {
  mkdirSync(join(root, 'src'));
  for (const [name, text] of Object.entries(SOURCES)) writeFileSync(join(root, 'src', name), text);
  const result = await esbuild.build({
    ...splitBuild,
    absWorkingDir: root,
    entryPoints: { main: 'src/main.js' },
    outdir: 'dist/assets',
    metafile: true,
    logLevel: 'silent',
  });
  const entry = Object.entries(result.metafile.outputs).find(([, meta]) => meta.entryPoint === 'src/main.js');
  if (!entry) throw new Error('fixture: no entry in the metafile');
  return { root, assetsDir: join(root, 'dist/assets'), splitEntryPath: entry[0], outputs: result.metafile.outputs };
}

/** Every file under dir, as forward-slash paths relative to dir, sorted. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** Names a module imports from `specifier` by `import{a as b,c}from"specifier"` (what esbuild emits). */
function namesImportedFrom(code: string, specifier: string): string[] {
  const names: string[] = [];
  const quoted = JSON.stringify(specifier).replace(/[/]/g, '\\/');
  for (const match of code.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g'))) {
    for (const binding of (match[1] ?? '').split(',')) names.push(binding.trim().split(/\s+as\s+/)[0] ?? '');
  }
  return names.filter(Boolean);
}

describe('build: mergeStartupChunks folds the chunks the entry imports into the entry', function () {
  let merge: MergeModule;
  let fixture: FixtureBuild;
  let result: { entryPath: string; folded: string[] };
  let lazyChunks: string[];
  const tempDirs: string[] = [];

  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'clipback-merge-'));
    tempDirs.push(dir);
    return dir;
  };
  const read = (path: string) => readFileSync(join(fixture.root, path), 'utf8');

  before(async () => {
    merge = (await import(MODULE_URL)) as MergeModule;
    fixture = await buildFixture(tempDir(), merge.SPLIT_BUILD_OPTIONS);
    result = await merge.mergeStartupChunks({
      root: fixture.root,
      entryPath: fixture.splitEntryPath,
      outputs: fixture.outputs,
      target: merge.SPLIT_BUILD_OPTIONS.target,
    });
    lazyChunks = Object.keys(fixture.outputs).filter(
      (path) => path.endsWith('.js') && path !== fixture.splitEntryPath && !result.folded.includes(path),
    );
  });

  after(() => {
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
    delete (globalThis as Record<string, unknown>).__mergeFixture;
  });

  it('folds exactly the chunks the entry imports statically (shared by all, and by the entry and one page)', () => {
    const entryImports = fixture.outputs[fixture.splitEntryPath]?.imports ?? [];
    const staticChunks = entryImports.filter((imported) => imported.kind === 'import-statement').map((imported) => imported.path);
    expect(staticChunks).to.have.length(2);
    expect([...result.folded].sort()).to.deep.equal([...staticChunks].sort());
    // The chunk only the two pages share, and the pages themselves, stay lazy.
    expect(lazyChunks).to.have.length(3);
    expect(lazyChunks.filter((path) => /\/chunks\/page[AB]-/.test(path))).to.have.length(2);
  });

  it('turns the folded chunks into re-exports from the startup specifier, removes the old entry and writes a new hashed entry with a linked map', () => {
    for (const path of result.folded) {
      // A lazy chunk cached from an older build still imports the folded chunk by name: it must lead to the entry.
      expect(read(path), path).to.match(new RegExp(`^export\\{[^}]+\\}from"${merge.STARTUP_SPECIFIER}";\\n$`));
      expect(existsSync(join(fixture.root, `${path}.map`)), `${path}.map`).to.equal(false);
    }
    expect(existsSync(join(fixture.root, fixture.splitEntryPath))).to.equal(false);
    expect(existsSync(join(fixture.root, `${fixture.splitEntryPath}.map`))).to.equal(false);

    expect(result.entryPath).to.match(/^dist\/assets\/main-[A-Z2-7]{8}\.js$/);
    expect(result.entryPath).not.to.equal(fixture.splitEntryPath);
    const entryFile = join(fixture.root, result.entryPath);
    expect(existsSync(entryFile)).to.equal(true);
    expect(existsSync(`${entryFile}.map`)).to.equal(true);
    expect(read(result.entryPath)).to.contain(`//# sourceMappingURL=${basename(entryFile)}.map`);
    expect(JSON.parse(readFileSync(`${entryFile}.map`, 'utf8'))).to.have.property('mappings').that.is.a('string').and.not.empty;

    // Nothing else under assets/ besides the new entry, the lazy chunks and their maps, and the folded stubs.
    const expected = [...[result.entryPath, ...lazyChunks].flatMap((path) => [path, `${path}.map`]), ...result.folded];
    const actual = filesUnder(fixture.assetsDir).map((path) => `dist/assets/${path}`);
    expect(actual).to.deep.equal(expected.sort());
  });

  it('keeps the lazy chunks under their esbuild names, so the entry still finds them', () => {
    const entry = read(result.entryPath);
    for (const path of lazyChunks.filter((chunk) => /\/chunks\/page[AB]-/.test(chunk))) {
      expect(existsSync(join(fixture.root, path)), path).to.equal(true);
      expect(entry, path).to.contain(`"./${relative(fixture.assetsDir, join(fixture.root, path)).split(sep).join('/')}"`);
    }
  });

  it('leaves no JavaScript file importing a folded chunk; lazy chunks import shared code from the startup specifier', () => {
    const foldedNames = result.folded.map((path) => basename(path));
    const stubs = new Set(result.folded.map((path) => relative(fixture.assetsDir, join(fixture.root, path)).split(sep).join('/')));
    for (const path of filesUnder(fixture.assetsDir).filter((file) => file.endsWith('.js') && !stubs.has(file))) {
      const code = readFileSync(join(fixture.assetsDir, path), 'utf8');
      for (const name of foldedNames) expect(code, `${path} names ${name}`).not.to.contain(name);
    }
    expect(read(result.entryPath)).not.to.contain(merge.STARTUP_SPECIFIER);
    for (const path of lazyChunks) {
      // Every lazy chunk here uses shared.js (pageUtil.js included).
      expect(read(path), path).to.contain(`from"${merge.STARTUP_SPECIFIER}"`);
      expect(read(path), path).to.contain(`//# sourceMappingURL=${basename(path)}.map`);
    }
  });

  describe('run in Node with the import map applied', () => {
    let runDir: string;
    let entryExports: string[];

    before(async () => {
      // Do what the page's import map does: point the startup specifier at the new entry, in a copy.
      runDir = join(tempDir(), 'assets');
      cpSync(fixture.assetsDir, runDir, { recursive: true });
      const entryFile = join(runDir, relative(fixture.assetsDir, join(fixture.root, result.entryPath)));
      for (const path of filesUnder(runDir).filter((file) => file.endsWith('.js'))) {
        const file = join(runDir, path);
        let target = relative(dirname(file), entryFile).split(sep).join('/');
        if (!target.startsWith('.')) target = `./${target}`;
        writeFileSync(file, readFileSync(file, 'utf8').replaceAll(JSON.stringify(merge.STARTUP_SPECIFIER), JSON.stringify(target)));
      }
      const namespace = (await import(pathToFileURL(entryFile).href)) as Record<string, unknown>;
      entryExports = Object.keys(namespace);
    });

    it('exports from the entry every name a lazy chunk imports from the startup specifier', () => {
      const imported = new Set(lazyChunks.flatMap((path) => namesImportedFrom(read(path), merge.STARTUP_SPECIFIER)));
      expect(imported.size).to.be.greaterThan(0);
      expect(entryExports).to.include.members([...imported]);
    });

    it('runs the entry once and gives lazy pages the same module instance of shared state', async () => {
      const app = (globalThis as Record<string, unknown>).__mergeFixture as {
        state: { count: number };
        greeting: string;
        loadA: () => Promise<{ render: () => string }>;
        loadB: () => Promise<{ render: () => string }>;
      };
      expect(app, 'the entry ran').to.be.an('object');
      expect(app.state.count).to.equal(1);
      expect(app.greeting).to.equal('hello main #1');

      // Page A bumps the counter through its own import of shared.js: the entry sees it.
      const pageA = await app.loadA();
      expect(pageA.render()).to.equal('A:2|2|hello A #2');
      expect(app.state.count).to.equal(2);

      // Page B (and the lazy chunk it shares with page A) reads the same state.
      const pageB = await app.loadB();
      expect(pageB.render()).to.equal('B:2|2');
    });
  });

  it('gives the same names and JavaScript for the same app built in another folder', async () => {
    const other = await buildFixture(tempDir(), merge.SPLIT_BUILD_OPTIONS);
    const otherResult = await merge.mergeStartupChunks({
      root: other.root,
      entryPath: other.splitEntryPath,
      outputs: other.outputs,
      target: merge.SPLIT_BUILD_OPTIONS.target,
    });
    expect(otherResult.entryPath).to.equal(result.entryPath);
    expect(otherResult.folded).to.deep.equal(result.folded);
    const names = filesUnder(fixture.assetsDir);
    expect(filesUnder(other.assetsDir)).to.deep.equal(names);
    for (const path of names.filter((file) => file.endsWith('.js'))) {
      expect(readFileSync(join(other.assetsDir, path), 'utf8'), path).to.equal(readFileSync(join(fixture.assetsDir, path), 'utf8'));
    }
  });

  it('folds the chunks a landing page imports too, so that page loads as the entry and its own chunk', async () => {
    const landing = await buildFixture(tempDir(), merge.SPLIT_BUILD_OPTIONS);
    const pageA = Object.keys(landing.outputs).find((path) => /\/chunks\/pageA-[^/]+\.js$/.test(path));
    expect(pageA).to.be.a('string');
    const landed = await merge.mergeStartupChunks({
      root: landing.root,
      entryPath: landing.splitEntryPath,
      landingPagePaths: [pageA!],
      outputs: landing.outputs,
      target: merge.SPLIT_BUILD_OPTIONS.target,
    });
    // The entry's two chunks and the chunk only the pages share (pageUtil.js).
    expect(landed.folded).to.have.length(3);
    expect(landed.folded).to.include.members(result.folded);
    const pageACode = readFileSync(join(landing.root, pageA!), 'utf8');
    const relativeImports = [...pageACode.matchAll(/from\s*"(\.[^"]+)"/g)].map((match) => match[1]);
    expect(relativeImports, 'page A imports no chunk of its own any more').to.deep.equal([]);
    expect(pageACode).to.contain(`from"${merge.STARTUP_SPECIFIER}"`);
  });
});
