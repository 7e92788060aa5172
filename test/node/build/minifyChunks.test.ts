import { expect } from 'chai';
import * as esbuild from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { originalAt } from '../../support/sourceMaps';

/** The shape of scripts/build/minifyChunks.mjs (plain JavaScript without a declaration file). */
interface MinifyModule {
  EAGER_COMPILE_HINT: string;
  minifyChunks(files: string[], options?: { runOnLoad?: string[] }): Promise<void>;
}

const { EAGER_COMPILE_HINT, minifyChunks } = (await import(new URL('../../../scripts/build/minifyChunks.mjs', import.meta.url).href)) as MinifyModule;

const SOURCE = `export function total(prices) {
  let sum = 0;
  for (const price of prices) sum += price;
  return sum;
}
export function fail() { throw new Error('MARK_IN_SOURCE'); }
`;

describe('build: minifyChunks', function () {
  this.timeout(20_000);
  let dir: string;
  const build = async (name: string) => {
    writeFileSync(join(dir, `${name}.src.js`), SOURCE);
    await esbuild.build({ entryPoints: [join(dir, `${name}.src.js`)], outfile: join(dir, `${name}.js`), format: 'esm', minify: true, sourcemap: 'linked', logLevel: 'silent' });
    return join(dir, `${name}.js`);
  };

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'clipback-minify-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('opens a file that runs on load with the eager compile hint, keeps its map in step, and leaves the others without it', async () => {
    const entry = await build('entry');
    const lazy = await build('lazy');
    await minifyChunks([entry, lazy], { runOnLoad: [entry] });

    const entryLines = readFileSync(entry, 'utf8').split('\n');
    expect(entryLines[0]).to.equal(EAGER_COMPILE_HINT);
    expect(readFileSync(lazy, 'utf8').startsWith(EAGER_COMPILE_HINT)).to.equal(false);

    const line = entryLines.findIndex((text) => text.includes('MARK_IN_SOURCE'));
    const found = originalAt(new SourceMap(JSON.parse(readFileSync(`${entry}.map`, 'utf8'))), line, entryLines[line]?.indexOf('MARK_IN_SOURCE') ?? -1);
    expect(found).to.include({ originalLine: 5 });
    expect(found.originalSource).to.match(/entry\.src\.js$/);

    const module = (await import(pathToFileURL(entry).href)) as { total: (prices: number[]) => number };
    expect(module.total([1, 2, 3])).to.equal(6);
  });
});
