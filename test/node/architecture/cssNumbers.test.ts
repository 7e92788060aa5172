import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { BREAKPOINT } from '../../../domain/constants/layout';
import { SIDEBAR_WIDTH } from '../../../ui/components/ListToOffersSidebar/sidebarWidth';
import { OFFER_CARD } from '../../../ui/components/offers/offerCardSize';
import { cssNumberMismatches } from './cssNumbers';
import { filesUnder } from '../../support/filesUnder';

const uiRoot = join(import.meta.dirname, '../../../ui');
const CONSTANTS = { BREAKPOINT, OFFER_CARD, SIDEBAR_WIDTH };
const BREAKPOINT_WIDTHS = Object.values(BREAKPOINT);

const styleSheets = (dir: string): string[] => filesUnder(dir, (name) => name.endsWith('.css'));

const uiStyleSheets = () => styleSheets(uiRoot).map((file) => ({ path: relative(uiRoot, file).split(sep).join('/'), source: readFileSync(file, 'utf8') }));

describe("the style sheets' numbers agree with the constants they stand for", () => {
  it('every annotated number equals its constant, and every breakpoint-wide media query names its breakpoint', () => {
    expect(cssNumberMismatches(uiStyleSheets(), CONSTANTS, BREAKPOINT_WIDTHS)).to.deep.equal([]);
  });

  it("the views that switch at a breakpoint say so in their modules (the header, footer, breadcrumbs, extension banners)", () => {
    const named = new Map(uiStyleSheets().map(({ path, source }) => [path, [...source.matchAll(/BREAKPOINT\.([A-Z_]+)/g)].map((match) => match[1])]));
    expect(named.get('app/header/Header.module.css')).to.include.members(['MOBILE_HEADER', 'ULTRA_WIDE', 'WIDE_VIEWPORT_MIN']);
    expect(named.get('app/footer/Footer.module.css')).to.include('FOOTER_WIDE');
    expect(named.get('components/Breadcrumbs/Breadcrumbs.module.css')).to.include('MOBILE_HEADER');
    expect(named.get('components/ExtensionInstallBanner/ExtensionInstallBanner.module.css')).to.include('WIDE_VIEWPORT_MIN');
  });

  describe('the check itself', () => {
    it('flags a number that drifted from its constant, an unknown name, and an unnamed query at a breakpoint', () => {
      const files = [
        { path: 'a.module.css', source: '@media (width < 768px /* BREAKPOINT.MOBILE_HEADER */) { .x { width: 600px /* SIDEBAR_WIDTH */; } }' },
        { path: 'b.module.css', source: '@media (width < 767px /* BREAKPOINT.MOBILE_HEADER */) { .x { width: 10px /* BREAKPOINT.NOPE */; } }' },
        { path: 'c.module.css', source: '@media (min-width: 768px) { .x { color: red; } }\n@media (max-width: 1023px) { .y { color: red; } }' },
      ];
      expect(cssNumberMismatches(files, CONSTANTS, BREAKPOINT_WIDTHS)).to.deep.equal([
        'b.module.css: 767px stands for BREAKPOINT.MOBILE_HEADER, which is 768',
        'b.module.css: 10px names BREAKPOINT.NOPE, which is not a known constant',
        'c.module.css: @media (min-width: 768px) does not say which breakpoint 768px is',
      ]);
    });
  });
});
