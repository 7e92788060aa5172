import { validateBirthDate } from './birthDate';
import { validateEmail } from './email';
import { formResultFromFields, type FormResult } from './fieldResult';
import { validateFirstName, validateLastName } from './names';
import type { ProfileForm } from './profileFields';
import { validateZip } from './zip';

/** Every field of the profile form under the registration rules (001 §5), trimmed; `today` is the day age counts from. */
export function validateProfileForm(form: ProfileForm, today: Date): FormResult<ProfileForm> {
  return formResultFromFields<ProfileForm>({
    firstName: validateFirstName(form.firstName),
    lastName: validateLastName(form.lastName),
    email: validateEmail(form.email),
    birthDate: validateBirthDate(form.birthDate, today),
    zip: validateZip(form.zip),
  });
}
