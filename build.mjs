#!/usr/bin/env node
// Production build: esbuild bundles ui/main.tsx into dist/ as ES modules, one lazy chunk per page
// (dynamic imports), content-hashed names, minified, with source maps; folds the chunks the entry always
// loads into it (scripts/build/mergeStartupChunks.mjs), makes each lazy chunk's imports load together with it
// (preloadLazyChunks.mjs), minifies once more with terser (minifyChunks.mjs), then writes an index.html with
// the import map, the entry, its CSS and a header bar for the first paint,
// precompresses text assets and prints a size report.
import * as esbuild from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { directImportsPlugin } from './scripts/build/directImports.mjs';
import { mergeStartupChunks, SPLIT_BUILD_OPTIONS, STARTUP_SPECIFIER, staticImportsOf } from './scripts/build/mergeStartupChunks.mjs';
import { minifyChunks } from './scripts/build/minifyChunks.mjs';
import { preloadLazyChunks } from './scripts/build/preloadLazyChunks.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const outdir = join(root, 'dist');
const assetsDir = join(outdir, 'assets');
const ENTRY = join(root, 'ui/main.tsx');
// The page most visits open on. The shared code it needs (retailer cards, banners, category lists…) joins the
// entry, which compresses better than those small chunks apiece, so the home page loads as two files; other
// pages use most of that code too.
const LANDING_PAGE = 'ui/pages/home/HomePage.tsx';
const COMPRESSIBLE = /\.(js|css|html|svg|json|map)$/;

export async function build({ quiet = false } = {}) {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(assetsDir, { recursive: true });
  const result = await esbuild.build({
    entryPoints: { main: ENTRY },
    outdir: assetsDir,
    ...SPLIT_BUILD_OPTIONS,
    assetNames: 'media/[name]-[hash]',
    jsx: 'automatic',
    loader: { '.module.css': 'local-css', '.svg': 'file', '.png': 'file', '.jpg': 'file', '.woff2': 'file' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
    plugins: [directImportsPlugin(root)],
  });
  const outputs = Object.entries(result.metafile.outputs);
  const entry = outputs.find(([, meta]) => meta.entryPoint && meta.entryPoint.endsWith('ui/main.tsx'));
  if (!entry) throw new Error('build: the entry chunk is missing from the metafile');
  const [splitEntryPath, entryMeta] = entry;
  const landingPagePaths = outputs.filter(([, meta]) => meta.entryPoint?.endsWith(LANDING_PAGE)).map(([path]) => path);
  const { entryPath, folded } = await mergeStartupChunks({
    root,
    entryPath: splitEntryPath,
    landingPagePaths,
    outputs: result.metafile.outputs,
    target: SPLIT_BUILD_OPTIONS.target,
  });
  const brandName = await domainConstant('BRAND_NAME');
  writeFileSync(join(outdir, 'index.html'), indexHtml(publicPath(entryPath), entryMeta.cssBundle && publicPath(entryMeta.cssBundle), brandName));
  const removed = new Set(folded.map((path) => `${path}.map`));
  const files = outputs.map(([path]) => (path === splitEntryPath ? entryPath : path)).filter((path) => !removed.has(path));
  const foldedStubs = new Set(folded);
  const scripts = files.filter((path) => path.endsWith('.js') && !foldedStubs.has(path));
  // A lazy chunk's imports are fetched with it; the entry and the chunks folded into it are loaded already.
  const loaded = new Set([splitEntryPath, ...folded]);
  preloadLazyChunks({ root, files: scripts, dependenciesOf: (chunk) => staticImportsOf(chunk, result.metafile.outputs).filter((path) => !loaded.has(path)) });
  await minifyChunks(scripts.map((path) => join(root, path)), { runOnLoad: [join(root, entryPath)] });
  const report = precompressAndMeasure(files.filter((path) => !path.endsWith('.map')));
  if (!quiet) printReport(report);
  return { report, entry: publicPath(entryPath) };
}

function publicPath(outputPath) {
  return '/' + relative(outdir, join(root, outputPath)).split('\\').join('/');
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

function indexHtml(entryScript, entryCss, brandName) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${brandName}: earn cash back and unlock coupons at the retailers you already shop.">
<meta name="theme-color" content="#0b6e4f">
<title>${brandName}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${entryCss ? `<link rel="stylesheet" href="${entryCss}">\n` : ''}<script type="importmap">${JSON.stringify({ imports: { [STARTUP_SPECIFIER]: entryScript } })}</script>
<link rel="modulepreload" href="${entryScript}">
<script type="module" src="${entryScript}"></script>
</head>
<body>
<noscript>${brandName} needs JavaScript to run.</noscript>
<div id="root"><div class="boot-header" aria-hidden="true"><span class="boot-logo">${brandName}</span></div></div>
</body>
</html>
`;
}

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0b6e4f"/><path d="M21 11.5a6.5 6.5 0 1 0 0 9" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/></svg>`;

/** Writes .gz and .br beside each text asset (the server picks one by Accept-Encoding) and measures them. */
function precompressAndMeasure(outputPaths) {
  writeFileSync(join(outdir, 'favicon.svg'), FAVICON);
  const files = [...outputPaths.map((path) => join(root, path)), join(outdir, 'index.html'), join(outdir, 'favicon.svg')];
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

function printReport(report) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);
  const rows = [...report].sort((a, b) => b.raw - a.raw);
  const width = Math.max(...rows.map((row) => row.file.length), 4);
  console.log(`\n${'file'.padEnd(width)}        raw       gzip`);
  for (const row of rows) console.log(`${row.file.padEnd(width)} ${kb(row.raw)} ${kb(row.gzip)}`);
  const js = rows.filter((row) => row.file.endsWith('.js'));
  const total = (list, key) => list.reduce((sum, row) => sum + row[key], 0);
  console.log(`${'all JavaScript'.padEnd(width)} ${kb(total(js, 'raw'))} ${kb(total(js, 'gzip'))}`);
  console.log(`${js.length} JavaScript files, entry ${basename(rows.find((r) => r.file.startsWith('assets/main-'))?.file ?? '?')}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  build().catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
