import { DAY_MS } from '../constants/timing';

/** How long a personal data file can be downloaded (001 §9). */
export const PERSONAL_DATA_FILE_DAYS = 7;

/** A requested personal data file can be downloaded for 7 days after it is made (001 §1). */
export function isPersonalDataFileAvailable(createdAt: Date, now: Date): boolean {
  const age = now.getTime() - createdAt.getTime();
  return age >= 0 && age < PERSONAL_DATA_FILE_DAYS * DAY_MS;
}
