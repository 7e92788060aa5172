/** The phone field shows '(###) ###-####' (001 §5); these helpers move between that mask and bare digits. */

const US_NATIONAL_DIGITS = 10;
const US_COUNTRY_CODE = '1';

/**
 * The national digits of a typed or masked phone value: non-digits dropped, a leading US country code dropped
 * (a US area code never starts with 1, so a leading 1 is always the country code, also while '+1 72' is still
 * being typed), and at most 10 digits kept.
 */
export function phoneDigits(masked: string): string {
  const digits = masked.replace(/\D/g, '');
  const national = digits.startsWith(US_COUNTRY_CODE) ? digits.slice(US_COUNTRY_CODE.length) : digits;
  return national.slice(0, US_NATIONAL_DIGITS);
}

/** Applies the mask progressively as digits are typed: '(2', '(201', '(201) 5', '(201) 555-0', '(201) 555-0123'. */
export function formatPhoneMask(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, US_NATIONAL_DIGITS);
  if (d.length === 0) return '';
  const area = d.slice(0, 3);
  const exchange = d.slice(3, 6);
  const line = d.slice(6);
  if (d.length <= 3) return `(${area}`;
  if (d.length <= 6) return `(${area}) ${exchange}`;
  return `(${area}) ${exchange}-${line}`;
}
