// Names every built file after the hash of its final bytes (after the preload rewrite and terser), so a name
// served `immutable` always means one content. esbuild's `[hash]` is taken before those steps; it is used here
// only to find where a file is named. A file is named after the files it names, whose new names it then holds.
import { createHash } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/** `name-HASH.ext`, as esbuild's `[name]-[hash]` writes it and as this step writes it back. */
const HASHED_NAME = /^(.+)-[A-Z0-9]{8}((?:\.[a-z0-9]+)+)$/;
/** Files that can name others (a script its chunks and source map, a stylesheet its images and map). */
const NAMES_OTHERS = /\.(js|css)$/;

/** Eight hex digits of the SHA-256 of the bytes, upper case: as long as esbuild's hash, so maps stay right. */
export const contentHash = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 8).toUpperCase();

/**
 * @param {Map<string, string | Uint8Array>} files path → final contents, each name holding esbuild's hash
 * @returns {Map<string, { path: string, contents: string | Uint8Array }>} old path → new path and contents
 */
export function nameByContent(files) {
  const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const oldNames = [...files.keys()].map((path) => basename(path)).sort((a, b) => b.length - a.length);
  const mention = new RegExp(oldNames.map(escape).join('|'), 'g');
  const newNames = new Map();
  const named = new Map();
  const namedIn = (path, contents) => (NAMES_OTHERS.test(path) ? contents.match(mention) ?? [] : []);
  while (named.size < files.size) {
    const ready = [...files].filter(([path, contents]) => !named.has(path) && namedIn(path, contents).every((name) => newNames.has(name)));
    if (ready.length === 0) throw new Error(`build: these files name each other in a cycle: ${[...files.keys()].filter((path) => !named.has(path)).join(', ')}`);
    for (const [path, contents] of ready) {
      const final = NAMES_OTHERS.test(path) ? contents.replace(mention, (name) => newNames.get(name)) : contents;
      const [, stem, extension] = basename(path).match(HASHED_NAME) ?? [];
      if (!stem) throw new Error(`build: ${path} has no [hash] to replace`);
      const name = `${stem}-${contentHash(final)}${extension}`;
      newNames.set(basename(path), name);
      named.set(path, { path: join(dirname(path), name), contents: final });
    }
  }
  return named;
}
