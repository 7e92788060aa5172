#!/usr/bin/env node
// Production build: esbuild bundles ui/main.tsx into dist/assets as ES modules, the entry's code in one chunk
// and a lazy chunk per page (each dynamic import), minified, with source maps; the CSS goes into one stylesheet per
// set of pages that share it, the entry's holding only the startup graph's (scripts/build/pageStyles.mjs), and the
// lazy chunks run copies of the startup's modules of constants (scripts/build/constantCopies.mjs). Then,
// before anything is written: each import() of a chunk also preloads the chunks that chunk imports and applies its
// stylesheets (scripts/build/preloadChunkImports.mjs), terser minifies once more, and every file is named after the
// hash of its final bytes (scripts/build/nameByContent.mjs). index.html preloads the entry's chunks;
// page-assets.json tells a server what each page needs; text files are precompressed and a size report printed.
import * as esbuild from 'esbuild';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { minify } from 'terser';
import { nameByContent } from './scripts/build/nameByContent.mjs';
import { preloadChunkImports } from './scripts/build/preloadChunkImports.mjs';
import { shortenChunkExports } from './scripts/build/shortChunkExports.mjs';
import { constantCopiesOutsideStartup, startupModules } from './scripts/build/constantCopies.mjs';
import { byCodePoint, moduleOf, styleGroupEntries, styleGroupIndexOf, styleGroups } from './scripts/build/pageStyles.mjs';
import { buildServerBundle, SHARED_RENDER_OPTIONS } from './scripts/build/serverBundle.mjs';
import { buildServiceWorker, precacheManifest } from './scripts/build/serviceWorker.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const COMPRESSIBLE = /\.(js|css|html|svg|json|map|webmanifest)$/;
/** The install icons (drawn by scripts/build/makeIcons.mjs), served under /icons/. */
const ICONS_DIR = join(root, 'ui/static/icons');
/** The app's icon for browsers that ask /favicon.ico (pages linking no icon); drawn by scripts/build/makeIcons.mjs. */
const FAVICON_ICO = join(root, 'ui/static/favicon.ico');
const MANIFEST_PATH = '/manifest.webmanifest';
const APP_ENTRY = join(root, 'ui/main.tsx');
/** The app's second entry: a server-rendered page's loader, which starts the app after the page's first paint. */
const AFTER_FIRST_PAINT_ENTRY = join(root, 'ui/startAfterFirstPaint.ts');
/** Where the stylesheets go, under assets/ (apart from esbuild's own per-entry ones, which are dropped). */
const STYLES_DIR = 'styles';
/** What each page needs, for the server to link in its HTML (see pageAssetsJson). */
const PAGE_ASSETS = 'page-assets.json';
// https://v8.dev/blog/explicit-compile-hints: the startup chunks' functions compile while it downloads instead of each
// on its first call in the startup task (about half that task on a slow phone). Other browsers see a comment.
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';
// terser folds what esbuild's minifier leaves (about 3 KB gzip off the startup chunks).
const TERSER_OPTIONS = { module: true, compress: { passes: 2 }, format: { comments: false } };

/**
 * Builds `entry` (an absolute path) into `outdir`; answers the size report and the entry's public path. The files
 * are written to a sibling folder and swapped in at the end: a server reading `outdir` during a rebuild keeps
 * serving the previous build whole (never a missing index.html), and a failed build leaves it in place.
 */
