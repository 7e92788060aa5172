import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { findConstantModuleViolations } from './constantModules';
import { filesUnder } from '../../support/filesUnder';

interface ConstantCopiesModule {
  CONSTANT_MODULE: RegExp;
}
const { CONSTANT_MODULE } = (await import(new URL('../../../scripts/build/constantCopies.mjs', import.meta.url).href)) as ConstantCopiesModule;
const repoRoot = join(import.meta.dirname, '../../..');
const repoPath = (file: string) => relative(repoRoot, file).split(sep).join('/');
const constantModules = [...filesUnder(join(repoRoot, 'domain/constants'), (name) => name.endsWith('.ts')), ...filesUnder(join(repoRoot, 'ui'), (name) => name === 'copy.ts')].filter(
  (file) => CONSTANT_MODULE.test(repoPath(file)),
);

describe('modules of constants (domain/constants/*.ts, each copy.ts: the lazy chunks run a copy of them)', () => {
  it('are found', () => {
    expect(constantModules.map(repoPath)).to.include.members(['domain/constants/navigation.ts', 'domain/constants/messages.ts', 'ui/app/copy.ts']);
  });

  it('hold constants only: no variable, class or collection that could change, no statement run for its effect', () => {
    const violations = constantModules.flatMap((file) => findConstantModuleViolations(readFileSync(file, 'utf8')).map((violation) => `${repoPath(file)} ${violation}`));
    expect(violations).to.deep.equal([]);
  });

  describe('the checker itself', () => {
    const cases: [string, string][] = [
      ['export let count = 0;', 'line 1: a variable that can change (use const)'],
      ['export const CACHE = new Map<string, string>();', 'line 1: a collection that can change (a Map or Set)'],
      ['export class Counter {}', 'line 1: a class (its instances hold state)'],
      ["import { register } from './x';\nregister('copy');", 'line 2: a statement run for its effect'],
    ];
    for (const [source, expected] of cases) it(`flags: ${source.split('\n').pop()}`, () => expect(findConstantModuleViolations(source)).to.deep.equal([expected]));

    it('accepts constants, tables, types and pure functions', () => {
      const source = [
        "import { LOCALE } from './app';",
        "export const ROUTE = { HOME: 'home' } as const;",
        'export type Route = (typeof ROUTE)[keyof typeof ROUTE];',
        'export interface Copy { title: string }',
        'export function greet(name: string): string { return `Hi ${name}`; }',
        'export const format = (id: number) => `#${id}`;',
        "export { LOCALE } from './app';",
      ].join('\n');
      expect(findConstantModuleViolations(source)).to.deep.equal([]);
    });
  });
});
