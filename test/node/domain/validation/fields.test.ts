import { expect } from 'chai';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { validateEmail } from '../../../../domain/validation/email';
import { NAME_MESSAGES, validateFirstName, validateLastName } from '../../../../domain/validation/names';
import { validateVerificationCode, VERIFICATION_CODE_INVALID } from '../../../../domain/validation/verificationCode';
import { validateZip, ZIP_INVALID } from '../../../../domain/validation/zip';

describe('validateFirstName', () => {
  it('returns the trimmed name', () => {
    expect(validateFirstName('  Jamie ')).to.deep.equal({ ok: true, value: 'Jamie' });
  });

  it('accepts accented letters, digits, period, comma, apostrophe, hyphen and space', () => {
    for (const name of ['José', 'Zoë', "D'Angelo", 'Mary-Jane', 'Mary Jane', 'J.R.', 'Smith, Jr', 'Agent 47', 'Ngọc']) {
      expect(validateFirstName(name), name).to.deep.equal({ ok: true, value: name });
    }
  });

  it('requires a name (empty or only spaces)', () => {
    expect(validateFirstName('')).to.deep.equal({ ok: false, message: NAME_MESSAGES.FIRST_NAME_REQUIRED });
    expect(validateFirstName('   ')).to.deep.equal({ ok: false, message: NAME_MESSAGES.FIRST_NAME_REQUIRED });
  });

  it('must be under 30 characters', () => {
    expect(validateFirstName('a'.repeat(29)).ok).to.equal(true);
    expect(validateFirstName('a'.repeat(30))).to.deep.equal({ ok: false, message: NAME_MESSAGES.NAME_TOO_LONG });
    expect(NAME_MESSAGES.NAME_TOO_LONG).to.equal('Enter a first name that is under 30 characters.');
  });

  it('counts an accent typed as a combining mark as part of one character, and returns NFC', () => {
    const decomposed = 'Jose\u0301';
    expect(validateFirstName(decomposed)).to.deep.equal({ ok: true, value: 'José' });
  });

  it('rejects other characters', () => {
    for (const name of ['Jamie!', 'J@mie', 'Ja_mie', '<b>', 'Jamie😀']) {
      expect(validateFirstName(name), name).to.deep.equal({ ok: false, message: NAME_MESSAGES.NAME_INVALID_CHARACTERS });
    }
  });

  it('uses the documents wording for a missing name', () => {
    expect(NAME_MESSAGES.FIRST_NAME_REQUIRED).to.equal('Whoops, you need a name to continue.');
  });
});

describe('validateLastName', () => {
  it('has the first-name rules without the space', () => {
    expect(validateLastName(" O'Brien-Smith ")).to.deep.equal({ ok: true, value: "O'Brien-Smith" });
    expect(validateLastName('Van Dyke')).to.deep.equal({ ok: false, message: NAME_MESSAGES.NAME_INVALID_CHARACTERS });
  });

  it('is required and under 30 characters', () => {
    expect(validateLastName('')).to.deep.equal({ ok: false, message: NAME_MESSAGES.LAST_NAME_REQUIRED });
    expect(validateLastName('b'.repeat(30))).to.deep.equal({ ok: false, message: NAME_MESSAGES.LAST_NAME_TOO_LONG });
  });
});

describe('validateEmail', () => {
  it('returns the trimmed address', () => {
    expect(validateEmail('  jamie@example.com ')).to.deep.equal({ ok: true, value: 'jamie@example.com' });
  });

  it('is required', () => {
    expect(validateEmail(' ')).to.deep.equal({ ok: false, message: ACCOUNT_MESSAGES.EMAIL_REQUIRED });
  });

  it('must look like an address', () => {
    for (const email of ['jamie', 'jamie@', '@example.com', 'jamie@example', 'ja mie@example.com']) {
      expect(validateEmail(email), email).to.deep.equal({ ok: false, message: ACCOUNT_MESSAGES.EMAIL_INVALID });
    }
    expect(ACCOUNT_MESSAGES.EMAIL_INVALID).to.equal("Hm, that email doesn't look right");
  });
});

describe('validateZip', () => {
  it('accepts exactly five digits, trimmed', () => {
    expect(validateZip(' 80011 ')).to.deep.equal({ ok: true, value: '80011' });
  });

  it('rejects empty, non-numeric and wrong lengths with the one zip message', () => {
    for (const zip of ['', '8001', '800111', '8001a', '80-11', '80011-1234']) {
      expect(validateZip(zip), zip).to.deep.equal({ ok: false, message: ZIP_INVALID });
    }
    expect(ZIP_INVALID).to.equal("Hm, that zip code doesn't look right.");
  });
});

describe('validateVerificationCode', () => {
  it('accepts seven digits', () => {
    expect(validateVerificationCode(' 1234567 ')).to.deep.equal({ ok: true, value: '1234567' });
  });

  it('rejects anything else', () => {
    for (const code of ['', '123456', '12345678', '12345a7', '123 4567']) {
      expect(validateVerificationCode(code), code).to.deep.equal({
        ok: false,
        message: VERIFICATION_CODE_INVALID,
      });
    }
  });
});
