#!/usr/bin/env node
// `node scripts/bench/sdkSize.mjs`: builds @clipback/sdk (sdk/build.mjs) and prints what it costs at run
// time, minified and gzipped, types excluded:
//   - the SDK itself (sdk/dist/index.js: our code, the GraphQL registries, everything but openapi-fetch);
//   - the SDK with openapi-fetch, its one runtime dependency, as an app bundle would ship both.
// The target is 8 KB gzip for the SDK itself (exit 1 when over); the line with openapi-fetch is reported too.
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildSdk } from '../../sdk/build.mjs';

const TARGET_BYTES = 8 * 1024;

function measure(code) {
  const bytes = Buffer.from(code);
  return {
    minified: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const { entry } = await buildSdk({ quiet: true });
const own = measure(readFileSync(entry));
const bundled = await esbuild.build({
  entryPoints: [entry],
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});
const withFetch = measure(bundled.outputFiles[0].contents);

const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
const row = (label, size) =>
  `${label.padEnd(34)} ${kb(size.minified).padStart(9)} ${kb(size.gzip).padStart(9)} ${kb(size.brotli).padStart(9)}`;
console.log(`${''.padEnd(34)} ${'minified'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`);
console.log(row('@clipback/sdk (dist/index.js)', own));
console.log(row('@clipback/sdk + openapi-fetch', withFetch));
console.log(row('  of which openapi-fetch', {
  minified: withFetch.minified - own.minified,
  gzip: withFetch.gzip - own.gzip,
  brotli: withFetch.brotli - own.brotli,
}));
const ok = own.gzip < TARGET_BYTES;
console.log(`target under ${kb(TARGET_BYTES)} gzip: SDK ${kb(own.gzip)} ${ok ? 'met' : 'OVER'}; ` +
  `with openapi-fetch ${kb(withFetch.gzip)} ${withFetch.gzip < TARGET_BYTES ? 'met' : 'over'}`);
process.exitCode = ok ? 0 : 1;
