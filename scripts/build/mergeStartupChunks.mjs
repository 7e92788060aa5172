// Folds the chunks the entry imports statically into the entry itself, after esbuild's code-splitting build.
//
// Why: esbuild gives every module a chunk named after the set of entry points (the entry and each lazy page)
// that reach it. A module the entry needs and three pages also import lands in a chunk of its own, so the
// first load fetched the entry plus ~30 small chunks, each a request on a slow mobile link. Every one of them
// is always loaded with the entry, so they can live in it. The shared chunks of a landing page (the home page)
// are folded too: that page then loads as the entry and its own chunk.
//
// How: one more esbuild pass bundles the entry with those chunks into a new entry file that also exports
// every chunk binding under a name prefixed with its chunk's hash. Every other chunk that imported a folded
// chunk is re-bundled to import those bindings from STARTUP_SPECIFIER instead, so lazy pages share the
// entry's module instances (one React, one set of stores) with live bindings. The page's import map points
// that specifier at the new entry; a lazy chunk cannot name the entry's file itself, because the entry names
// the lazy chunks and content hashes cannot be circular.
//
// A rewritten lazy chunk keeps esbuild's name: its new content follows from its old content (which names
// the folded chunks, hence their exports) and the fixed specifier, so one name still means one content.
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';

/** The split build this step takes apart: build.mjs's options, and the names it parses (`<name>-<hash>.js`). */
export const SPLIT_BUILD_OPTIONS = {
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['es2022', 'chrome110', 'firefox115', 'safari16'],
  minify: true,
  sourcemap: 'linked',
  metafile: true,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  legalComments: 'none',
};

/** The bare specifier lazy chunks import the entry by; index.html's import map resolves it. */
export const STARTUP_SPECIFIER = '@clipback/startup';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Eight base32 characters of the content's SHA-256, the shape of esbuild's own [hash]. */
function contentHash(content) {
  const digest = createHash('sha256').update(content).digest();
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 8) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    if (out.length === 8) break;
  }
  return out;
}

/** Every chunk an output imports statically, transitively (outputs are keyed by path from the root). */
export function staticImportsOf(outputPath, outputs) {
  const found = new Set();
  const visit = (path) => {
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || imported.external || found.has(imported.path)) continue;
      found.add(imported.path);
      visit(imported.path);
    }
  };
  visit(outputPath);
  return [...found];
}

const relativeSpecifier = (fromDir, file) => {
  const path = relative(fromDir, file).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
};

/** A module that stands for a folded chunk: its exports, read from the entry under their prefixed names. */
function reexportFromStartup(names, prefix) {
  const specifier = JSON.stringify(STARTUP_SPECIFIER);
  return names.length ? `export{${names.map((name) => `${prefix}${name} as ${name}`).join(',')}}from${specifier};\n` : `import${specifier};\n`;
}

/** One esbuild pass over already-built chunks (minified ESM, source maps chained), kept in memory. */
async function rebundle({ input, outdir, target, plugin }) {
  const result = await esbuild.build({
    ...input,
    bundle: true,
    format: 'esm',
    target,
    minify: true,
    sourcemap: 'external',
    write: false,
    outdir,
    external: [STARTUP_SPECIFIER],
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [plugin],
  });
  return {
    code: result.outputFiles.find((output) => output.path.endsWith('.js')),
    map: result.outputFiles.find((output) => output.path.endsWith('.js.map')),
  };
}

function writeWithMap(file, { code, map }) {
  writeFileSync(file, `${code.text}//# sourceMappingURL=${basename(file)}.map\n`);
  writeFileSync(`${file}.map`, map.contents);
}

/**
 * @param {{ root: string, entryPath: string, landingPagePaths?: string[], outputs: Record<string, { imports: { path: string, kind: string, external?: boolean }[], exports: string[] }>, target: string[] }} build
 *   entryPath and the outputs' keys are paths relative to root, as in esbuild's metafile. landingPagePaths are
 *   lazy pages most visits open on: the shared chunks they import are folded too, so such a page loads as
 *   the entry plus its own chunk (small chunks each compress on their own and cost a request each).
 * @returns {Promise<{ entryPath: string, folded: string[] }>} the new entry's path (relative to root) and the
 *   folded chunks, now one-line re-exports from it (their source maps removed).
 */
