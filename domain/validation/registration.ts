import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../constants/account';
import { birthDateSchema } from './birthDate';
import { emailSchema } from './email';
import { firstNameSchema } from './names';
import { zipSchema } from './zip';

const requiredText = z
  .string({ error: ACCOUNT_MESSAGES.REQUIRED_FIELD })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.REQUIRED_FIELD });

/** Optional text: trimmed, and an empty or null value is left out rather than sent as ''. */
const optionalText = z
  .string({ error: ACCOUNT_MESSAGES.FIELD_INVALID })
  .nullish()
  .transform((value) => value?.trim() || undefined);

/**
 * POST /auth0_customers body (001 §3, §7), shared by the registration form and the sandbox server.
 * A function of today because the birth-date rules depend on the day.
 * Required: app_version, device_id, first_name, email, birth_date, auth0_user_id, zip.
 * Optional (not always known to the browser): early_identifier, referral_code, ip_address.
 */
export function registrationSchema(today: Date) {
  const customer = z.object(
    {
      first_name: firstNameSchema,
      email: emailSchema,
      birth_date: birthDateSchema(today),
      early_identifier: optionalText,
      referral_code: optionalText,
      auth0_user_id: requiredText,
      ip_address: optionalText,
      zip: zipSchema,
    },
    { error: ACCOUNT_MESSAGES.REQUIRED_FIELD },
  );
  return z.object(
    { app_version: requiredText, device_id: requiredText, customer },
    { error: ACCOUNT_MESSAGES.REQUIRED_FIELD },
  );
}

export type RegistrationPayload = z.output<ReturnType<typeof registrationSchema>>;
export type RegistrationInput = z.input<ReturnType<typeof registrationSchema>>;
export type RegistrationField = keyof RegistrationPayload['customer'] | Exclude<keyof RegistrationPayload, 'customer'>;

/** Key used for a problem with the payload as a whole (not an object at all). */
export const REGISTRATION_PAYLOAD_KEY = 'payload';

export type RegistrationResult =
  | { ok: true; value: RegistrationPayload }
  | { ok: false; fields: Record<string, string> };

/**
 * Fields are keyed by their wire name without the 'customer.' prefix ('first_name', 'zip', 'app_version'),
 * the same shape as the server's error `fields` map, so the form can show either inline. First message per field.
 */
export function validateRegistration(input: unknown, today: Date): RegistrationResult {
  const parsed = registrationSchema(today).safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const leaf = issue.path[issue.path.length - 1];
    const key = typeof leaf === 'string' ? leaf : REGISTRATION_PAYLOAD_KEY;
    fields[key] ??= issue.message;
  }
  return { ok: false, fields };
}
