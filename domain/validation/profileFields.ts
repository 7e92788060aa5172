import { ACCOUNT_MESSAGES } from '../constants/account';
import { requirePassword } from './fieldResult';

// The profile form's shape and its checks that need no schema: the account page loads these, and the field rules
// (profileForm.ts, zod) only with the first save.

/** The profile form (001 §4 "Profile edit"): what the customer may change; birthDate is YYYY-MM-DD. */
export interface ProfileForm {
  firstName: string;
  lastName: string;
  email: string;
  birthDate: string;
  zip: string;
}

export type ProfileField = keyof ProfileForm;

/** The form's fields in the order the form shows them (focus goes to the first invalid one). */
export const PROFILE_FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'email', 'birthDate', 'zip'];

/** The password prompt before a profile save: required here, 'Incorrect password.' comes from the server. */
export function validateProfilePassword(password: string) {
  return requirePassword(password, ACCOUNT_MESSAGES.PASSWORD_REQUIRED);
}

/** Only the fields that differ from the record: an unchanged e-mail is not re-checked as taken. */
export function changedProfileFields(form: ProfileForm, record: ProfileForm): Partial<ProfileForm> {
  const changes: Partial<ProfileForm> = {};
  for (const field of PROFILE_FIELDS) if (form[field] !== record[field]) changes[field] = form[field];
  return changes;
}
