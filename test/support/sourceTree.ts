// A second checkout of this tree in another folder, for tests that build or run the app from there: the files
// git would ship (tracked and untracked, not ignored, as they are in the working tree now), with node_modules
// linked in rather than installed again.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';

export function copySourceTree(repoRoot: string, into: string): void {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 });
  // --cached also lists files deleted in the working tree but not yet committed as deleted.
  const files = listed.toString('utf8').split('\0').filter((path) => path && existsSync(join(repoRoot, path)));
  for (const path of files) {
    mkdirSync(dirname(join(into, path)), { recursive: true });
    copyFileSync(join(repoRoot, path), join(into, path));
  }
  symlinkSync(join(repoRoot, 'node_modules'), join(into, 'node_modules'), 'dir');
}

/** Runs `node build.mjs` in `folder` (its dist/), as a deploy would; rejects with the build's output on failure. */
export function buildIn(folder: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(folder, 'build.mjs')], { cwd: folder, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`node build.mjs in ${folder} exited ${code}:\n${errors}`))));
  });
}
