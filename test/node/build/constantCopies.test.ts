import { expect } from 'chai';
import * as esbuild from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface ConstantCopiesModule {
  startupModules(metafile: esbuild.Metafile, entryModule: string): Set<string>;
  constantCopiesOutsideStartup(startup: Set<string>): esbuild.Plugin;
}
const { startupModules, constantCopiesOutsideStartup } = (await import(new URL('../../../scripts/build/constantCopies.mjs', import.meta.url).href)) as ConstantCopiesModule;

/**
 * A startup entry and a lazy page both reading ROUTE (a module of constants); the page also reads a page-only table
 * (not the startup's: never copied).
 */
const SOURCES: Record<string, string> = {
  'domain/constants/routes.ts': "export const ROUTE = { HOME: 'home', SEARCH: 'search' } as const;\nexport const PAGE_ONLY = 'page only';\n",
  'ui/page/copy.ts': "export const TITLE = 'Search';\n",
  'ui/page/Page.ts': "import { ROUTE, PAGE_ONLY } from '../../domain/constants/routes';\nimport { TITLE } from './copy';\nexport const page = () => [ROUTE.SEARCH, PAGE_ONLY, TITLE].join(' ');\n",
  'ui/main.ts': "import { ROUTE } from '../domain/constants/routes';\nexport const home = ROUTE.HOME;\nexport const loadPage = () => import('./page/Page');\n",
};

describe('build: constant modules copied for the lazy chunks (scripts/build/constantCopies.mjs)', function () {
  this.timeout(30_000);
  let root: string;
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'clipback-constants-'));
    for (const [path, source] of Object.entries(SOURCES)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), source);
    }
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  const build = async (copy: boolean, outdir: string) => {
    const options = { absWorkingDir: root, entryPoints: ['ui/main.ts'], bundle: true, splitting: true, format: 'esm', outdir: join(root, outdir), metafile: true, logLevel: 'silent' } satisfies esbuild.BuildOptions;
    const mapped = await esbuild.build({ ...options, write: false });
    const result = await esbuild.build({ ...options, plugins: copy ? [constantCopiesOutsideStartup(startupModules(mapped.metafile, 'ui/main.ts'))] : [] });
    const entry = (await import(pathToFileURL(join(root, outdir, 'main.js')).href)) as { home: string; loadPage: () => Promise<{ page: () => string }> };
    return { result, entry };
  };

  it('names the entry and its static imports as the startup modules, not what import() loads', async () => {
    const mapped = await esbuild.build({ absWorkingDir: root, entryPoints: ['ui/main.ts'], bundle: true, splitting: true, format: 'esm', outdir: join(root, 'mapped'), metafile: true, write: false, logLevel: 'silent' });
    expect([...startupModules(mapped.metafile, 'ui/main.ts')].sort()).to.deep.equal(['domain/constants/routes.ts', 'ui/main.ts']);
  });

  it("keeps the startup's constants out of its exports: the page reads a copy of its own, and both read the same values", async () => {
    const plain = await build(false, 'plain');
    const copied = await build(true, 'copied');
    const exporters = (result: esbuild.BuildResult) => Object.values(result.metafile?.outputs ?? {}).filter((output) => output.exports.includes('ROUTE'));
    expect(exporters(plain.result), "esbuild alone: a shared chunk exports ROUTE to the page").to.have.length(1);
    expect(exporters(copied.result), 'no chunk exports it: each reads its own').to.deep.equal([]);
    const inputs = Object.keys(copied.result.metafile?.inputs ?? {});
    expect(inputs).to.include('constant-copy:domain/constants/routes.ts');
    expect(inputs.filter((input) => input.includes('copy.ts'))).to.deep.equal(['ui/page/copy.ts'], 'a constant module only the page reads is not copied');
    expect(copied.entry.home).to.equal('home');
    expect((await copied.entry.loadPage()).page()).to.equal('search page only Search');
  });
});
