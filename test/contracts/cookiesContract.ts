import { expect } from 'chai';
import type { Cookies } from '../../adapters/cookies/Cookies';

export interface CookiesHarness {
  cookies: Cookies;
  /** Moves time forward where the implementation can (the twin); absent for a real browser. */
  advance?: (ms: number) => void;
}

/** One contract for the cookie port, run against document.cookie in Chromium and the twin in Node. */
export function describeCookiesContract(label: string, makeHarness: () => CookiesHarness): void {
  describe(`Cookies contract: ${label}`, () => {
    let harness: CookiesHarness;
    beforeEach(() => {
      harness = makeHarness();
    });
    afterEach(() => {
      for (const name of ['plain', 'odd name', 'short', 'other']) harness.cookies.remove(name);
    });

    it('reads back what it set, and null for a cookie never set', () => {
      harness.cookies.set('plain', 'value-1');
      expect(harness.cookies.get('plain')).to.equal('value-1');
      expect(harness.cookies.get('never-set')).to.equal(null);
    });

    it('round-trips names and values with separators, spaces and non-ASCII', () => {
      const value = 'a=b; c,d "quoted" ü/✓';
      harness.cookies.set('odd name', value);
      expect(harness.cookies.get('odd name')).to.equal(value);
    });

    it('removes a cookie, leaving others', () => {
      harness.cookies.set('plain', '1');
      harness.cookies.set('other', '2');
      harness.cookies.remove('plain');
      expect(harness.cookies.get('plain')).to.equal(null);
      expect(harness.cookies.get('other')).to.equal('2');
    });

    it('a lifetime of zero removes the cookie at once', () => {
      harness.cookies.set('short', 'x', { maxAgeMs: 0 });
      expect(harness.cookies.get('short')).to.equal(null);
    });

    it('overwrites a value set earlier', () => {
      harness.cookies.set('plain', 'first');
      harness.cookies.set('plain', 'second');
      expect(harness.cookies.get('plain')).to.equal('second');
    });

    it('expires after its lifetime, not before', function () {
      if (!harness.advance) this.skip();
      harness.cookies.set('short', 'x', { maxAgeMs: 7 * 24 * 3600 * 1000 });
      harness.advance?.(7 * 24 * 3600 * 1000 - 1000);
      expect(harness.cookies.get('short')).to.equal('x');
      harness.advance?.(1000);
      expect(harness.cookies.get('short')).to.equal(null);
    });
  });
}
