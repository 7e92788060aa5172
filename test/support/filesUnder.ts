import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Folders no source scan enters: installed packages and build output. */
const NOT_SOURCES = new Set(['node_modules', 'dist']);

/**
 * Every file under `dir` (its path from `dir`'s parent, as `join` gives it) whose name `keep` accepts: all files by
 * default. Installed packages and build output are skipped unless `dir` is one of them.
 */
export function filesUnder(dir: string, keep: (name: string) => boolean = () => true): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return NOT_SOURCES.has(entry.name) ? [] : filesUnder(join(dir, entry.name), keep);
    return keep(entry.name) ? [join(dir, entry.name)] : [];
  });
}
