/** Runs dependency-cruiser with the repository's rules (.dependency-cruiser.cjs) and lists what breaks them. */
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { join } from 'node:path';

export const REPOSITORY_ROOT = join(import.meta.dirname, '../../..');
const CONFIG_FILE = join(REPOSITORY_ROOT, '.dependency-cruiser.cjs');

/** One line per broken rule: `rule: from → to`, a cycle written out in full. */
function describe(violation: IViolation): string {
  const path = violation.cycle?.length ? [violation.from, ...violation.cycle.map((step) => step.name)] : [violation.from, violation.to];
  return `${violation.rule.name}: ${path.join(' → ')}`;
}

/**
 * Cruises `paths` (files or folders, relative to `baseDir`) and answers every violation of the rules.
 * `baseDir` is the repository by default; a test points it at a tree of its own.
 */
export async function findBoundaryViolations(paths: string[], baseDir = REPOSITORY_ROOT): Promise<string[]> {
  const options = await extractDepcruiseOptions(CONFIG_FILE);
  const { output } = await cruise(paths, { ...options, baseDir });
  const violations = (output as ICruiseResult).summary.violations;
  return violations.map(describe).sort();
}
