// Makes each `import()` of a lazy chunk fetch the chunks that chunk imports together with it, as Vite's
// __vitePreload does: without it the browser learns a page chunk's imports only once it has the chunk, and
// their imports one round trip later again.
//   import("./chunks/Page-A.js")  →  (__clipbackPreload(["./chunks/chunk-B.js"]),import("./chunks/Page-A.js"))
// es-module-lexer finds the imports, magic-string edits the text and @jridgewell/remapping chains the maps.
import remapping from '@jridgewell/remapping';
import { init, parse } from 'es-module-lexer';
import MagicString from 'magic-string';

const HELPER = '__clipbackPreload';
// Adds a <link rel="modulepreload"> (fetched and parsed, not run) per path, resolved from the file's own URL,
// unless the page has one already (index.html preloads the entry's chunks).
const HELPER_LINE =
  `const ${HELPER}=(paths,base=import.meta.url)=>{for(const path of paths){const href=new URL(path,base).href;` +
  `if(![...document.querySelectorAll("link[rel=modulepreload]")].some((link)=>link.href===href))` +
  `document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href}))}};\n`;

/**
 * @param {{ code: string, map: object }} chunk a built chunk and its source map
 * @param {(specifier: string) => string[]} preloadsOf for an `import()`'s specifier, the paths to preload with
 *   it, relative to the chunk (none: the import is left as it was)
 * @returns {Promise<{ code: string, map: object }>}
 */
export async function preloadChunkImports({ code, map }, preloadsOf) {
  await init;
  const text = new MagicString(code);
  for (const { d: dynamicAt, n: specifier, ss: start, se: end } of parse(code)[0]) {
    const paths = dynamicAt > -1 && specifier ? preloadsOf(specifier) : [];
    if (paths.length) text.appendLeft(start, `(${HELPER}(${JSON.stringify(paths)}),`).prependRight(end, ')');
  }
  if (!text.hasChanged()) return { code, map };
  text.prepend(HELPER_LINE);
  return { code: text.toString(), map: remapping([text.generateMap({ hires: 'boundary' }), map], () => null) };
}
