import { expect } from 'chai';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import * as MESSAGES from '../../../../domain/constants/messages';
import { registrationSchema, validateRegistration } from '../../../../domain/validation/registration';
import { registrationSubmitDecision, REGISTRATION_BLOCK_REASON } from '../../../../domain/validation/registrationSubmit';
import { fieldValidationAnswer, UNEXPECTED_PROBLEM, VALIDATION_FEEDBACK, validationFeedback } from '../../../../domain/validation/validationFeedback';
import { NAME_MESSAGES } from '../../../../domain/validation/names';
import { BIRTH_DATE_MESSAGES } from '../../../../domain/validation/birthDate';
import { ZIP_INVALID } from '../../../../domain/validation/zip';

const today = new Date('2024-06-15T12:00:00Z');

function payload(customer: Record<string, unknown> = {}, top: Record<string, unknown> = {}) {
  return {
    app_version: '4.485.0',
    device_id: 'device-1',
    ...top,
    customer: {
      first_name: ' Jamie ',
      email: 'jamie@example.com',
      birth_date: '1990-01-31',
      early_identifier: 'early-1',
      referral_code: ' FRIEND10 ',
      auth0_user_id: 'auth0|abc',
      ip_address: '203.0.113.9',
      zip: '80011',
      ...customer,
    },
  };
}

describe('validateRegistration', () => {
  it('returns the trimmed payload', () => {
    const result = validateRegistration(payload(), today);
    expect(result).to.deep.equal({
      ok: true,
      value: {
        app_version: '4.485.0',
        device_id: 'device-1',
        customer: {
          first_name: 'Jamie',
          email: 'jamie@example.com',
          birth_date: '1990-01-31',
          early_identifier: 'early-1',
          referral_code: 'FRIEND10',
          auth0_user_id: 'auth0|abc',
          ip_address: '203.0.113.9',
          zip: '80011',
        },
      },
    });
  });

  it('leaves out empty optional fields', () => {
    const result = validateRegistration(
      payload({ referral_code: '  ', early_identifier: null, ip_address: undefined }),
      today,
    );
    expect(result.ok).to.equal(true);
    if (result.ok) {
      expect(result.value.customer.referral_code).to.equal(undefined);
      expect(result.value.customer.early_identifier).to.equal(undefined);
      expect(result.value.customer.ip_address).to.equal(undefined);
    }
  });

  it('maps each failing field to its message, keyed by the wire field name', () => {
    const result = validateRegistration(
      payload({ first_name: '', email: 'nope', birth_date: '2010-01-01', zip: '123', auth0_user_id: undefined }, { device_id: '' }),
      today,
    );
    expect(result).to.deep.equal({
      ok: false,
      fields: {
        device_id: ACCOUNT_MESSAGES.REQUIRED_FIELD,
        first_name: NAME_MESSAGES.FIRST_NAME_REQUIRED,
        email: ACCOUNT_MESSAGES.EMAIL_INVALID,
        birth_date: BIRTH_DATE_MESSAGES.TOO_YOUNG,
        auth0_user_id: ACCOUNT_MESSAGES.REQUIRED_FIELD,
        zip: ZIP_INVALID,
      },
    });
  });

  it('reports a missing customer object and a non-object payload', () => {
    expect(validateRegistration({ app_version: '1', device_id: 'd' }, today)).to.deep.equal({
      ok: false,
      fields: { customer: ACCOUNT_MESSAGES.REQUIRED_FIELD },
    });
    expect(validateRegistration('nope', today)).to.deep.equal({
      ok: false,
      fields: { payload: ACCOUNT_MESSAGES.REQUIRED_FIELD },
    });
  });

  it('keeps only the first message per field', () => {
    const result = validateRegistration(payload({ first_name: 'x'.repeat(40) + '!' }), today);
    expect(result).to.deep.equal({ ok: false, fields: { first_name: NAME_MESSAGES.NAME_TOO_LONG } });
  });

  it('exposes the zod schema for the sandbox server', () => {
    expect(registrationSchema(today).safeParse(payload()).success).to.equal(true);
  });
});

