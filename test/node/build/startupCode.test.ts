import { expect } from 'chai';
import * as esbuild from 'esbuild';
import { join, resolve } from 'node:path';

/** build.mjs's plugin (plain JavaScript without a declaration file). */
interface BuildModule {
  lazyChunksImportTheEntry(entry: string): esbuild.Plugin;
}
const { lazyChunksImportTheEntry } = (await import(new URL('../../../build.mjs', import.meta.url).href)) as BuildModule;

const root = resolve(import.meta.dirname, '../../..');
const entry = join(root, 'ui/main.tsx');

/**
 * The home page's script budget (120 KB) holds only while the startup code stays the shell's: the form rules
 * (zod schemas, libphonenumber's metadata) are for the pages with forms and load with them; downshift is the
 * search bar's type-ahead, loaded on the bar's first focus. A store the
 * startup code builds reaches a form flow only through import().
 */
describe("the app's startup code", function () {
  this.timeout(60_000);

  it('carries neither zod, libphonenumber-js nor downshift: each loads with the pages or the control that use it', async () => {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: { main: entry },
      outdir: join(root, '.tmp/startup-code-test'),
      bundle: true,
      splitting: true,
      format: 'esm',
      metafile: true,
      write: false,
      jsx: 'automatic',
      loader: { '.module.css': 'local-css', '.svg': 'file', '.png': 'file', '.jpg': 'file', '.woff2': 'file' },
      logLevel: 'silent',
      plugins: [lazyChunksImportTheEntry(entry)],
    });
    const outputs = result.metafile.outputs;
    const entryOutput = Object.keys(outputs).find((path) => outputs[path]?.entryPoint && resolve(root, outputs[path].entryPoint!) === entry);
    const startup = new Set([entryOutput!]);
    for (const output of startup) {
      for (const imported of outputs[output]?.imports ?? []) if (imported.kind === 'import-statement') startup.add(imported.path);
    }
    const startupInputs = [...startup].flatMap((output) => Object.keys(outputs[output]?.inputs ?? {}));
    expect(startupInputs.length).to.be.greaterThan(50);
    expect(startupInputs.filter((input) => /node_modules\/(zod|libphonenumber-js|downshift)\//.test(input))).to.deep.equal([]);
    // …and both are still in the build, with the forms.
    const allInputs = Object.values(outputs).flatMap((output) => Object.keys(output.inputs));
    expect(allInputs.some((input) => input.includes('node_modules/libphonenumber-js/'))).to.equal(true);
    expect(allInputs.some((input) => input.includes('node_modules/downshift/')), 'the search combobox').to.equal(true);
  });
});
