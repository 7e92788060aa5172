// Makes a lazy chunk's own imports load together with it: after the startup merge, before the terser pass
// (which minifies the helper and the calls too).
//
// Why: `import("./chunks/RetailerPage-….js")` fetches the page's chunk; the browser learns the chunks that
// chunk imports only once it has it, and those chunks' imports one round trip later again. On a slow mobile
// link each level costs a round trip before the page can render (the retailer page waited on three). As
// Vite does, every `import("…")` of a chunk that has imports of its own is rewritten to first add a
// `<link rel="modulepreload">` for each of them (fetched and parsed, not run), then import as before:
//   import("./chunks/Page-A.js")  →  (__clipbackPreload(["./chunks/chunk-B.js"]),import("./chunks/Page-A.js"))
// The helper is one line put before the file's code; it resolves the paths against the file's own URL and
// adds each link once. Source maps are shifted to match, so the rest of the line still maps where it did.
//
// A rewritten file keeps its name: what it adds follows from the names it already contains (a chunk's name is
// its content's hash, and names its imports), so one name still means one content.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

export const PRELOAD_HELPER = '__clipbackPreload';

const HELPER_LINE =
  `const ${PRELOAD_HELPER}=(paths,added=${PRELOAD_HELPER}.added??=new Set)=>paths.map((path)=>{` +
  `const href=new URL(path,import.meta.url).href;if(added.has(href))return;added.add(href);` +
  `document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href}))});\n`;

/** `import("./x.js")` with a relative specifier, as esbuild writes a dynamic import of a chunk. */
const DYNAMIC_IMPORT = /(?<![\w$.])import\("(\.\.?\/[^"]+\.js)"\)/g;

const toPosix = (path) => path.split(sep).join('/');
const relativePath = (fromDir, file) => toPosix(relative(fromDir, file));

/**
 * The rewritten text, and the insertions made (line and column in the original text, both from 0), for
 * `shiftSourceMap`. `dependenciesOf` answers, for a chunk's path, the paths of the chunks to preload with it
 * (all relative to one root; `file` too); a chunk with none is imported as before.
 * @param {{ file: string, text: string, dependenciesOf: (chunkPath: string) => string[] }} input
 * @returns {{ text: string, insertions: { line: number, column: number, length: number }[] }}
 */
export function rewriteDynamicImports({ file, text, dependenciesOf }) {
  const fromDir = dirname(file);
  const insertions = [];
  let rewritten = '';
  let copiedUpTo = 0;
  for (const match of text.matchAll(DYNAMIC_IMPORT)) {
    const dependencies = dependenciesOf(toPosix(join(fromDir, match[1])));
    if (dependencies.length === 0) continue;
    const prefix = `(${PRELOAD_HELPER}(${JSON.stringify(dependencies.map((path) => relativePath(fromDir, path)))}),`;
    const start = match.index;
    const end = start + match[0].length;
    rewritten += `${text.slice(copiedUpTo, start)}${prefix}${match[0]})`;
    copiedUpTo = end;
    insertions.push({ ...positionOf(text, start), length: prefix.length }, { ...positionOf(text, end), length: 1 });
  }
  if (insertions.length === 0) return { text, insertions };
  return { text: HELPER_LINE + rewritten + text.slice(copiedUpTo), insertions };
}

function positionOf(text, index) {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  let line = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line += 1;
  return { line, column: index - lineStart };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The first value of a segment (its generated column, relative to the previous segment's), and its length. */
function decodeFirstValue(segment) {
  let value = 0;
  let shift = 0;
  let at = 0;
  for (;;) {
    const digit = at < segment.length ? BASE64.indexOf(segment[at++]) : -1;
    if (digit === -1) throw new Error(`preloadLazyChunks: the source map segment "${segment}" is not base64 VLQ`);
    value += (digit & 31) << shift;
    if ((digit & 32) === 0) break;
    shift += 5;
  }
  return { value: value & 1 ? -(value >>> 1) : value >>> 1, length: at };
}

function encodeValue(value) {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = '';
  do {
    let digit = rest & 31;
    rest >>>= 5;
    if (rest > 0) digit |= 32;
    out += BASE64[digit];
  } while (rest > 0);
  return out;
}

/**
 * The source map of the rewritten text: one unmapped line first (the helper), and on each line with
 * insertions every mapping at or after an insertion moved right by its length.
 * @param {{ mappings: string }} map a version 3 source map of the original text
 * @param {{ line: number, column: number, length: number }[]} insertions
 */
export function shiftSourceMap(map, insertions) {
  const lines = map.mappings.split(';').map((line, index) => {
    const onLine = insertions.filter((insertion) => insertion.line === index);
    if (onLine.length === 0 || line === '') return line;
    let column = 0;
    let shiftedPrevious = 0;
    return line
      .split(',')
      .map((segment) => {
        const { value, length } = decodeFirstValue(segment);
        column += value;
        const shifted = column + onLine.filter((insertion) => insertion.column <= column).reduce((sum, insertion) => sum + insertion.length, 0);
        const encoded = encodeValue(shifted - shiftedPrevious) + segment.slice(length);
        shiftedPrevious = shifted;
        return encoded;
      })
      .join(',');
  });
  return { ...map, mappings: `;${lines.join(';')}` };
}

/**
 * Rewrites each file in place (and its .js.map beside it, when there is one).
 * @param {{ root: string, files: string[], dependenciesOf: (chunkPath: string) => string[] }} build
 *   files and the chunk paths are relative to root, as in esbuild's metafile.
 */
export function preloadLazyChunks({ root, files, dependenciesOf }) {
  for (const file of files) {
    const path = join(root, file);
    const { text, insertions } = rewriteDynamicImports({ file, text: readFileSync(path, 'utf8'), dependenciesOf });
    if (insertions.length === 0) continue;
    writeFileSync(path, text);
    let map;
    try {
      map = JSON.parse(readFileSync(`${path}.map`, 'utf8'));
    } catch {
      continue; // no map to keep in step
    }
    writeFileSync(`${path}.map`, JSON.stringify(shiftSourceMap(map, insertions)));
  }
}