describe('validationFeedback', () => {
  it('is EMPTY before any answer', () => {
    expect(validationFeedback(undefined, 'zip_code')).to.deep.equal({ state: VALIDATION_FEEDBACK.EMPTY });
  });

  it('maps outcomes to SUCCESS or ERROR with the field message', () => {
    expect(validationFeedback({ outcome: true }, 'zip_code')).to.deep.equal({ state: VALIDATION_FEEDBACK.SUCCESS });
    expect(validationFeedback(false, 'zip_code')).to.deep.equal({
      state: VALIDATION_FEEDBACK.ERROR,
      message: ACCOUNT_MESSAGES.ZIP_UNRECOGNISED,
    });
    expect(validationFeedback({ outcome: false }, 'referral_code')).to.deep.equal({
      state: VALIDATION_FEEDBACK.ERROR,
      message: ACCOUNT_MESSAGES.REFERRAL_CODE_NOT_FOUND,
    });
  });

  it('hides the inline text and toasts the forbidden message on 403', () => {
    expect(validationFeedback({ error: true, http_status: 403 }, 'zip_code')).to.deep.equal({
      state: VALIDATION_FEEDBACK.ERROR_HIDDEN,
      toast: MESSAGES.FORBIDDEN,
    });
  });

  it('shows the unexpected-problem text for other failures', () => {
    expect(validationFeedback({ error: true, http_status: 500 }, 'referral_code')).to.deep.equal({
      state: VALIDATION_FEEDBACK.ERROR,
      message: UNEXPECTED_PROBLEM,
    });
  });

  it('reads one field out of the whole answer', () => {
    const response = { zip_code: { outcome: true }, referral_code: { outcome: false } };
    expect(validationFeedback(fieldValidationAnswer(response, 'zip_code'), 'zip_code').state).to.equal('SUCCESS');
    expect(validationFeedback(fieldValidationAnswer(response, 'referral_code'), 'referral_code').state).to.equal('ERROR');
    const forbidden = { error: true, http_status: 403 };
    expect(validationFeedback(fieldValidationAnswer(forbidden, 'zip_code'), 'zip_code').state).to.equal('ERROR_HIDDEN');
    expect(validationFeedback(fieldValidationAnswer({ zip_code: { outcome: true } }, 'referral_code'), 'referral_code').state).to.equal('EMPTY');
  });
});

describe('registrationSubmitDecision', () => {
  const ok = VALIDATION_FEEDBACK.SUCCESS;

  it('allows a valid form whose checks passed or were not needed', () => {
    expect(registrationSubmitDecision({ formValid: true, zipFeedback: ok, referralFeedback: ok })).to.deep.equal({ allowed: true });
    expect(
      registrationSubmitDecision({ formValid: true, zipFeedback: ok, referralFeedback: VALIDATION_FEEDBACK.EMPTY }),
    ).to.deep.equal({ allowed: true });
  });

  it('blocks with the tracked reason, referral first, then zip, else unknown', () => {
    expect(
      registrationSubmitDecision({ formValid: false, zipFeedback: 'ERROR', referralFeedback: 'ERROR' }),
    ).to.deep.equal({ allowed: false, reason: REGISTRATION_BLOCK_REASON.INVALID_REFERRAL_CODE });
    expect(
      registrationSubmitDecision({ formValid: true, zipFeedback: 'ERROR_HIDDEN', referralFeedback: ok }),
    ).to.deep.equal({ allowed: false, reason: 'Invalid zip code' });
    expect(registrationSubmitDecision({ formValid: false, zipFeedback: ok, referralFeedback: ok })).to.deep.equal({
      allowed: false,
      reason: 'Unknown error',
    });
    expect(REGISTRATION_BLOCK_REASON.INVALID_REFERRAL_CODE).to.equal('Invalid referral code');
  });
});
