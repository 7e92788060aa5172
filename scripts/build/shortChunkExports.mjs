// Gives a shared chunk's exports the short names terser gave their bindings, and its importers those names:
//   chunk-A.js   export{d as DEFAULT_ERROR,f as require_react}   →  export{d,f}
//   Page-B.js    import{DEFAULT_ERROR as e}from"./chunk-A.js"     →  import{d as e}from"./chunk-A.js"
// esbuild names a chunk's exports after its modules' bindings, and terser mangles what a module keeps inside but
// never the names it exports: the startup chunk's export list, which every lazy chunk imports from, was 4 KB of
// source names (1.6 KB brotli of the home page's start-up script). Only chunks that no import() loads (their
// exports are read by import statements alone, never as an object's keys) are renamed; an entry keeps its names.
// es-module-lexer finds the statements, magic-string edits the text and @jridgewell/remapping chains the maps.
import remapping from '@jridgewell/remapping';
import { init, parse } from 'es-module-lexer';
import MagicString from 'magic-string';

/** `import{a as b,c}from"…"` and `export{a as b}from"…"`: the binding lists between chunks, as esbuild and terser write them. */
const NAMED_CLAUSE = /^(import|export)\s*\{([^}]*)\}\s*from\s*["']/;
/** `import"…"`: a chunk run for its effects, nothing named. */
const BARE_IMPORT = /^import\s*["']/;
const IDENTIFIER = /^[\p{ID_Start}$_][\p{ID_Continue}$\u200c\u200d]*$/u;

/**
 * Rewrites `files` (a chunk's path → its code, `<path>.map` → its source map's JSON) in place.
 * @param {Map<string, string>} files
 * @param {{ chunks: string[], shared: Set<string>, resolveImport: (chunk: string, specifier: string) => string }} graph
 *   the JavaScript chunks, those no import() loads, and a specifier's path as seen from a chunk
 */
export async function shortenChunkExports(files, { chunks, shared, resolveImport }) {
  await init;
  const parsed = new Map(chunks.map((chunk) => [chunk, parse(files.get(chunk))]));
  const edits = new Map(chunks.map((chunk) => [chunk, new MagicString(files.get(chunk))]));
  const renamed = new Map();
  for (const chunk of shared) renamed.set(chunk, renameExports(chunk, parsed.get(chunk)[1], edits.get(chunk)));
  for (const chunk of chunks) {
    const code = files.get(chunk);
    for (const { d: dynamicAt, n: specifier, ss: start, se: end } of parsed.get(chunk)[0]) {
      if (!specifier || !specifier.startsWith('.')) continue;
      const target = resolveImport(chunk, specifier);
      if (!shared.has(target)) continue;
      if (dynamicAt > -1) throw new Error(`${chunk}: import() of ${specifier}, a chunk whose exports are renamed`);
      rewriteBindings(chunk, code.slice(start, end), start, renamed.get(target), edits.get(chunk));
    }
  }
  for (const chunk of chunks) {
    const text = edits.get(chunk);
    if (!text.hasChanged()) continue;
    files.set(chunk, text.toString());
    files.set(`${chunk}.map`, JSON.stringify(remapping([text.generateMap({ hires: 'boundary' }), JSON.parse(files.get(`${chunk}.map`))], () => null)));
  }
}

/** Each export takes its binding's (mangled) name, or the next free short one when two exports share a binding. */
function renameExports(chunk, exports, text) {
  const names = new Map();
  const taken = new Set();
  for (const { n: exported, ln: local, ls: localStart, s: start, e: end } of exports) {
    if (!local || !IDENTIFIER.test(local)) throw new Error(`${chunk}: cannot rename its export "${exported}" (not a binding of its own)`);
    const short = taken.has(local) ? freeName(taken) : local;
    taken.add(short);
    names.set(exported, short);
    if (short === exported) continue;
    // `d as DEFAULT_ERROR` becomes `d`; a second export of `d` becomes `d as a`.
    if (short === local) text.overwrite(localStart, end, local);
    else text.overwrite(start, end, short);
  }
  return names;
}

/** The shortest name (a, b, … then aa, ab, …) not in `taken`. */
function freeName(taken) {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$';
  for (let length = 1; ; length++) {
    const counter = Array(length).fill(0);
    for (;;) {
      const name = counter.map((index) => letters[index]).join('');
      if (!taken.has(name)) return name;
      let position = length - 1;
      while (position >= 0 && ++counter[position] === letters.length) counter[position--] = 0;
      if (position < 0) break;
    }
  }
}

/** Rewrites the names one import (or re-export) statement takes from a renamed chunk. */
function rewriteBindings(chunk, statement, statementStart, names, text) {
  if (BARE_IMPORT.test(statement)) return;
  const clause = NAMED_CLAUSE.exec(statement);
  if (!clause) throw new Error(`${chunk}: cannot rename the bindings of \`${statement.slice(0, 80)}\``);
  const bindings = clause[2].split(',').map((binding) => binding.trim()).filter(Boolean).map((binding) => {
    const [foreign, alias = foreign] = binding.split(/\s+as\s+/);
    const short = names.get(foreign);
    if (short === undefined) throw new Error(`${chunk}: imports "${foreign}", which the chunk does not export`);
    return short === alias ? alias : `${short} as ${alias}`;
  });
  const listStart = statementStart + clause[0].indexOf('{') + 1;
  text.overwrite(listStart, listStart + clause[2].length, bindings.join(','));
}
