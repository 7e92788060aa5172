// The service worker's build step: its precache list is the startup files (the entry's chunks and stylesheet,
// each under its content-hashed public name, so the name is the revision) plus the unhashed shell files
// (index.html, the manifest, the icons) revisioned by their content's hash; ui/serviceWorker/sw.ts is then
// bundled with that list in place of workbox's `self.__WB_MANIFEST` into dist/sw.js. The other chunks are
// cached by the worker as they are used.
import * as esbuild from 'esbuild';
import { join } from 'node:path';
import { contentHash } from './nameByContent.mjs';

const SOURCE_MAP = /\.map$/;

/**
 * @param {string[]} outputPaths the startup files' output paths (as build.mjs resolves them)
 * @param {(path: string) => string} publicPathOf an output's public path under its final (hashed) name
 * @param {{ url: string, contents: string | Uint8Array }[]} shellFiles files served under a fixed name
 * @returns {{ url: string, revision: string | null }[]}
 */
export function precacheManifest(outputPaths, publicPathOf, shellFiles) {
  const hashed = outputPaths.filter((path) => !SOURCE_MAP.test(path)).map((path) => ({ url: publicPathOf(path), revision: null }));
  const shell = shellFiles.map(({ url, contents }) => ({ url, revision: contentHash(contents) }));
  // By code point, not localeCompare: the list is in sw.js, whose bytes must not depend on the machine's locale.
  return [...shell, ...hashed].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

/** Bundles the service worker with `manifest` into `outdir`/sw.js (no source map: it is small and public). */
export async function buildServiceWorker({ root, outdir, manifest }) {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [join(root, 'ui/serviceWorker/sw.ts')],
    outfile: join(outdir, 'sw.js'),
    bundle: true,
    format: 'iife',
    target: ['es2022', 'chrome110', 'firefox115', 'safari16'],
    minify: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"', 'self.__WB_MANIFEST': JSON.stringify(manifest) },
    logLevel: 'warning',
  });
}
