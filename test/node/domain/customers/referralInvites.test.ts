import { expect } from 'chai';
import { REFERRAL_INVITES_MAX, REFERRAL_INVITE_MESSAGES, parseReferralInvites } from '../../../../domain/customers/referralInvites';

describe('parseReferralInvites', () => {
  it('splits on commas, semicolons, spaces and new lines; trims; the same address twice (any case) once', () => {
    expect(parseReferralInvites(' a@example.com, b@example.com;\nA@Example.com  c@example.com ', 'me@example.com')).to.deep.equal({
      ok: true,
      value: ['a@example.com', 'b@example.com', 'c@example.com'],
    });
  });

  it('asks for at least one address', () => {
    expect(parseReferralInvites(' , \n', 'me@example.com')).to.deep.equal({ ok: false, message: REFERRAL_INVITE_MESSAGES.REQUIRED });
  });

  it('names the first malformed address', () => {
    expect(parseReferralInvites('a@example.com, nope', '')).to.deep.equal({ ok: false, message: 'Hm, "nope" doesn\'t look like an email address.' });
  });

  it("refuses the customer's own address and more than the maximum", () => {
    expect(parseReferralInvites('Me@Example.com', 'me@example.com')).to.deep.equal({ ok: false, message: REFERRAL_INVITE_MESSAGES.OWN_ADDRESS });
    const many = Array.from({ length: REFERRAL_INVITES_MAX + 1 }, (_, i) => `f${i}@example.com`).join(',');
    expect(parseReferralInvites(many, '')).to.deep.equal({ ok: false, message: REFERRAL_INVITE_MESSAGES.TOO_MANY });
    expect(parseReferralInvites(many.split(',').slice(1).join(','), '').ok).to.equal(true);
  });
});
