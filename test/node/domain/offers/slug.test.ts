import { expect } from 'chai';
import { LIMITS } from '../../../../domain/constants/limits';
import { SLUG_RULES } from '../../../../domain/offers/slug';
import { pathSegment } from '../../../../domain/browsing/paths';
import { offerPath } from '../../../../domain/offers/offerPath';
import { offerSlug, slugify } from '../../../../domain/offers/slug';

describe('slugify', () => {
  it('trims, turns each space into an underscore and & into "and"', () => {
    expect(slugify('  Ben & Jerry  ')).to.equal('Ben_and_Jerry');
    expect(slugify('a  b')).to.equal('a__b');
  });

  it('removes commas and single and double quotes', () => {
    expect(slugify(`Ben & Jerry's, "Cherry"`)).to.equal('Ben_and_Jerrys_Cherry');
  });

  it('removes non-ASCII characters, curly quotes included', () => {
    expect(slugify('Café ’Olé’ 🍦')).to.equal('Caf_Ol_');
  });

  it('percent-encodes what is left', () => {
    expect(slugify('50%/off?')).to.equal('50%25%2Foff%3F');
  });

  it('truncates before encoding when a maximum length is given', () => {
    expect(slugify('abcdef', 3)).to.equal('abc');
    expect(slugify('a/b/c', 3)).to.equal('a%2Fb');
    expect(slugify('abc', 0)).to.equal('');
    expect(slugify('abc', -2)).to.equal('');
  });

  it('gives "_" for a non-string', () => {
    for (const value of [undefined, null, 12, {}, ['a']]) expect(slugify(value)).to.equal(SLUG_RULES.NON_STRING);
  });
});

describe('offerSlug', () => {
  it('cuts to 75 characters', () => {
    const slug = offerSlug('x'.repeat(100));
    expect(slug).to.have.length(LIMITS.OFFER_SLUG_MAX_LENGTH);
    expect(LIMITS.OFFER_SLUG_MAX_LENGTH).to.equal(75);
  });

  it('applies the slug rules', () => {
    expect(offerSlug("Any Brand Milk, 1 gal")).to.equal('Any_Brand_Milk_1_gal');
    expect(offerSlug(undefined)).to.equal('_');
  });
});

describe('pathSegment', () => {
  it('is the slug before percent-encoding (buildPath encodes it once)', () => {
    expect(pathSegment('  Ben & Jerry  ')).to.equal('Ben_and_Jerry');
    expect(pathSegment('50%/off?')).to.equal('50%/off?');
    expect(pathSegment('a/b/c', 3)).to.equal('a/b');
    expect(pathSegment(undefined)).to.equal(SLUG_RULES.NON_STRING);
  });

  it('gives offer paths the 75-character slug, encoded once', () => {
    expect(offerPath({ id: 5, name: `50% off ${'x'.repeat(100)}` })).to.equal(`/offers/50%25_off_${'x'.repeat(67)}/5`);
  });
});