export async function mergeStartupChunks({ root, entryPath, landingPagePaths = [], outputs, target }) {
  const folded = [...new Set([entryPath, ...landingPagePaths].flatMap((path) => staticImportsOf(path, outputs)))];
  if (folded.length === 0) return { entryPath, folded };
  const entryFile = join(root, entryPath);
  const entryDir = dirname(entryFile);
  const foldedFiles = new Set(folded.map((path) => join(root, path)));
  // chunk-QFWCHDOI.js exports `a` as cQFWCHDOI_a: the name follows from the chunk's own content hash. Keyed by
  // the path from the root, which also names a folded module in source maps (no build machine's folders).
  const prefixOf = new Map(folded.map((path) => [path, `c${basename(path, '.js').replace(/^.*-/, '')}_`]));

  const lines = [`import ${JSON.stringify(entryFile)};`];
  for (const path of folded) {
    const names = outputs[path].exports;
    if (names.length === 0) continue;
    const prefix = prefixOf.get(path);
    lines.push(`export { ${names.map((name) => `${name} as ${prefix}${name}`).join(', ')} } from ${JSON.stringify(join(root, path))};`);
  }
  const entry = await rebundle({
    input: { stdin: { contents: lines.join('\n'), resolveDir: entryDir, sourcefile: 'startup.js', loader: 'js' } },
    outdir: entryDir,
    target,
    plugin: {
      name: 'keep-lazy-chunks-external',
      setup(plugin) {
        // Only the entry and the folded chunks are bundled; lazy chunks stay files, imported by a path that is
        // right from the entry's folder.
        plugin.onResolve({ filter: /\.js$/ }, (args) => {
          if (args.kind === 'entry-point' || !args.importer) return undefined;
          const file = isAbsolute(args.path) ? args.path : join(dirname(args.importer), args.path);
          if (file === entryFile || foldedFiles.has(file)) return { path: file };
          return { path: relativeSpecifier(entryDir, file), external: true };
        });
      },
    },
  });
  const name = basename(entryFile).replace(/-[A-Z0-9]+\.js$/, '');
  const newEntryFile = join(entryDir, `${name}-${contentHash(entry.code.contents)}.js`);
  writeWithMap(newEntryFile, entry);
  rmSync(entryFile);
  rmSync(`${entryFile}.map`, { force: true });

  const lazyChunks = Object.keys(outputs).filter((path) => path.endsWith('.js') && path !== entryPath && !prefixOf.has(path));
  for (const path of lazyChunks) {
    if (outputs[path].imports.some((imported) => prefixOf.has(imported.path))) await importFromStartup(join(root, path), root, outputs, prefixOf, target);
  }
  // The folded chunks stay as one-line re-exports from the entry: a lazy chunk a browser cached from a build
  // made before this step existed still imports them by name, and they still lead to the one entry.
  for (const path of folded) {
    writeFileSync(join(root, path), reexportFromStartup(outputs[path].exports, prefixOf.get(path)));
    rmSync(join(root, `${path}.map`), { force: true });
  }
  return { entryPath: relative(root, newEntryFile).split(sep).join('/'), folded };
}

/** Re-bundles one lazy chunk in place so its imports of folded chunks read from the startup entry. */
async function importFromStartup(file, root, outputs, prefixOf, target) {
  const chunk = await rebundle({
    input: { entryPoints: [file] },
    outdir: dirname(file),
    target,
    plugin: {
      name: 'folded-chunks-from-startup',
      setup(plugin) {
        plugin.onResolve({ filter: /\.js$/ }, (args) => {
          if (args.kind === 'entry-point') return undefined;
          const resolved = isAbsolute(args.path) ? args.path : join(dirname(args.importer), args.path);
          const fromRoot = relative(root, resolved).split(sep).join('/');
          if (prefixOf.has(fromRoot)) return { path: fromRoot, namespace: 'folded' };
          return { path: args.path, external: true };
        });
        plugin.onLoad({ filter: /.*/, namespace: 'folded' }, (args) => ({
          contents: reexportFromStartup(outputs[args.path].exports, prefixOf.get(args.path)),
          loader: 'js',
        }));
      },
    },
  });
  writeWithMap(file, chunk);
}
