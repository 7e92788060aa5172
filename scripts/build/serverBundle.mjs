// The server's renderer of the public pages (ui/server/renderPage.tsx), bundled for Node beside the app. It renders
// the same components as the app, so its CSS Module class names must be the app's: both builds name a class
// `<module file>_<class>` (esbuild's local-css naming without identifier minification), which is the same in any
// build as long as no two modules share a file name (test/node/build/serverRendering.test.ts checks both).
import * as esbuild from 'esbuild';
import { join } from 'node:path';

/** Where the renderer lands inside the build's folder; the sandbox never serves it (scripts/sandbox/http/staticFiles.ts). */
export const SERVER_BUNDLE_PATH = 'server/renderPage.mjs';

/** Options both builds share so the server's markup is the app's. */
export const SHARED_RENDER_OPTIONS = {
  jsx: 'automatic',
  loader: { '.module.css': 'local-css', '.svg': 'file', '.png': 'file', '.jpg': 'file', '.woff2': 'file' },
  define: { 'process.env.NODE_ENV': '"production"' },
  // Whitespace and syntax only: minified identifiers would rename the CSS Module classes per build.
  minifyWhitespace: true,
  minifySyntax: true,
  minifyIdentifiers: false,
};

/** Bundles the renderer (React, MobX and all) into `outdir`/SERVER_BUNDLE_PATH. */
export async function buildServerBundle({ root, outdir }) {
  await esbuild.build({
    ...SHARED_RENDER_OPTIONS,
    absWorkingDir: root,
    preserveSymlinks: true,
    entryPoints: [join(root, 'ui/server/renderPage.tsx')],
    outfile: join(outdir, SERVER_BUNDLE_PATH),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Some CommonJS packages (React) call require() for Node's own modules: give the bundle one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    legalComments: 'none',
    logLevel: 'warning',
  });
}
