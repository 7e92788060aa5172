import { expect } from 'chai';
import * as esbuild from 'esbuild';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { originalAt } from '../../support/sourceMaps';

interface Insertion {
  line: number;
  column: number;
  length: number;
}

/** The shape of scripts/build/preloadLazyChunks.mjs (plain JavaScript without a declaration file). */
interface PreloadModule {
  PRELOAD_HELPER: string;
  shiftSourceMap(map: { mappings: string }, insertions: Insertion[]): { mappings: string };
  rewriteDynamicImports(input: { file: string; text: string; dependenciesOf: (chunk: string) => string[] }): {
    text: string;
    insertions: Insertion[];
  };
  preloadLazyChunks(build: { root: string; files: string[]; dependenciesOf: (chunk: string) => string[] }): void;
}

interface StaticImportsModule {
  staticImportsOf(outputPath: string, outputs: esbuild.Metafile['outputs']): string[];
}

const { PRELOAD_HELPER, rewriteDynamicImports, preloadLazyChunks, shiftSourceMap } = (await import(
  new URL('../../../scripts/build/preloadLazyChunks.mjs', import.meta.url).href
)) as PreloadModule;
const { staticImportsOf } = (await import(new URL('../../../scripts/build/mergeStartupChunks.mjs', import.meta.url).href)) as StaticImportsModule;

/** The page imports shared code the entry does not: a chunk of its own the page's chunk imports statically. */
const SOURCES: Record<string, string> = {
  'shared.js': `export function shout(text) { return text.toUpperCase() + '!'; }\n`,
  'pageA.js': `import { shout } from './shared.js';\nexport const title = shout('page a');\n`,
  'pageB.js': `import { shout } from './shared.js';\nexport const title = shout('page b');\n`,
  'plain.js': `export const title = 'plain';\n`,
  'main.js': `export const loadA = () => import('./pageA.js');
export const loadB = () => import('./pageB.js');
export const loadPlain = () => import('./plain.js');
export function markAfterImports() { throw new Error('MARK_AFTER_IMPORTS'); }
`,
};

/** A document with just what the helper touches: created links land in `appended`. */
function fakeDocument(appended: { rel?: string; href?: string }[]) {
  return { createElement: () => ({}), head: { append: (link: { rel?: string; href?: string }) => appended.push(link) } };
}

describe('build: preloadLazyChunks fetches a lazy chunk’s imports together with it', function () {
  this.timeout(20_000);
  let root: string;
  let outputs: esbuild.Metafile['outputs'];
  let entryPath: string;
  let entryBefore: string;
  let mapBefore: string;
  const dependenciesOf = (chunk: string) => staticImportsOf(chunk, outputs);
  const chunkOf = (source: string) => Object.keys(outputs).find((path) => outputs[path]?.entryPoint === `src/${source}`) ?? '';

  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'clipback-preload-'));
    mkdirSync(join(root, 'src'));
    for (const [name, text] of Object.entries(SOURCES)) writeFileSync(join(root, 'src', name), text);
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: { main: 'src/main.js' },
      outdir: 'dist/assets',
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      sourcemap: 'linked',
      metafile: true,
      entryNames: '[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
      logLevel: 'silent',
    });
    outputs = result.metafile.outputs;
    entryPath = chunkOf('main.js');
    entryBefore = readFileSync(join(root, entryPath), 'utf8');
    mapBefore = readFileSync(join(root, `${entryPath}.map`), 'utf8');
    preloadLazyChunks({ root, files: Object.keys(outputs).filter((path) => path.endsWith('.js')), dependenciesOf });
  });

  after(() => {
    rmSync(root, { recursive: true, force: true });
    delete (globalThis as Record<string, unknown>).document;
  });

  it('puts the helper first and preloads the shared chunk, by a path from the importing file, before each page’s import', () => {
    const entry = readFileSync(join(root, entryPath), 'utf8');
    const shared = staticImportsOf(chunkOf('pageA.js'), outputs);
    expect(shared).to.have.length(1);
    const sharedFromEntry = shared[0]?.replace('dist/assets/', '');
    expect(entry.startsWith(`const ${PRELOAD_HELPER}=`)).to.equal(true);
    for (const page of ['pageA.js', 'pageB.js']) {
      const pageFromEntry = chunkOf(page).replace('dist/assets/', './');
      expect(entry).to.contain(`(${PRELOAD_HELPER}(["${sharedFromEntry}"]),import("${pageFromEntry}"))`);
    }
  });

  it('leaves an import of a chunk without imports of its own, and a file without such imports, as they were', () => {
    const entry = readFileSync(join(root, entryPath), 'utf8');
    const plainImport = `import("${chunkOf('plain.js').replace('dist/assets/', './')}")`;
    expect(entry).to.contain(plainImport);
    expect(entry).not.to.contain(`]),${plainImport}`);
    const untouched = rewriteDynamicImports({ file: chunkOf('pageA.js'), text: 'export const a=1;', dependenciesOf });
    expect(untouched).to.deep.equal({ text: 'export const a=1;', insertions: [] });
  });

  it('keeps the source map in step: code after the inserted text still maps to its source line and column', () => {
    const before = new SourceMap(JSON.parse(mapBefore));
    const original = entryBefore.split('\n');
    const rewritten = readFileSync(join(root, entryPath), 'utf8').split('\n');
    const mark = 'MARK_AFTER_IMPORTS';
    const lineBefore = original.findIndex((line) => line.includes(mark));
    const lineAfter = rewritten.findIndex((line) => line.includes(mark));
    expect(lineAfter).to.equal(lineBefore + 1, 'the helper takes one line');
    const expected = originalAt(before, lineBefore, original[lineBefore]?.indexOf(mark) ?? -1);
    // The map written by the build, read back the way a browser would.
    const after = new SourceMap(JSON.parse(readFileSync(join(root, `${entryPath}.map`), 'utf8')));
    const found = originalAt(after, lineAfter, rewritten[lineAfter]?.indexOf(mark) ?? -1);
    expect(found).to.include({ originalLine: expected.originalLine, originalColumn: expected.originalColumn });
    expect(found.originalSource).to.match(/src\/main\.js$/);
  });

  it('adds one modulepreload link per chunk, resolved from the file, and the page still loads', async () => {
    const appended: { rel?: string; href?: string }[] = [];
    (globalThis as Record<string, unknown>).document = fakeDocument(appended);
    const entry = (await import(pathToFileURL(join(root, entryPath)).href)) as Record<string, () => Promise<{ title: string }>>;
    expect((await entry.loadA?.())?.title).to.equal('PAGE A!');
    expect((await entry.loadB?.())?.title).to.equal('PAGE B!');
    const sharedUrl = pathToFileURL(join(root, staticImportsOf(chunkOf('pageA.js'), outputs)[0] ?? '')).href;
    expect(appended).to.deep.equal([{ rel: 'modulepreload', href: sharedUrl }]);
  });

  it('refuses a source map whose segments are not base64 VLQ, naming the segment, rather than writing a wrong map', () => {
    expect(() => shiftSourceMap({ mappings: 'AAAA,!A' }, [{ line: 0, column: 0, length: 3 }])).to.throw(/"!A" is not base64 VLQ/);
    expect(() => shiftSourceMap({ mappings: 'AAAA,g' }, [{ line: 0, column: 0, length: 3 }])).to.throw(/"g" is not base64 VLQ/);
  });
});
