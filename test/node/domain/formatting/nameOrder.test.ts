import { expect } from 'chai';
import { LOCALE } from '../../../../domain/constants/app';
import { compareNames } from '../../../../domain/formatting/nameOrder';

const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join('');

/** Deterministic pseudo-random names over `alphabet`, often sharing a prefix with the one before. */
function* samplePairs(alphabet: string, count: number): Generator<[string, string]> {
  let state = 1129;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const name = (length: number) => Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
  for (let index = 0; index < count; index += 1) {
    const first = name(Math.floor(next() * 7));
    const second = index % 2 ? first.slice(0, Math.floor(next() * first.length)) + name(Math.floor(next() * 3)) : name(Math.floor(next() * 7));
    yield [first, second];
  }
}

describe('compareNames', () => {
  const collator = new Intl.Collator(LOCALE, { sensitivity: 'base' });
  const differing = (pairs: Iterable<[string, string]>) =>
    [...pairs].filter(([a, b]) => Math.sign(compareNames(a, b)) !== Math.sign(collator.compare(a, b))).map((pair) => JSON.stringify(pair));

  it('orders printable-ASCII names as the collator does (the table it uses instead)', () => {
    const everyPair = [...PRINTABLE_ASCII].flatMap((a) => [...PRINTABLE_ASCII].map((b): [string, string] => [a, b]));
    expect(differing(everyPair)).to.deep.equal([]);
    expect(differing(samplePairs(PRINTABLE_ASCII, 50_000))).to.deep.equal([]);
  });

  it('leaves other names to the collator: accents and cases are equal, a tab is no space', () => {
    expect(differing(samplePairs(`${PRINTABLE_ASCII}éÉèñÑøß\t`, 20_000))).to.deep.equal([]);
    expect(compareNames('Zoë', 'zoe')).to.equal(0);
    expect(compareNames('Home & Garden', 'Health')).to.be.greaterThan(0);
    expect(compareNames('Baby', 'baby care')).to.be.lessThan(0);
  });
});
