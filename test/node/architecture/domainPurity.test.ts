import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findDomainViolations } from './domainPurity';
import { filesUnder } from '../../support/filesUnder';

const domainRoot = join(import.meta.dirname, '../../../domain');

const sourceFiles = (dir: string): string[] => filesUnder(dir, (name) => /\.tsx?$/.test(name));

describe('domain/ purity', () => {
  it('has source files to check', () => {
    expect(sourceFiles(domainRoot).length).to.be.greaterThan(5);
  });

  it('no file in domain/ touches the DOM or the clock (its imports: boundaries.test.ts)', () => {
    const violations = sourceFiles(domainRoot).flatMap((file) =>
      findDomainViolations(readFileSync(file, 'utf8')).map((v) => `${relative(domainRoot, file)}: ${v}`),
    );
    expect(violations).to.deep.equal([]);
  });

  describe('the checker itself', () => {
    const cases: [string, string][] = [
      ["export const t = () => Date.now();", 'reads the clock (Date.now)'],
      ["export const d = () => new Date();", 'reads the clock (new Date())'],
      ["const w = window.innerWidth;", 'touches window'],
      ["document.title = 'x';", 'touches document'],
      ["const r = await fetch('/x');", 'does I/O (fetch)'],
    ];
    for (const [source, expected] of cases) {
      it(`flags: ${source}`, () => {
        expect(findDomainViolations(source)).to.include(expected);
      });
    }
    it('accepts pure code, zod, libphonenumber-js, and a Date built from a parameter', () => {
      const source = [
        "import { z } from 'zod';",
        "import { parsePhoneNumberFromString } from 'libphonenumber-js';",
        "import { LIMITS } from './constants';",
        'export const later = (now: Date) => new Date(now.getTime() + 1);',
        '// a comment mentioning window.open and Date.now() is fine',
        "export const label = 'document';",
      ].join('\n');
      expect(findDomainViolations(source)).to.deep.equal([]);
    });
  });
});
