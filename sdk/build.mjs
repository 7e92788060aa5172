#!/usr/bin/env node
// `node sdk/build.mjs` (from the repository root or anywhere): builds the publishable SDK into sdk/dist/.
// - dist/index.js: one ES module bundled by esbuild, minified, everything inlined except openapi-fetch
//   (the one runtime dependency, resolved by the consumer's package manager);
// - dist/**/*.d.ts: declarations from tsc (sdk/tsconfig.json, emitDeclarationOnly), with relative import
//   specifiers rewritten to explicit `.js` paths so consumers on `moduleResolution: node16/nodenext` resolve them.
// The generated GraphQL documents (src/generated/<service>/<Name>.ts) are shipped without ignored
// characters (graphql-js `stripIgnoredCharacters`): the same operations, a smaller bundle and smaller request bodies.
import * as esbuild from 'esbuild';
import { parse, stripIgnoredCharacters } from 'graphql';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const sdkDir = dirname(fileURLToPath(import.meta.url));
const distDir = join(sdkDir, 'dist');
const require = createRequire(import.meta.url);

export async function buildSdk({ quiet = false } = {}) {
  rmSync(distDir, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: [join(sdkDir, 'src/index.ts')],
    outfile: join(distDir, 'index.js'),
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    // Not minifyWhitespace, which drops /* @__PURE__ */: with it, a consumer's bundler keeps every document.
    minifyIdentifiers: true,
    minifySyntax: true,
    external: ['openapi-fetch'],
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [compactGraphqlDocuments],
  });
  const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', join(sdkDir, 'tsconfig.json')], {
    encoding: 'utf8',
  });
  if (tsc.status !== 0) {
    throw new Error(`sdk build: tsc failed\n${tsc.stdout}${tsc.stderr}`);
  }
  const declarations = listFiles(distDir).filter((file) => file.endsWith('.d.ts'));
  for (const file of declarations) writeFileSync(file, withExplicitExtensions(file, readFileSync(file, 'utf8')));
  if (!quiet) {
    const size = statSync(join(distDir, 'index.js')).size;
    console.log(`sdk build: dist/index.js ${size} bytes minified, ${declarations.length} declaration files`);
  }
  return { distDir, entry: join(distDir, 'index.js') };
}

/**
 * Compacts the GraphQL text of each `gql` template of a generated document module, and writes the template as
 * a call, `gql([text…], fragment…)`: esbuild keeps the generated `/*#__PURE__*\/` mark on a call, not on a tagged
 * template, and a consumer's bundler needs it to drop the documents its code never sends.
 */
const compactGraphqlDocuments = {
  name: 'compact-graphql-documents',
  setup(build) {
    build.onLoad({ filter: /[\\/]generated[\\/]\w+[\\/]\w+\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const contents = source.replace(/\bgql`([^`]*)`/g, (_literal, body) => {
        const parts = body.split(/\$\{(\w+)\}/);
        const texts = parts.filter((_, index) => index % 2 === 0).map(compact);
        const fragments = parts.filter((_, index) => index % 2 === 1);
        return `gql(${[JSON.stringify(texts), ...fragments].join(', ')})`;
      });
      return { contents, loader: 'ts' };
    });
  },
};

/** A GraphQL text without ignored characters, or the text as it is when it does not parse. */
function compact(text) {
  if (text.trim() === '') return '';
  try {
    parse(text);
  } catch {
    return text;
  }
  return stripIgnoredCharacters(text);
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** `from './errors'` → `from './errors.js'`; a folder (`'..'`, `'./graphql'`) → `'../index.js'`, `'./graphql/index.js'`. */
function withExplicitExtensions(file, source) {
  return source.replace(/(\bfrom\s*|\bimport\s*\(\s*)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g, (match, lead, quote, specifier) => {
    if (/\.(js|mjs|cjs|json)$/.test(specifier)) return match;
    const target = resolve(dirname(file), specifier);
    const folder = specifier.replace(/\/$/, '');
    const explicit = existsSync(`${target}.d.ts`)
      ? `${specifier}.js`
      : existsSync(join(target, 'index.d.ts'))
        ? `${folder}/index.js`
        : null;
    if (!explicit) throw new Error(`sdk build: ${file} imports ${specifier}, which has no declaration file`);
    return `${lead}${quote}${explicit}${quote}`;
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildSdk();
}
