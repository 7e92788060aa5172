// The modules of constants (domain/constants/*.ts, each feature's copy.ts) that code outside the startup graph imports
// are copies of their own. esbuild puts a module that both the startup code and a lazy chunk import in the startup
// chunk and exports it from there: the lazy chunk reads it by name. An exported object is one terser can neither
// thin (drop what no startup code reads) nor hoist (ROUTE_NAME.HOME read as a short variable), and every message a lazy
// page shows rode in the startup chunk: 1.9 KB brotli of the home page's start-up script. With a copy, the startup
// chunk keeps its constants to itself, and the lazy chunks share theirs. Constants only (the architecture test
// constantModules.test.ts holds them to that): two copies of a value are the same value.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** domain/constants/*.ts and the features' copy.ts: strings, numbers, frozen tables and pure functions of them. */
export const CONSTANT_MODULE = /^(domain\/constants\/[^/]+|ui\/(.+\/)?copy)\.ts$/;
const NAMESPACE = 'constant-copy';
/** What the copy plugin's own resolve asks esbuild, so that it does not answer itself. */
const RESOLVING = 'constant-copy-resolving';
/** Import kinds whose target is loaded with its importer (not an entry, not an import()). */
const STATIC_KINDS = new Set(['import-statement', 'require-call']);

/** The modules (repo-relative paths) an entry runs before anything else: its static imports, transitively. */
export function startupModules(metafile, entryModule) {
  const found = new Set([entryModule]);
  for (const module of found) {
    for (const { path, kind, external } of metafile.inputs[module]?.imports ?? []) if (STATIC_KINDS.has(kind) && !external) found.add(path);
  }
  return found;
}

/**
 * The plugin: an import of a startup constant module from a module outside `startup` (repo-relative paths, a first
 * pass's startupModules), or from a copy, resolves to the copy. The copy is named by its repo-relative path (its source
 * map's name then reads `constant-copy:domain/constants/…`, the same in any folder).
 */
export function constantCopiesOutsideStartup(startup) {
  return {
    name: 'constant-copies-outside-startup',
    setup(build) {
      const root = build.initialOptions.absWorkingDir ?? process.cwd();
      const repoPath = (path) => relative(root, path).split(sep).join('/');
      build.onResolve({ filter: /.*/ }, async ({ path, kind, importer, namespace, resolveDir, pluginData }) => {
        if (pluginData === RESOLVING || !STATIC_KINDS.has(kind)) return undefined;
        const fromCopy = namespace === NAMESPACE;
        if (!fromCopy && (namespace !== 'file' || startup.has(repoPath(importer)))) return undefined;
        const target = await build.resolve(path, { kind, resolveDir, importer, pluginData: RESOLVING });
        if (target.errors.length) return { errors: target.errors };
        // A constant module the startup code does not import needs no copy: it is in no startup chunk to begin with.
        const copied = !target.external && CONSTANT_MODULE.test(repoPath(target.path)) && startup.has(repoPath(target.path));
        if (!copied) return fromCopy ? target : undefined;
        return { path: repoPath(target.path), namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, ({ path }) => ({
        contents: readFileSync(join(root, path), 'utf8'),
        loader: 'ts',
        resolveDir: dirname(join(root, path)),
      }));
    },
  };
}
