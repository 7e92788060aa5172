// The base commit of `--against`, checked out in a detached git worktree under .tmp/bench-base/<sha> with this
// tree's node_modules linked in (build.mjs maps a linked node_modules as if it were in the tree, so the build is the
// same bytes as one in a checkout of its own). The worktree and its build are kept: a commit does not change,
// so the next run against it reuses them (`git worktree remove --force <path>` drops one).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/**
 * The folder holding `commit`'s files, and whether its build is already there.
 * @param {string} repoRoot @param {string} commit any name git understands (HEAD~1, a branch, a hash)
 */
export function checkoutBase(repoRoot, commit) {
  const sha = git(repoRoot, 'rev-parse', '--verify', `${commit}^{commit}`);
  const folder = join(repoRoot, '.tmp', 'bench-base', sha);
  if (!existsSync(join(folder, '.git'))) {
    mkdirSync(join(repoRoot, '.tmp', 'bench-base'), { recursive: true });
    // A worktree whose folder was deleted by hand is still registered: forget it before adding it again.
    git(repoRoot, 'worktree', 'prune');
    git(repoRoot, 'worktree', 'add', '--detach', folder, sha);
  }
  if (!existsSync(join(folder, 'node_modules'))) symlinkSync(join(repoRoot, 'node_modules'), join(folder, 'node_modules'), 'dir');
  const lockOf = (root) => readFileSync(join(root, 'package-lock.json'), 'utf8');
  if (lockOf(folder) !== lockOf(repoRoot)) {
    console.warn(`[bench] ${commit} has another package-lock.json: it is built with this tree's node_modules, which may not be the ones it locks`);
  }
  return { sha, folder, built: existsSync(join(folder, 'dist', 'index.html')) };
}