export async function build({ entry = APP_ENTRY, outdir = join(root, 'dist'), quiet = false } = {}) {
  // A sibling, so the relative paths the build writes (source maps' sources) are those of `outdir` itself.
  const staging = join(dirname(outdir), `.${basename(outdir)}.building-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    const built = await buildInto({ entry, outdir: staging, quiet });
    swapIn(staging, outdir);
    return built;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Replaces `outdir` with `staging` by two renames, so `outdir` is never seen half-written or empty. */
function swapIn(staging, outdir) {
  const previous = `${staging}-previous`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(outdir)) renameSync(outdir, previous);
  renameSync(staging, outdir);
  rmSync(previous, { recursive: true, force: true });
}

/** The build itself, into `outdir` (a fresh folder). */
async function buildInto({ entry, outdir, quiet }) {
  const options = {
    absWorkingDir: root,
    // A node_modules linked in from elsewhere (a CI cache, a second checkout) is mapped as if it were in the tree,
    // so the source maps (and with them every file's name) do not depend on where it really lives.
    preserveSymlinks: true,
    outdir: join(outdir, 'assets'),
    bundle: true,
    splitting: true,
    format: 'esm',
    target: ['es2022', 'chrome110', 'firefox115', 'safari16'],
    // The JSX, loaders and minification the server's renderer is built with too (terser mangles the names after).
    ...SHARED_RENDER_OPTIONS,
    metafile: true,
    write: false,
    logLevel: 'warning',
  };
  // A first pass maps the modules, to split the CSS by page (scripts/build/pageStyles.mjs).
  const entryModule = relative(root, entry).split(sep).join('/');
  const mapped = await esbuild.build({ ...options, entryPoints: { main: entry }, logLevel: 'silent', plugins: [lazyChunksImportTheEntry(entry)] });
  const groups = styleGroups(mapped.metafile, entryModule);
  const styles = styleGroupEntries(groups, STYLES_DIR);
  const startupGraph = startupModules(mapped.metafile, entryModule);
  const result = await esbuild.build({
    ...options,
    entryPoints: [{ in: entry, out: 'main' }, ...styles.entryPoints],
    legalComments: 'none',
    sourcemap: 'linked',
    entryNames: '[dir]/[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    plugins: [constantCopiesOutsideStartup(startupGraph), lazyChunksImportTheEntry(entry), styles.plugin],
  });
  const outputs = Object.fromEntries(Object.entries(result.metafile.outputs).map(([path, meta]) => [resolve(root, path), meta]));
  // The groups' stylesheets replace esbuild's own, one per entry point (each holding all the CSS it reaches).
  const dropped = new Set(Object.values(outputs).flatMap(({ cssBundle }) => (cssBundle ? [resolve(root, cssBundle), resolve(root, `${cssBundle}.map`)] : [])));
  const files = new Map(result.outputFiles.filter((file) => !dropped.has(file.path)).map((file) => [file.path, COMPRESSIBLE.test(file.path) ? file.text : file.contents]));
  const stylesheetOf = new Map(Object.keys(outputs).flatMap((path) => (styleGroupIndexOf(outputs[path].entryPoint) === undefined ? [] : [[styleGroupIndexOf(outputs[path].entryPoint), path]])));
  /** The stylesheets a module (the entry, or an import() target) needs, in cascade order: a lazy one's never the entry's. */
  const stylesOf = (module) => groups.flatMap(({ modules }, index) => (modules.includes(module) ? [stylesheetOf.get(index)] : []));
  const entryFile = Object.keys(outputs).find((path) => outputs[path].entryPoint && resolve(root, outputs[path].entryPoint) === entry);
  // The entry's code lands in the chunk the lazy chunks share (lazyChunksImportTheEntry), its own file one import of that
  // chunk: pages start with the chunk itself, a request (and its headers) fewer, and the file is not written.
  const entryChunk = onlyImportOf(entryFile, outputs) ?? entryFile;
  if (entryChunk !== entryFile) for (const path of [entryFile, `${entryFile}.map`]) files.delete(path);
  const moduleOfChunk = (chunk) => (chunk === entryChunk ? entryModule : outputs[chunk]?.entryPoint && moduleOf(outputs[chunk].entryPoint));
  const startup = new Set([entryChunk, ...staticImportsOf(entryChunk, outputs)]);
  const entryStyles = stylesOf(entryModule);
  for (const chunk of Object.keys(outputs).filter((path) => path.endsWith('.js') && files.has(path))) {
    // A chunk that runs has its own imports and the startup chunks loaded: preload only the rest.
    const loaded = new Set([...startup, chunk, ...staticImportsOf(chunk, outputs)]);
    const preloadsOf = (specifier) => {
      const target = resolve(dirname(chunk), specifier);
      return {
        scripts: [...staticImportsOf(target, outputs)].filter((path) => !loaded.has(path)).map((path) => relativeSpecifier(chunk, path)),
        styles: stylesOf(moduleOfChunk(target)).map((path) => relativeSpecifier(chunk, path)),
      };
    };
    const rewritten = await preloadChunkImports({ code: files.get(chunk), map: JSON.parse(files.get(`${chunk}.map`)) }, preloadsOf);
    const minified = await minify(rewritten.code, {
      ...TERSER_OPTIONS,
      format: { ...TERSER_OPTIONS.format, preamble: startup.has(chunk) ? EAGER_COMPILE_HINT : undefined },
      sourceMap: { content: rewritten.map, url: `${basename(chunk)}.map` },
    });
    files.set(chunk, `${minified.code}\n`).set(`${chunk}.map`, minified.map);
  }
  const jsChunks = Object.keys(outputs).filter((path) => path.endsWith('.js') && files.has(path));
  await shortenChunkExports(files, {
    chunks: jsChunks,
    // An entry (the app's, or an import() target's wrapper) is read by its export names; the other chunks by imports.
    shared: new Set(jsChunks.filter((path) => !outputs[path].entryPoint)),
    resolveImport: (chunk, specifier) => resolve(dirname(chunk), specifier),
  });
  const loader = entry === APP_ENTRY ? await buildLoader(options.outdir) : null;
  if (loader) files.set(loader.path, loader.text);
  const named = nameByContent(files);
  for (const { path, contents } of named.values()) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, contents);
  }
  const publicPath = (path) => `/${relative(outdir, named.get(path).path).split(sep).join('/')}`;
  const brandName = await domainConstant('BRAND_NAME');
  const brandDescription = await domainConstant('BRAND_DESCRIPTION');
  const shellFiles = [
    { url: '/index.html', contents: indexHtml([...startup].map(publicPath), entryStyles.map(publicPath), brandName, brandDescription) },
    { url: MANIFEST_PATH, contents: webAppManifest(brandName, brandDescription) },
    { url: '/favicon.svg', contents: FAVICON },
    { url: '/favicon.ico', contents: readFileSync(FAVICON_ICO) },
    ...readdirSync(ICONS_DIR).sort().map((name) => ({ url: `/icons/${name}`, contents: readFileSync(join(ICONS_DIR, name)) })),
  ];
  for (const { url, contents } of shellFiles) {
    mkdirSync(dirname(join(outdir, url)), { recursive: true });
    writeFileSync(join(outdir, url), contents);
  }
  const chunks = Object.keys(outputs).filter((path) => path.endsWith('.js') && files.has(path) && moduleOfChunk(path));
  const loaderAssets = loader ? { [relative(root, AFTER_FIRST_PAINT_ENTRY).split(sep).join('/')]: { js: [publicPath(loader.path)], css: [] } } : {};
  writeFileSync(join(outdir, PAGE_ASSETS), pageAssetsJson(chunks, { moduleOfChunk, stylesOf, startup, entryChunk, outputs, publicPath }, loaderAssets));
  // Only what every visit runs is precached (a server-rendered page's loader too: an offline page starts with it);
  // the worker caches the other chunks and stylesheets as they are used.
  const precached = [...startup, ...entryStyles, ...(loader ? [loader.path] : [])];
  await buildServiceWorker({ root, outdir, manifest: precacheManifest(precached, publicPath, shellFiles) });
  // The server's renderer is the app's (a test's small app has none).
  if (entry === APP_ENTRY) await buildServerBundle({ root, outdir });
  const servedFiles = [...named.values()].map(({ path }) => path).filter((path) => !path.endsWith('.map'));
  const report = precompressAndMeasure(outdir, [...servedFiles, ...shellFiles.map(({ url }) => join(outdir, url)), join(outdir, 'sw.js')]);
  if (!quiet) printReport(report, publicPath(entryChunk));
  return { report, entry: publicPath(entryChunk) };
}

/**
 * esbuild gives each module its own chunk per set of entry points that reach it, and counts every import() as an
 * entry point (evanw/esbuild#3780): the code the entry shares with some lazy chunks lands in dozens of startup
 * files. A lazy chunk only ever runs after the entry, so each import() target also imports the entry: the whole
 * startup graph is then shared by the same set and lands in one chunk.
 */
export function lazyChunksImportTheEntry(entry) {
  return {
    name: 'lazy-chunks-import-the-entry',
    setup(build) {
      // The generated modules are named relative to the working folder, and import by relative specifiers: an
      // absolute path would land in the source maps (and so in every file's name) and differ from folder to folder.
      const workingDir = build.initialOptions.absWorkingDir ?? process.cwd();
      build.onResolve({ filter: /.*/ }, async ({ kind, path, resolveDir, importer, pluginData }) => {
        if (kind !== 'dynamic-import' || pluginData === 'target') return undefined;
        const target = await build.resolve(path, { kind, resolveDir, importer, pluginData: 'target' });
        if (target.errors.length) return { errors: target.errors };
        return { path: relative(workingDir, target.path).split(sep).join('/'), namespace: 'lazy-chunk' };
      });
      build.onLoad({ filter: /.*/, namespace: 'lazy-chunk' }, ({ path }) => {
        const file = resolve(workingDir, path);
        const specifier = (to) => JSON.stringify(relativeSpecifier(file, to));
        const target = specifier(file);
        const hasDefault = /\bexport\s+default\b|\bas\s+default\b/.test(readFileSync(file, 'utf8'));
        const contents = `import ${specifier(entry)};\nexport * from ${target};\n${hasDefault ? `export { default } from ${target};\n` : ''}`;
        return { contents, resolveDir: dirname(file), loader: 'js' };
      });
    },
  };
}

/**
 * The server-rendered page's loader (AFTER_FIRST_PAINT_ENTRY) as a classic script of its own (no import: it runs
 * deferred, finding its tag as document.currentScript), minified, for nameByContent: `{ path, text }` in assets/.
 */
async function buildLoader(assetsDir) {
  const { outputFiles } = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [AFTER_FIRST_PAINT_ENTRY],
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    bundle: true,
    format: 'iife',
    target: ['es2022', 'chrome110', 'firefox115', 'safari16'],
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
  });
  return { path: outputFiles[0].path, text: outputFiles[0].text };
}

/** The chunk `file` imports when it has no code nor export of its own and imports nothing else (else undefined). */
function onlyImportOf(file, outputs) {
  const { inputs, imports, exports } = outputs[file];
  const ownCode = Object.values(inputs).some(({ bytesInOutput }) => bytesInOutput > 0);
  return !ownCode && exports.length === 0 && imports.length === 1 && imports[0].kind === 'import-statement' ? resolve(root, imports[0].path) : undefined;
}

/** Every chunk a chunk imports statically, transitively: what the browser fetches before running it. */
function staticImportsOf(chunk, outputs, found = new Set()) {
  for (const { path, kind, external } of outputs[chunk]?.imports ?? []) {
    const imported = resolve(root, path);
    if (kind !== 'import-statement' || external || found.has(imported)) continue;
    found.add(imported);
    staticImportsOf(imported, outputs, found);
  }
  return found;
}

/**
 * dist/page-assets.json: for the entry and each module loaded by import() (its path from the repository's root,
 * `ui/pages/retailer/RetailerPage.tsx`), the public paths of the scripts it runs (its chunk first, then the chunks
 * it imports that the startup did not load) and of the stylesheets it needs (in cascade order), for a server to
 * put in a page's HTML as `<link rel="modulepreload">` and `<link rel="stylesheet">`.
 */
function pageAssetsJson(chunks, { moduleOfChunk, stylesOf, startup, entryChunk, outputs, publicPath }, others = {}) {
  const assets = chunks.map((chunk) => {
    const imported = [...staticImportsOf(chunk, outputs)].filter((path) => chunk === entryChunk || !startup.has(path));
    return [moduleOfChunk(chunk), { js: [publicPath(chunk), ...imported.map(publicPath).sort(byCodePoint)], css: stylesOf(moduleOfChunk(chunk)).map(publicPath) }];
  });
  assets.push(...Object.entries(others));
  return `${JSON.stringify(Object.fromEntries(assets.sort(([a], [b]) => byCodePoint(a, b))), null, 2)}\n`;
}

function relativeSpecifier(fromFile, file) {
  const path = relative(dirname(fromFile), file).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/** A value from the domain's constants, bundled on the fly (this script runs without a TypeScript loader). */
async function domainConstant(name) {
  const bundled = await esbuild.build({
    stdin: { contents: `export { ${name} } from './domain/constants/app.ts';`, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'warning',
  });
  const module = await import(`data:text/javascript,${encodeURIComponent(bundled.outputFiles[0].text)}`);
  return module[name];
}

/** The page: the entry's stylesheet, a modulepreload for each chunk it runs with (entry first), the entry. */
function indexHtml([entryScript, ...entryChunks], entryStyles, brandName, brandDescription) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${brandDescription}">
<meta name="theme-color" content="#0b6e4f">
<title>${brandName}</title>
<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="manifest" href="${MANIFEST_PATH}">
<link rel="apple-touch-icon" href="/icons/icon-192.png">
${entryStyles.map((href) => `<link rel="stylesheet" href="${href}">\n`).join('')}${[entryScript, ...entryChunks].map((href) => `<link rel="modulepreload" href="${href}">\n`).join('')}<script type="module" src="${entryScript}"></script>
</head>
<body>
<noscript>${brandName} needs JavaScript to run.</noscript>
<div id="root"><div class="boot-header" aria-hidden="true"><span class="boot-logo">${brandName}</span></div></div>
</body>
</html>
`;
}

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0b6e4f"/><path d="M21 11.5a6.5 6.5 0 1 0 0 9" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/></svg>`;

/** A colour token of ui/styles/global.css (the manifest's colours are the app's). */
function colourToken(name) {
  const value = readFileSync(join(root, 'ui/styles/global.css'), 'utf8').match(new RegExp(`--${name}:\\s*([^;]+);`))?.[1];
  if (!value) throw new Error(`ui/styles/global.css has no --${name}`);
  return value.trim();
}

/** The web app manifest: installable, opens standalone on the home page, the icons of ICONS_DIR. */
function webAppManifest(brandName, brandDescription) {
  const icon = (name, sizes, purpose) => ({ src: `/icons/${name}`, sizes, type: 'image/png', purpose });
  const manifest = {
    name: `${brandName}: cash back and coupons`,
    short_name: brandName,
    description: brandDescription,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colourToken('color-brand'),
    background_color: colourToken('color-surface'),
    icons: [icon('icon-192.png', '192x192', 'any'), icon('icon-512.png', '512x512', 'any'), icon('icon-maskable-512.png', '512x512', 'maskable')],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Writes .gz and .br beside each text file (the server picks one by Accept-Encoding) and measures them. */
function precompressAndMeasure(outdir, files) {
  return files.map((file) => {
    const raw = readFileSync(file);
    const gzip = gzipSync(raw, { level: 9 });
    if (COMPRESSIBLE.test(file)) {
      writeFileSync(`${file}.gz`, gzip);
      writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
    return { file: relative(outdir, file), raw: raw.length, gzip: gzip.length };
  });
}

function printReport(report, entryPath) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);
  const rows = [...report].sort((a, b) => b.raw - a.raw);
  const width = Math.max(...rows.map((row) => row.file.length), 4);
  console.log(`\n${'file'.padEnd(width)}        raw       gzip`);
  for (const row of rows) console.log(`${row.file.padEnd(width)} ${kb(row.raw)} ${kb(row.gzip)}`);
  const js = rows.filter((row) => row.file.endsWith('.js'));
  const total = (list, key) => list.reduce((sum, row) => sum + row[key], 0);
  console.log(`${'all JavaScript'.padEnd(width)} ${kb(total(js, 'raw'))} ${kb(total(js, 'gzip'))}`);
  const css = rows.filter((row) => row.file.endsWith('.css'));
  const entryCss = css.find((row) => row.file.startsWith(`assets/${STYLES_DIR}/main-`));
  console.log(`${'all CSS'.padEnd(width)} ${kb(total(css, 'raw'))} ${kb(total(css, 'gzip'))}`);
  console.log(`${js.length} JavaScript files, entry ${basename(entryPath)}`);
  console.log(`${css.length} CSS files, entry's ${entryCss ? `${kb(entryCss.raw).trim()} (${kb(entryCss.gzip).trim()} gzip)` : 'none'}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  build().catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
