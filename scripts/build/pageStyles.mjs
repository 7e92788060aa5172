// Each page's stylesheet holds its own CSS modules only. esbuild gives every entry point (and each import() is one)
// a stylesheet of all the CSS it reaches, through import() too: the entry's held every page's modules, and each lazy
// chunk (importing the entry, see lazyChunksImportTheEntry) a near-copy of it. So a first build maps the modules;
// the CSS files are then split as esbuild splits code: by the set of entry points that reach each one statically,
// one stylesheet per set. The startup graph's set is the entry's stylesheet; a page fetches the sets it belongs to
// with its chunk. The sets are extra CSS entry points of the real build (`@import`s of their files), so their
// class names are that build's and their source maps esbuild's; esbuild's own per-entry stylesheets are dropped.

const NAMESPACE = 'style-group';
/** Edges that load a file with its importer (not import(), which loads it later). */
const STATIC = new Set(['import-statement', 'require-call', 'import-rule', 'composes-from']);
const LAZY_PREFIX = 'lazy-chunk:';
const CSS = /\.css$/;

/** A lazy chunk's module as the metafile names it (lazyChunksImportTheEntry's wrapper), or the path as it is. */
export const moduleOf = (input) => (input.startsWith(LAZY_PREFIX) ? input.slice(LAZY_PREFIX.length) : input);

/**
 * @param {{ inputs: Record<string, { imports: { path: string, kind: string }[] }> }} metafile a build's metafile
 * @param {string} entry the entry as the metafile names it (relative to the working folder)
 * @returns {{ name: string, files: string[], modules: string[] }[]} the stylesheets: the entry's first (when it has
 *   CSS), each with its CSS files in esbuild's order and the modules (entry or import() targets) that need it
 */
export function styleGroups(metafile, entry) {
  const importsOf = (path) => metafile.inputs[path]?.imports ?? [];
  // esbuild's order for CSS: a file's imports before it, in source order, through import() too.
  const order = [];
  const seen = new Set();
  const visit = (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const { path: imported } of importsOf(path)) visit(imported);
    if (CSS.test(path)) order.push(path);
  };
  visit(entry);
  const reached = (from) => {
    const found = new Set([from]);
    for (const path of found) for (const { path: imported, kind } of importsOf(path)) if (STATIC.has(kind)) found.add(imported);
    return found;
  };
  const startup = reached(entry);
  const lazyModules = [...new Set(Object.keys(metafile.inputs).filter((path) => path.startsWith(LAZY_PREFIX)).map(moduleOf))].sort(byCodePoint);
  const reachedBy = lazyModules.map((module) => [module, reached(module)]);
  const groups = new Map();
  for (const file of order) {
    const modules = startup.has(file) ? [entry] : reachedBy.filter(([, found]) => found.has(file)).map(([module]) => module);
    const key = modules.join('\n');
    if (!groups.has(key)) groups.set(key, { files: [], modules });
    groups.get(key).files.push(file);
  }
  const taken = new Set();
  return [...groups.values()].map(({ files, modules }) => {
    const stem = modules.length === 1 ? baseName(modules[0]) : 'shared';
    let name = stem;
    for (let count = 2; taken.has(name); count += 1) name = `${stem}${count}`;
    taken.add(name);
    return { name, files, modules };
  });
}

/** The groups as esbuild entry points (`out` under `dir`), and the plugin that gives them their `@import`s. */
export function styleGroupEntries(groups, dir) {
  return {
    entryPoints: groups.map(({ name }, index) => ({ in: `${NAMESPACE}:${index}`, out: `${dir}/${name}` })),
    plugin: {
      name: 'style-groups',
      setup(build) {
        const workingDir = build.initialOptions.absWorkingDir ?? process.cwd();
        build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, ({ path }) => ({ path: path.slice(NAMESPACE.length + 1), namespace: NAMESPACE }));
        build.onLoad({ filter: /.*/, namespace: NAMESPACE }, ({ path }) => ({
          // Relative specifiers: an absolute path would differ from folder to folder.
          contents: groups[Number(path)].files.map((file) => `@import ${JSON.stringify(file.startsWith('.') ? file : `./${file}`)};\n`).join(''),
          resolveDir: workingDir,
          loader: 'css',
        }));
      },
    },
  };
}

/** The group an esbuild output is the stylesheet of (its metafile `entryPoint`), or undefined. */
export function styleGroupIndexOf(entryPoint) {
  return entryPoint?.startsWith(`${NAMESPACE}:`) ? Number(entryPoint.slice(NAMESPACE.length + 1)) : undefined;
}

const baseName = (path) => path.slice(path.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
/** By code point, not localeCompare: names and orders land in the built files, whose bytes must not depend on the locale. */
export const byCodePoint = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
