import { expect } from 'chai';
import { offerTag, OFFER_TAG_TEXT } from '../../../../domain/offers/offerTag';
import { timeLeftLabel, EXPIRATION_BUCKET_MS } from '../../../../domain/offers/timeLeft';

const now = new Date('2025-03-01T12:00:00.000Z');
const after = (ms: number) => new Date(now.getTime() + ms);

describe('timeLeftLabel', () => {
  it('is "now" under 1 minute, and when already expired', () => {
    expect(timeLeftLabel(after(59_999), now)).to.deep.equal({ unit: 'now', count: 0 });
    expect(timeLeftLabel(after(-5_000), now)).to.deep.equal({ unit: 'now', count: 0 });
  });

  it('counts whole minutes under 1 hour', () => {
    expect(timeLeftLabel(after(EXPIRATION_BUCKET_MS.MINUTE), now)).to.deep.equal({ unit: 'minutes', count: 1 });
    expect(timeLeftLabel(after(EXPIRATION_BUCKET_MS.HOUR - 1), now)).to.deep.equal({ unit: 'minutes', count: 59 });
  });

  it('counts whole hours under 1 day', () => {
    expect(timeLeftLabel(after(EXPIRATION_BUCKET_MS.HOUR), now)).to.deep.equal({ unit: 'hours', count: 1 });
    expect(timeLeftLabel(after(EXPIRATION_BUCKET_MS.DAY - 1), now)).to.deep.equal({ unit: 'hours', count: 23 });
  });

  it('counts whole days from 1 day', () => {
    expect(timeLeftLabel(after(EXPIRATION_BUCKET_MS.DAY), now)).to.deep.equal({ unit: 'days', count: 1 });
    expect(timeLeftLabel(after(3.9 * EXPIRATION_BUCKET_MS.DAY), now)).to.deep.equal({ unit: 'days', count: 3 });
  });

  it('treats an invalid date as now', () => {
    expect(timeLeftLabel(new Date('nope'), now)).to.deep.equal({ unit: 'now', count: 0 });
  });
});

describe('offerTag', () => {
  const inTwoHours = after(2 * EXPIRATION_BUCKET_MS.HOUR).toISOString();

  it('tags a non-discoverable offer the user has with the time left', () => {
    const offer = { discoverability: { isDiscoverable: false, expiration: inTwoHours } };
    expect(offerTag(offer, { hasOffer: true, now })).to.deep.equal({
      kind: 'timeLeft',
      timeLeft: { unit: 'hours', count: 2 },
    });
  });

  it("falls back to the offer's own expiration, and to no label without one", () => {
    expect(offerTag({ discoverability: { isDiscoverable: false }, expiration: inTwoHours }, { hasOffer: true, now }))
      .to.deep.equal({ kind: 'timeLeft', timeLeft: { unit: 'hours', count: 2 } });
    expect(offerTag({ discoverability: { isDiscoverable: false } }, { hasOffer: true, now })).to.deep.equal({
      kind: 'timeLeft',
      timeLeft: null,
    });
  });

  it('shows no tag on a non-discoverable offer the user does not have', () => {
    const offer = { discoverability: { isDiscoverable: false, discoverableEndsSoon: true, expiration: inTwoHours } };
    expect(offerTag(offer, { hasOffer: false, now })).to.equal(null);
  });

  it("tags a discoverable offer that ends soon with 'ends soon' and no time label", () => {
    const offer = { discoverability: { isDiscoverable: true, discoverableEndsSoon: true, expiration: inTwoHours } };
    expect(offerTag(offer, { hasOffer: true, now })).to.deep.equal({ kind: 'endsSoon', text: OFFER_TAG_TEXT.ENDS_SOON });
    expect(OFFER_TAG_TEXT.ENDS_SOON).to.equal('ends soon');
  });

  it('shows no tag otherwise', () => {
    expect(offerTag({ discoverability: { isDiscoverable: true } }, { hasOffer: true, now })).to.equal(null);
    expect(offerTag({}, { hasOffer: true, now })).to.equal(null);
    expect(offerTag({ discoverability: null }, { hasOffer: false, now })).to.equal(null);
  });
});
