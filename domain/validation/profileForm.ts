import { ACCOUNT_MESSAGES } from '../constants/account';
import { validateBirthDate } from './birthDate';
import { validateEmail } from './email';
import { formResultFromFields, type FormResult } from './fieldResult';
import { requirePassword } from './linkAccountForm';
import { validateFirstName, validateLastName } from './names';
import { validateZip } from './zip';

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

/** Every field under the registration rules (001 §5), trimmed; `today` is the day age counts from. */
export function validateProfileForm(form: ProfileForm, today: Date): FormResult<ProfileForm> {
  return formResultFromFields<ProfileForm>({
    firstName: validateFirstName(form.firstName),
    lastName: validateLastName(form.lastName),
    email: validateEmail(form.email),
    birthDate: validateBirthDate(form.birthDate, today),
    zip: validateZip(form.zip),
  });
}

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
