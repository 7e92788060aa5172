import { expect } from 'chai';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { validateLinkAccountForm } from '../../../../domain/validation/linkAccountForm';
import { validateSecurityNameStep } from '../../../../domain/validation/securityNameStep';
import { NAME_MESSAGES } from '../../../../domain/validation/names';

describe('validateLinkAccountForm', () => {
  it('passes a filled form, trimming the email but not the password', () => {
    expect(validateLinkAccountForm({ email: ' a@b.co ', password: ' secret ' })).to.deep.equal({
      ok: true,
      value: { email: 'a@b.co', password: ' secret ' },
    });
  });

  it('uses the link form wording', () => {
    expect(validateLinkAccountForm({ email: '', password: '' })).to.deep.equal({
      ok: false,
      fields: { email: 'Email address is required', password: 'Password is required' },
    });
    expect(validateLinkAccountForm({ email: 'nope', password: 'x' })).to.deep.equal({
      ok: false,
      fields: { email: 'Enter a valid email address' },
    });
  });
});

describe('validateSecurityNameStep', () => {
  it('needs both names and the password', () => {
    expect(validateSecurityNameStep({ firstName: '', lastName: '', password: '' })).to.deep.equal({
      ok: false,
      fields: {
        firstName: NAME_MESSAGES.FIRST_NAME_REQUIRED,
        lastName: NAME_MESSAGES.LAST_NAME_REQUIRED,
        password: 'Please enter your password.',
      },
    });
  });

  it('returns the trimmed names', () => {
    expect(validateSecurityNameStep({ firstName: ' Jamie ', lastName: 'Rivera ', password: 'pw' })).to.deep.equal({
      ok: true,
      value: { firstName: 'Jamie', lastName: 'Rivera', password: 'pw' },
    });
  });
});
