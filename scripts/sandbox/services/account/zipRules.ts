// The sandbox's zip rules (the documents say only "5 digits" and that the server may not recognise a zip,
// or refuse the caller as outside the United States; how the server decides is not shown).
//
// - Recognised: 5 digits within the range real US ZIP codes use, 00501 (the lowest, Holtsville NY)
//   to 99950 (the highest, Ketchikan AK). So 00000, 00123 or 99990 are well formed but unrecognised.
// - Forbidden: the sandbox cannot know where a caller is, so one documented test zip, 99999, stands for
//   "outside the United States": /v1/validations.json answers { error: true, http_status: 403 } and
//   registration answers 403 with the forbidden message.
import { validateZip } from '../../../../domain/validation/zip';

export const LOWEST_US_ZIP = 501;
export const HIGHEST_US_ZIP = 99_950;
/** The sandbox's stand-in for a caller outside the United States. */
export const FORBIDDEN_TEST_ZIP = '99999';

export type ZipCheck = 'recognised' | 'unrecognised' | 'malformed' | 'forbidden';

export function checkZip(value: string): ZipCheck {
  const zip = value.trim();
  if (zip === FORBIDDEN_TEST_ZIP) return 'forbidden';
  if (!validateZip(zip).ok) return 'malformed';
  const number = Number(zip);
  return number >= LOWEST_US_ZIP && number <= HIGHEST_US_ZIP ? 'recognised' : 'unrecognised';
}
