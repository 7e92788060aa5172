import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { findTestOnlyDomainExports, type SourceText } from './domainExportsUsed';
import { filesUnder } from '../../support/filesUnder';

const repositoryRoot = join(import.meta.dirname, '../../..');
/** Every folder whose code may import domain/: the rules, the app, the tooling (the sandbox), the SDK, the tests. */
const SCANNED_FOLDERS = ['domain', 'ui', 'adapters', 'scripts', 'sdk', 'test'];

const sourceFiles = (dir: string): string[] => filesUnder(dir, (name) => /\.(tsx?|mjs)$/.test(name));

function repositorySources(): SourceText[] {
  return SCANNED_FOLDERS.flatMap((folder) => sourceFiles(join(repositoryRoot, folder))).map((path) => ({
    path: relative(repositoryRoot, path).split(sep).join('/'),
    text: readFileSync(path, 'utf8'),
  }));
}

describe('domain/ exports the app uses', () => {
  let testOnly: string[] = [];
  before(function () {
    this.timeout(60_000); // parses every source file of the repository once
    testOnly = findTestOnlyDomainExports(repositorySources());
  });

  it('every domain/ function and constant is reached from the app, an adapter, the tooling or the SDK, not only from tests', () => {
    expect(testOnly).to.deep.equal([]);
  });

  describe('the checker itself', () => {
    const rule = {
      path: 'domain/area/rule.ts',
      text: [
        "import { helper } from './helper';",
        'export const LIMIT = 3;',
        'export function check(n: number) { return helper(n) <= LIMIT; }',
        'export function unusedRule() { return 1; }',
      ].join('\n'),
    };
    const helper = { path: 'domain/area/helper.ts', text: 'export const helper = (n: number) => n;\nexport type Shape = { n: number };' };
    const ruleTest = {
      path: 'test/node/domain/area/rule.test.ts',
      text: "import { check, unusedRule, LIMIT } from '../../../../domain/area/rule';",
    };

    it('flags an export only a test imports, and whatever only that export reaches', () => {
      expect(findTestOnlyDomainExports([rule, helper, ruleTest])).to.deep.equal([
        'domain/area/helper.ts: helper',
        'domain/area/rule.ts: LIMIT',
        'domain/area/rule.ts: check',
        'domain/area/rule.ts: unusedRule',
      ]);
    });

    it('counts a value import from ui/, adapters/, scripts/ or sdk/, and what the used rule calls in its own file and imports', () => {
      for (const folder of ['ui', 'adapters', 'scripts', 'sdk']) {
        const caller = { path: `${folder}/caller.ts`, text: "import { check } from '../domain/area/rule';" };
        expect(findTestOnlyDomainExports([rule, helper, ruleTest, caller]), folder).to.deep.equal(['domain/area/rule.ts: unusedRule']);
      }
    });

    it('does not count a type-only import', () => {
      const caller = { path: 'ui/caller.ts', text: "import type { check } from '../domain/area/rule';\nimport { type helper } from '../domain/area/helper';" };
      expect(findTestOnlyDomainExports([rule, helper, caller])).to.have.length(4);
    });
  });
});
