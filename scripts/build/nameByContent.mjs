// Names every built file after the hash of its final bytes (after the preload rewrite and terser), so a name
// served `immutable` always means one content. esbuild's `[hash]` is taken before those steps; it is used here
// only to find where a file is named. A file is named after the files it names, whose new names it then holds.
// Files that name each other (the startup chunk imports a page with import(), the page imports the startup
// chunk) are named together, as Rollup does: each after the hash of the whole group's bytes, so a change to any
// of them renames them all.
import { createHash } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/** `name-HASH.ext`, as esbuild's `[name]-[hash]` writes it and as this step writes it back. */
const HASHED_NAME = /^(.+)-[A-Z0-9]{8}((?:\.[a-z0-9]+)+)$/;
/** Files that can name others (a script its chunks and source map, a stylesheet its images and map). */
const NAMES_OTHERS = /\.(js|css)$/;

/** Eight hex digits of the SHA-256 of the bytes, upper case: as long as esbuild's hash, so maps stay right. */
export const contentHash = (...parts) => parts.reduce((hash, part) => hash.update(part), createHash('sha256')).digest('hex').slice(0, 8).toUpperCase();

/**
 * @param {Map<string, string | Uint8Array>} files path → final contents, each name holding esbuild's hash
 * @returns {Map<string, { path: string, contents: string | Uint8Array }>} old path → new path and contents
 */
export function nameByContent(files) {
  const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pathOf = new Map([...files.keys()].map((path) => [basename(path), path]));
  const mention = new RegExp([...pathOf.keys()].sort((a, b) => b.length - a.length).map(escape).join('|'), 'g');
  const namesIn = (path) => (NAMES_OTHERS.test(path) ? new Set(files.get(path).match(mention) ?? []) : new Set());
  const newNames = new Map();
  const named = new Map();
  for (const group of groupsDependenciesFirst([...files.keys()], (path) => [...namesIn(path)].map((name) => pathOf.get(name)))) {
    const rename = (path) => (NAMES_OTHERS.test(path) ? files.get(path).replace(mention, (name) => newNames.get(name) ?? name) : files.get(path));
    const outsideNamed = group.map(rename);
    const cycle = group.length > 1 || namesIn(group[0]).has(basename(group[0]));
    for (const path of group) {
      const [, stem, extension] = basename(path).match(HASHED_NAME) ?? [];
      if (!stem) throw new Error(`build: ${path} has no [hash] to replace`);
      newNames.set(basename(path), `${stem}-${cycle ? contentHash(...outsideNamed, basename(path)) : contentHash(outsideNamed[0])}${extension}`);
    }
    for (const path of group) named.set(path, { path: join(dirname(path), newNames.get(basename(path))), contents: rename(path) });
  }
  return named;
}

/** Tarjan's strongly connected components: each group after every group it depends on. */
function groupsDependenciesFirst(nodes, dependenciesOf) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const groups = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    for (const next of dependenciesOf(node)) {
      if (!index.has(next)) visit(next), low.set(node, Math.min(low.get(node), low.get(next)));
      else if (stack.includes(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    for (let member; member !== node; ) group.push((member = stack.pop()));
    groups.push(group);
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return groups;
}
