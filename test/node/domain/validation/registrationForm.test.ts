import { expect } from 'chai';
import { SITE_VERSION } from '../../../../domain/constants/app';
import { registrationFormFields, registrationPayloadOf } from '../../../../domain/validation/registrationForm';
import { NAME_MESSAGES } from '../../../../domain/validation/names';
import { BIRTH_DATE_MESSAGES } from '../../../../domain/validation/birthDate';
import { ZIP_INVALID } from '../../../../domain/validation/zip';

const TODAY = new Date('2026-03-01T12:00:00.000Z');
const CONTEXT = { auth0UserId: 'auth0|abc', email: 'riley@example.com', deviceId: 'device-1', earlyIdentifier: 'early-1' };

describe('registration form → POST /auth0_customers payload', () => {
  it('trims the values, sends the birth date as YYYY-MM-DD and leaves an empty referral code out', () => {
    const result = registrationPayloadOf({ firstName: ' Riley ', zip: ' 80202 ', birthDate: '1994-03-09', referralCode: '  ' }, CONTEXT, TODAY);
    expect(result).to.deep.equal({
      ok: true,
      payload: {
        app_version: SITE_VERSION,
        device_id: 'device-1',
        customer: {
          first_name: 'Riley', email: 'riley@example.com', birth_date: '1994-03-09', early_identifier: 'early-1',
          referral_code: undefined, auth0_user_id: 'auth0|abc', zip: '80202',
        },
      },
    });
  });

  it("answers the documents' messages by the form's field names", () => {
    const result = registrationPayloadOf({ firstName: '', zip: '8020', birthDate: '2010-01-01', referralCode: '' }, CONTEXT, TODAY);
    expect(result).to.deep.equal({
      ok: false,
      otherProblem: false,
      fields: { firstName: NAME_MESSAGES.FIRST_NAME_REQUIRED, zip: ZIP_INVALID, birthDate: BIRTH_DATE_MESSAGES.TOO_YOUNG },
    });
  });

  it('marks a problem the form cannot show (no e-mail from the provider)', () => {
    const result = registrationPayloadOf({ firstName: 'Riley', zip: '80202', birthDate: '1994-03-09', referralCode: '' }, { ...CONTEXT, email: '' }, TODAY);
    expect(result).to.deep.include({ ok: false, otherProblem: true });
  });

  it("renames the service's field map to the form's names", () => {
    expect(registrationFormFields({ first_name: 'a', birth_date: 'b', referral_code: 'c', zip: 'd', email: 'e', other: 'f' })).to.deep.equal({
      firstName: 'a', birthDate: 'b', referralCode: 'c', zip: 'd', email: 'e', other: 'f',
    });
  });
});
