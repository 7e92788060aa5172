import { expect } from 'chai';
import { SLUG_RULES } from '../../../../domain/offers/slug';
import { pathSegment } from '../../../../domain/browsing/paths';
import { OFFER_SLUG_MAX_LENGTH, offerPath } from '../../../../domain/offers/offerPath';

describe('pathSegment (the slug rules)', () => {
  it('trims, turns each space into an underscore and & into "and"', () => {
    expect(pathSegment('  Ben & Jerry  ')).to.equal('Ben_and_Jerry');
    expect(pathSegment('a  b')).to.equal('a__b');
  });

  it('removes commas and single and double quotes', () => {
    expect(pathSegment(`Ben & Jerry's, "Cherry"`)).to.equal('Ben_and_Jerrys_Cherry');
  });

  it('removes non-ASCII characters, curly quotes included', () => {
    expect(pathSegment('Café ’Olé’ 🍦')).to.equal('Caf_Ol_');
  });

  it('leaves percent-encoding to buildPath, which encodes it once', () => {
    expect(pathSegment('50%/off?')).to.equal('50%/off?');
    expect(offerPath({ id: 5, name: '50%/off?' })).to.equal('/offers/50%25%2Foff%3F/5');
  });

  it('truncates, counting characters rather than escapes, when a maximum length is given', () => {
    expect(pathSegment('abcdef', 3)).to.equal('abc');
    expect(pathSegment('a/b/c', 3)).to.equal('a/b');
    expect(pathSegment('abc', 0)).to.equal('');
    expect(pathSegment('abc', -2)).to.equal('');
  });

  it('gives "_" for a non-string', () => {
    for (const value of [undefined, null, 12, {}, ['a']]) expect(pathSegment(value)).to.equal(SLUG_RULES.NON_STRING);
  });
});

describe('offerPath', () => {
  it('gives offer paths the 75-character slug, encoded once', () => {
    expect(OFFER_SLUG_MAX_LENGTH).to.equal(75);
    expect(offerPath({ id: 5, name: `50% off ${'x'.repeat(100)}` })).to.equal(`/offers/50%25_off_${'x'.repeat(67)}/5`);
    expect(offerPath({ id: 7, name: 'Any Brand Milk, 1 gal' })).to.equal('/offers/Any_Brand_Milk_1_gal/7');
  });
});
