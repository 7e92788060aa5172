import { MONEY } from '../constants/limits';
import { DAY_MS } from '../constants/timing';

/** A requested personal data file can be downloaded for 7 days after it is made (001 §1). */
export function isPersonalDataFileAvailable(createdAt: Date, now: Date): boolean {
  const age = now.getTime() - createdAt.getTime();
  return age >= 0 && age < MONEY.PERSONAL_DATA_FILE_DAYS * DAY_MS;
}
