import { expect } from 'chai';
import * as esbuild from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The shape of scripts/build/directImports.mjs (plain JavaScript without a declaration file). */
interface DirectImportsModule {
  directImportsPlugin(root: string): esbuild.Plugin;
  createExportTable(): unknown;
  pointImportsAtDefinitions(file: string, text: string, table: unknown): string;
}

const { directImportsPlugin, createExportTable, pointImportsAtDefinitions } = (await import(
  new URL('../../../scripts/build/directImports.mjs', import.meta.url).href
)) as DirectImportsModule;

/**
 * lib/ is a barrel over two modules and a nested barrel; startup.ts needs only `greet`, the lazy page
 * needs `heavyRule`. Without the plugin, the barrel makes heavy.ts reachable from the entry.
 */
const SOURCES: Record<string, string> = {
  'lib/index.ts': `// the public API
export * from './greeting';
export { heavyRule as rule, type HeavyInput } from './rules';
`,
  'lib/rules/index.ts': `export { heavyRule, type HeavyInput } from './heavy';\n`,
  'lib/rules/heavy.ts': `export interface HeavyInput { n: number }
export function heavyRule(input: HeavyInput): string { return 'HEAVY_RULE_TEXT'.repeat(input.n); }
`,
  'lib/greeting.ts': `const SALUTATION = 'hello';
export function greet(who: string): string { return SALUTATION + ' ' + who; }
export { SALUTATION as DEFAULT_SALUTATION };
`,
  'lib/notBarrel.ts': `export * from './greeting';\nexport const LOCAL = 1;\n`,
  'main.ts': `import { greet, type HeavyInput } from './lib';
const input: HeavyInput = { n: 1 };
(globalThis as Record<string, unknown>).__fixture = { greeting: greet('you'), input, load: () => import('./page') };
`,
  'page.ts': `import { rule } from './lib';\nexport const text = rule({ n: 2 });\n`,
};

describe('build: imports from barrels point at the defining modules (directImports)', () => {
  let root: string;
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'clipback-direct-imports-'));
    for (const [path, text] of Object.entries(SOURCES)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  const rewrite = (path: string, text: string) => pointImportsAtDefinitions(join(root, path), text, createExportTable());

  it('splits a barrel import into imports of the modules that define each name, keeping type-only and renamed names', () => {
    expect(rewrite('main.ts', `import { greet, rule as r, type HeavyInput, DEFAULT_SALUTATION } from './lib';\n`)).to.equal(
      `import { greet, DEFAULT_SALUTATION } from "./lib/greeting"; import { heavyRule as r, type HeavyInput } from "./lib/rules/heavy";\n`,
    );
  });

  it('leaves an import alone when it names something no module of the barrel defines, or is not a named import', () => {
    const unplaceable = `import { greet, missing } from './lib';\nimport * as lib from './lib';\n`;
    expect(rewrite('main.ts', unplaceable)).to.equal(unplaceable);
  });

  it('points through a module that declares things of its own too, and leaves an import of only its own names', () => {
    expect(rewrite('main.ts', `import { greet, LOCAL } from './lib/notBarrel';\n`)).to.equal(
      `import { greet } from "./lib/greeting"; import { LOCAL } from "./lib/notBarrel";\n`,
    );
    const own = `import { LOCAL } from './lib/notBarrel';\n`;
    expect(rewrite('main.ts', own)).to.equal(own);
  });

  async function entryChunkText(plugins: esbuild.Plugin[]): Promise<string> {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: ['main.ts'],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: 'out',
      write: false,
      metafile: true,
      logLevel: 'silent',
      plugins,
    });
    const outputs = result.metafile.outputs;
    const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint);
    const staticChunks = outputs[entry!]!.imports.filter((imported) => imported.kind === 'import-statement').map((imported) => imported.path);
    const startup = new Set([entry, ...staticChunks]);
    return result.outputFiles
      .filter((file) => startup.has(relative(root, file.path)))
      .map((file) => file.text)
      .join('\n');
  }

  it('keeps a module only a lazy page uses out of what the entry loads, and the app still runs', async () => {
    expect(await entryChunkText([])).to.contain('HEAVY_RULE_TEXT');
    const startup = await entryChunkText([directImportsPlugin(root)]);
    expect(startup).not.to.contain('HEAVY_RULE_TEXT');
    expect(startup).to.contain('hello');

    const outdir = join(root, 'run');
    await esbuild.build({ entryPoints: [join(root, 'main.ts')], bundle: true, splitting: true, format: 'esm', outdir, logLevel: 'silent', plugins: [directImportsPlugin(root)] });
    writeFileSync(join(outdir, 'package.json'), '{ "type": "module" }');
    await import(pathToFileURL(join(outdir, 'main.js')).href);
    const fixture = (globalThis as unknown as { __fixture: { greeting: string; load: () => Promise<{ text: string }> } }).__fixture;
    expect(fixture.greeting).to.equal('hello you');
    expect((await fixture.load()).text).to.equal('HEAVY_RULE_TEXT'.repeat(2));
  });
});
