import { SITE_VERSION } from '../constants/app';
import { validateRegistration, type RegistrationPayload } from './registration';

/** The registration form's fields (001 §2): the birth date as the date input gives it, YYYY-MM-DD. */
export interface RegistrationFormValues {
  firstName: string;
  zip: string;
  birthDate: string;
  referralCode: string;
}

export type RegistrationFormField = keyof RegistrationFormValues;

/** The form's fields in page order: focus goes to the first invalid one. */
export const REGISTRATION_FORM_FIELDS: readonly RegistrationFormField[] = ['firstName', 'zip', 'birthDate', 'referralCode'];

/** The payload's `customer` keys (how the service names a refused field) and the form's names for them. */
export const REGISTRATION_FORM_FIELD = {
  first_name: 'firstName',
  email: 'email',
  birth_date: 'birthDate',
  zip: 'zip',
  referral_code: 'referralCode',
} as const;

/** Who registers and from where: the provider's identity, and the browser's ids. */
export interface RegistrationContext {
  /** The identity's id at the provider ('auth0|…'). */
  auth0UserId: string;
  email: string;
  /** The browser's persistent id (ours: the documents do not say what the web sends as device_id). */
  deviceId: string;
  earlyIdentifier?: string;
}

export type RegistrationFormResult =
  | { ok: true; payload: RegistrationPayload }
  | { ok: false; fields: Partial<Record<RegistrationFormField, string>>; otherProblem: boolean };

/** A refused field map keyed by the form's names; names the form does not show are kept as they are. */
export function registrationFormFields(fields: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, text]) => [REGISTRATION_FORM_FIELD[name as keyof typeof REGISTRATION_FORM_FIELD] ?? name, text]),
  );
}

const isFormField = (name: string): name is RegistrationFormField => (REGISTRATION_FORM_FIELDS as readonly string[]).includes(name);

/**
 * The form's values checked with the same rules the server runs (values trimmed, 001 §5) and, when they pass,
 * the POST /auth0_customers payload. A problem outside the form's fields (no e-mail from the provider) is
 * `otherProblem`: the shopper cannot fix it in the form.
 */
export function registrationPayloadOf(values: RegistrationFormValues, context: RegistrationContext, today: Date): RegistrationFormResult {
  const checked = validateRegistration(
    {
      app_version: SITE_VERSION,
      device_id: context.deviceId,
      customer: {
        first_name: values.firstName,
        email: context.email,
        birth_date: values.birthDate,
        early_identifier: context.earlyIdentifier ?? null,
        referral_code: values.referralCode,
        auth0_user_id: context.auth0UserId,
        zip: values.zip,
      },
    },
    today,
  );
  if (checked.ok) return { ok: true, payload: checked.value };
  const fields: Partial<Record<RegistrationFormField, string>> = {};
  let otherProblem = false;
  for (const [name, text] of Object.entries(registrationFormFields(checked.fields))) {
    if (isFormField(name)) fields[name] = text;
    else otherProblem = true;
  }
  return { ok: false, fields, otherProblem };
}
