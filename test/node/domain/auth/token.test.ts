import { expect } from 'chai';
import * as MESSAGES from '../../../../domain/constants/messages';
import { authUserFromToken } from '../../../../domain/auth/authUser';
import {
  customerIdFromToken,
  needsRegistration,
  isTokenPayloadValid,
  joinDateFromToken,
} from '../../../../domain/auth/tokenPayload';

const now = new Date('2024-06-15T12:00:00Z');
const nowSeconds = now.getTime() / 1000;

describe('isTokenPayloadValid', () => {
  it('accepts a string or number sub with no exp or a future exp', () => {
    expect(isTokenPayloadValid({ sub: '123' }, now)).to.equal(true);
    expect(isTokenPayloadValid({ sub: 123, exp: nowSeconds + 60 }, now)).to.equal(true);
  });

  it('refuses an expired token', () => {
    expect(isTokenPayloadValid({ sub: '123', exp: nowSeconds }, now)).to.equal(false);
    expect(isTokenPayloadValid({ sub: '123', exp: nowSeconds - 1 }, now)).to.equal(false);
  });

  it('refuses a payload without a usable sub', () => {
    for (const payload of [{}, { sub: '' }, { sub: null }, { sub: {} }, { sub: Number.NaN }, null, 'x', undefined]) {
      expect(isTokenPayloadValid(payload, now), JSON.stringify(payload)).to.equal(false);
    }
  });

  it('refuses a non-numeric exp', () => {
    expect(isTokenPayloadValid({ sub: '1', exp: 'tomorrow' }, now)).to.equal(false);
  });
});

describe('customerIdFromToken', () => {
  it('reads sub as text', () => {
    expect(customerIdFromToken({ sub: 42 })).to.deep.equal({ ok: true, value: '42' });
    expect(customerIdFromToken({ sub: 'abc' })).to.deep.equal({ ok: true, value: 'abc' });
  });

  it("fails with 'Unable to login'", () => {
    expect(customerIdFromToken({})).to.deep.equal({ ok: false, message: MESSAGES.UNABLE_TO_LOGIN });
    expect(MESSAGES.UNABLE_TO_LOGIN).to.equal('Unable to login');
  });

  it('refuses a subject that names an identity without a customer yet', () => {
    expect(customerIdFromToken({ sub: 'auth0|abc123' })).to.deep.equal({ ok: false, message: MESSAGES.UNABLE_TO_LOGIN });
  });
});

describe('needsRegistration', () => {
  it("is true only for an 'auth0|' subject", () => {
    expect(needsRegistration({ sub: 'auth0|abc123' })).to.equal(true);
    expect(needsRegistration({ sub: '1000001' })).to.equal(false);
    expect(needsRegistration({ sub: 1000001 })).to.equal(false);
    expect(needsRegistration({})).to.equal(false);
  });
});

describe('joinDateFromToken', () => {
  it('reads rat as epoch seconds or a date string', () => {
    expect(joinDateFromToken({ rat: 1718452800 })?.toISOString()).to.equal('2024-06-15T12:00:00.000Z');
    expect(joinDateFromToken({ rat: '1718452800' })?.toISOString()).to.equal('2024-06-15T12:00:00.000Z');
    expect(joinDateFromToken({ rat: '2024-06-01T00:00:00Z' })?.toISOString()).to.equal('2024-06-01T00:00:00.000Z');
  });

  it('is null when absent or unreadable', () => {
    expect(joinDateFromToken({})).to.equal(null);
    expect(joinDateFromToken({ rat: 'soon' })).to.equal(null);
    expect(joinDateFromToken(null)).to.equal(null);
  });
});

describe('authUserFromToken', () => {
  it('builds the user from a valid token', () => {
    expect(authUserFromToken('tok', { sub: 9, rat: 1718452800 }, now)).to.deep.equal({
      ok: true,
      value: { customerId: '9', accessToken: 'tok', joinDate: new Date('2024-06-15T12:00:00Z') },
    });
  });

  it('refuses an expired token or one without customer id', () => {
    expect(authUserFromToken('tok', { sub: 9, exp: 1 }, now)).to.deep.equal({ ok: false, message: MESSAGES.UNABLE_TO_LOGIN });
    expect(authUserFromToken('tok', {}, now)).to.deep.equal({ ok: false, message: MESSAGES.UNABLE_TO_LOGIN });
  });
});
