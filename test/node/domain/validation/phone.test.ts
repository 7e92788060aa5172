import { expect } from 'chai';
import { PHONE_MESSAGES, validatePhone } from '../../../../domain/validation/phone';
import { formatPhoneMask, phoneDigits } from '../../../../domain/validation/phoneMask';

describe('formatPhoneMask', () => {
  it('applies (###) ###-#### progressively as digits are typed', () => {
    const typed = '2015550123';
    const steps = [...typed].map((_, i) => formatPhoneMask(typed.slice(0, i + 1)));
    expect(steps).to.deep.equal([
      '(2',
      '(20',
      '(201',
      '(201) 5',
      '(201) 55',
      '(201) 555',
      '(201) 555-0',
      '(201) 555-01',
      '(201) 555-012',
      '(201) 555-0123',
    ]);
  });

  it('ignores non-digits and anything past ten digits', () => {
    expect(formatPhoneMask('')).to.equal('');
    expect(formatPhoneMask('201-555-0123 99')).to.equal('(201) 555-0123');
  });
});

describe('phoneDigits', () => {
  it('turns a masked value back into digits', () => {
    expect(phoneDigits('(201) 555-0123')).to.equal('2015550123');
    expect(phoneDigits('(201) 55')).to.equal('20155');
  });

  it('drops a leading US country code', () => {
    expect(phoneDigits('+1 201 555 0123')).to.equal('2015550123');
    expect(phoneDigits('1 (201) 555-0123')).to.equal('2015550123');
  });

  it('drops the country code while a "+1" number is still being typed, so the mask shows the area code', () => {
    expect(phoneDigits('+1')).to.equal('');
    expect(phoneDigits('+1 72')).to.equal('72');
    expect(formatPhoneMask(phoneDigits('+1 720 55'))).to.equal('(720) 55');
  });

  it('round-trips with the mask', () => {
    expect(formatPhoneMask(phoneDigits('(212) 456-7890'))).to.equal('(212) 456-7890');
  });
});

describe('validatePhone', () => {
  it('accepts a valid US number and returns it as E.164', () => {
    expect(validatePhone('(201) 555-0123')).to.deep.equal({ ok: true, value: '+12015550123' });
    expect(validatePhone(' 2015550123 ')).to.deep.equal({ ok: true, value: '+12015550123' });
    expect(validatePhone('+1 212 456 7890')).to.deep.equal({ ok: true, value: '+12124567890' });
  });

  it('is required', () => {
    expect(validatePhone('')).to.deep.equal({ ok: false, message: PHONE_MESSAGES.PHONE_REQUIRED });
    expect(validatePhone('  ')).to.deep.equal({ ok: false, message: PHONE_MESSAGES.PHONE_REQUIRED });
    expect(PHONE_MESSAGES.PHONE_REQUIRED).to.equal('Whoops, you need a phone number to continue');
  });

  it('rejects incomplete values (masked form not longer than 11 characters)', () => {
    expect(formatPhoneMask('2015550').length).to.equal(11);
    expect(validatePhone('(201) 555-0')).to.deep.equal({ ok: false, message: PHONE_MESSAGES.PHONE_INVALID });
    expect(validatePhone('(201) 555-01')).to.deep.equal({ ok: false, message: PHONE_MESSAGES.PHONE_INVALID });
  });

  it('rejects numbers that are not valid US numbers', () => {
    expect(validatePhone('(555) 123-4567')).to.deep.equal({ ok: false, message: PHONE_MESSAGES.PHONE_INVALID });
    expect(validatePhone('+44 20 7946 0958')).to.deep.equal({ ok: false, message: PHONE_MESSAGES.PHONE_INVALID });
    expect(validatePhone('(416) 555-0123')).to.deep.equal({ ok: false, message: PHONE_MESSAGES.PHONE_INVALID }); // Canada
    expect(validatePhone('not a phone')).to.deep.equal({ ok: false, message: PHONE_MESSAGES.PHONE_INVALID });
    expect(PHONE_MESSAGES.PHONE_INVALID).to.equal("Hm, that doesn't look right");
  });
});
