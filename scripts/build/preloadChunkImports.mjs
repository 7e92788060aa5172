// Makes each `import()` of a lazy chunk fetch what that chunk needs together with it, as Vite's __vitePreload
// does: the chunks it imports (without it the browser learns a page chunk's imports only once it has the chunk,
// and their imports one round trip later again) and its stylesheets, which the import then waits for, so a page
// never shows unstyled.
//   import("./chunks/Page-A.js")  →  __clipbackPreload(import("./chunks/Page-A.js"),[0],[1])
// the numbers indexing one list of the file's paths, ["./chunks/chunk-B.js","../styles/Page-A.css"], so a path
// many imports share (a stylesheet, a chunk) is written once.
// es-module-lexer finds the imports, magic-string edits the text and @jridgewell/remapping chains the maps.
import remapping from '@jridgewell/remapping';
import { init, parse } from 'es-module-lexer';
import MagicString from 'magic-string';

const HELPER = '__clipbackPreload';
const PATHS = '__clipbackPreloadPaths';
// Paths resolve from the file's own URL. A modulepreload (fetched and parsed, not run) per script and a stylesheet
// link per stylesheet, unless the page has it already (the server's HTML links the page's own); a stylesheet still
// loading (data-loading, set here) is waited for, one that fails is removed so that a retry adds it again.
const LINKS = '__clipbackPreloadLinks';
const HELPER_LINE =
  // The page's links, read once per task: a signed-in start makes a dozen imports in one task, and each scan of the
  // page's links (and their URLs) cost a slow phone milliseconds. The links added here join it.
  `let ${LINKS}=null;\n` +
  `const ${HELPER}=(module,scripts,styles,base=import.meta.url)=>{` +
  `const links=${LINKS}??=(queueMicrotask(()=>${LINKS}=null),new Map([...document.querySelectorAll("link")].map((link)=>[link.rel+" "+link.href,link])));` +
  `const add=(rel,href)=>{const link=Object.assign(document.createElement("link"),{rel,href});links.set(rel+" "+href,link);return link};` +
  `for(const index of scripts){const href=new URL(${PATHS}[index],base).href;` +
  // Adding a preload starts its fetch, a few milliseconds on a slow phone: one per task keeps a signed-in start's short.
  `if(!links.has("modulepreload "+href)){const link=add("modulepreload",href);setTimeout(()=>document.head.append(link))}}` +
  `const applied=styles.map((index)=>{const href=new URL(${PATHS}[index],base).href;let link=links.get("stylesheet "+href);` +
  `if(link&&!("loading"in link.dataset))return;` +
  `if(!link){link=add("stylesheet",href);link.dataset.loading="";` +
  `link.addEventListener("load",()=>delete link.dataset.loading);link.addEventListener("error",()=>link.remove());document.head.append(link)}` +
  `return new Promise((resolve,reject)=>{link.addEventListener("load",resolve);link.addEventListener("error",()=>reject(new Error("Could not load "+href)))})});` +
  `return Promise.all([module,...applied]).then(([loaded])=>loaded)};\n`;

/**
 * @param {{ code: string, map: object }} chunk a built chunk and its source map
 * @param {(specifier: string) => { scripts: string[], styles: string[] }} preloadsOf for an `import()`'s specifier,
 *   the scripts to preload and the stylesheets to apply with it, relative to the chunk (none: the import is left as it was)
 * @returns {Promise<{ code: string, map: object }>}
 */
export async function preloadChunkImports({ code, map }, preloadsOf) {
  await init;
  const text = new MagicString(code);
  const paths = [];
  const indexOf = (path) => (paths.includes(path) ? paths.indexOf(path) : paths.push(path) - 1);
  for (const { d: dynamicAt, n: specifier, ss: start, se: end } of parse(code)[0]) {
    const { scripts, styles } = dynamicAt > -1 && specifier ? preloadsOf(specifier) : { scripts: [], styles: [] };
    if (!scripts.length && !styles.length) continue;
    text.appendLeft(start, `${HELPER}(`).prependRight(end, `,${JSON.stringify(scripts.map(indexOf))},${JSON.stringify(styles.map(indexOf))})`);
  }
  if (!text.hasChanged()) return { code, map };
  text.prepend(`const ${PATHS}=${JSON.stringify(paths)};\n${HELPER_LINE}`);
  return { code: text.toString(), map: remapping([text.generateMap({ hires: 'boundary' }), map], () => null) };
}
