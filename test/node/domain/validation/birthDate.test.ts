import { expect } from 'chai';
import { BIRTH_DATE_MESSAGES, validateBirthDate } from '../../../../domain/validation/birthDate';
import { isoToDisplayDate } from '../../../../domain/validation/birthDateDisplay';
import { parseIsoDate } from '../../../../domain/validation/calendarDate';

const today = new Date('2024-06-15T12:00:00Z');

describe('validateBirthDate', () => {
  it('accepts an adult date and returns it trimmed', () => {
    expect(validateBirthDate(' 1990-01-31 ', today)).to.deep.equal({ ok: true, value: '1990-01-31' });
  });

  it('is required', () => {
    expect(validateBirthDate('', today)).to.deep.equal({ ok: false, message: BIRTH_DATE_MESSAGES.BIRTH_DATE_REQUIRED });
  });

  it('must be YYYY-MM-DD', () => {
    for (const value of ['06/15/1990', '1990-6-15', '1990/06/15', 'yesterday']) {
      expect(validateBirthDate(value, today), value).to.deep.equal({ ok: false, message: BIRTH_DATE_MESSAGES.BIRTH_DATE_INVALID });
    }
  });

  it('rejects impossible days', () => {
    for (const value of ['2003-02-30', '1990-13-01', '1990-00-10', '1990-04-31', '2001-02-29']) {
      expect(validateBirthDate(value, today), value).to.deep.equal({ ok: false, message: BIRTH_DATE_MESSAGES.BIRTH_DATE_INVALID });
    }
    expect(validateBirthDate('2000-02-29', today).ok).to.equal(true); // leap year
  });

  it('needs the user to be at least 18 on the day', () => {
    expect(validateBirthDate('2006-06-15', today)).to.deep.equal({ ok: true, value: '2006-06-15' });
    expect(validateBirthDate('2006-06-16', today)).to.deep.equal({ ok: false, message: BIRTH_DATE_MESSAGES.TOO_YOUNG });
    expect(BIRTH_DATE_MESSAGES.TOO_YOUNG).to.equal('You need to be 18 or over to use our app.');
  });

  it('treats a date in the future as not right', () => {
    expect(validateBirthDate('2030-01-01', today)).to.deep.equal({ ok: false, message: BIRTH_DATE_MESSAGES.BIRTH_DATE_INVALID });
  });

  it('refuses ages over 130 and years starting with 00', () => {
    expect(validateBirthDate('1893-06-16', today).ok).to.equal(true); // 130 until tomorrow
    expect(validateBirthDate('1893-06-15', today)).to.deep.equal({ ok: false, message: BIRTH_DATE_MESSAGES.TOO_OLD }); // 131 today
    expect(validateBirthDate('0090-01-01', today)).to.deep.equal({ ok: false, message: BIRTH_DATE_MESSAGES.TOO_OLD });
    expect(validateBirthDate('0024-02-30', today)).to.deep.equal({ ok: false, message: BIRTH_DATE_MESSAGES.TOO_OLD });
    expect(BIRTH_DATE_MESSAGES.TOO_OLD).to.equal("Are you sure you're that old?");
  });
});

describe('parseIsoDate', () => {
  it('judges leap years by the proleptic calendar, also for years below 100', () => {
    expect(parseIsoDate('0024-02-29')).to.deep.equal({ year: 24, month: 2, day: 29 });
    expect(parseIsoDate('1900-02-29')).to.equal(null);
    expect(parseIsoDate('2000-02-29')).to.deep.equal({ year: 2000, month: 2, day: 29 });
  });
});

describe('isoToDisplayDate', () => {
  it('shows YYYY-MM-DD as MM/DD/YYYY', () => {
    expect(isoToDisplayDate('1990-01-31')).to.equal('01/31/1990');
  });

  it('gives null for other shapes and impossible days', () => {
    expect(isoToDisplayDate('2023-02-30')).to.equal(null);
    expect(isoToDisplayDate('01/31/1990')).to.equal(null);
  });
});
