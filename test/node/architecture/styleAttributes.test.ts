import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { styleAttributes } from './styleAttributes';
import { filesUnder } from '../../support/filesUnder';

const uiRoot = join(import.meta.dirname, '../../../ui');

const viewFiles = (dir: string): string[] => filesUnder(dir, (name) => name.endsWith('.tsx'));

describe('no style attribute in ui/ (the CSP allows style-src self only)', () => {
  it('no view passes a style prop', () => {
    const files = viewFiles(uiRoot).map((file) => ({ path: relative(uiRoot, file).split(sep).join('/'), source: readFileSync(file, 'utf8') }));
    expect(files.length).to.be.greaterThan(100);
    expect(styleAttributes(files)).to.deep.equal([]);
  });

  describe('the check itself', () => {
    it('flags a style prop or attribute, not a style object read or set through the CSSOM', () => {
      const files = [
        { path: 'components/categories/CategoryList.tsx', source: '<AppLink\n  href={path}\n  style={{ backgroundColor: colour }}\n/>' },
        { path: 'components/Tile.tsx', source: '<div className={styles.tile} style="color: red" />' },
        { path: 'components/Badge.tsx', source: "element.style.setProperty('--tint', colour);\nconst style = getComputedStyle(element);" },
        { path: 'components/Badge.module.css', source: '.badge { style: none; }' },
      ];
      expect(styleAttributes(files)).to.deep.equal(['components/categories/CategoryList.tsx:3', 'components/Tile.tsx:1']);
    });
  });
});
