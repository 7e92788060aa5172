// The built app the instances serve. `npm test` runs the e2e tier (which builds) just before this one, so
// the build is reused when dist/ is newer than every source; else the tier builds it (~30–90 s on 2 cores).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Folders that never feed the build; documentation (*.md) does not either. */
const NOT_SOURCES = new Set(['node_modules', '.git', '.ci', 'dist', 'docs', 'test', 'test-results', '.data']);
const isDocumentation = (name: string) => name.endsWith('.md');

function newestSourceMs(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (NOT_SOURCES.has(entry.name) || isDocumentation(entry.name)) continue;
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceMs(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export function ensureFreshBuild(repoRoot: string): 'reused' | 'built' {
  const index = join(repoRoot, 'dist', 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs >= newestSourceMs(repoRoot)) return 'reused';
  execFileSync(process.execPath, [join(repoRoot, 'build.mjs')], { cwd: repoRoot, stdio: 'ignore' });
  return 'built';
}
