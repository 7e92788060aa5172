import type { RegistrationGateway } from '../../adapters/registration/RegistrationGateway';
import {
  fieldValidationAnswer,
  validationFeedback,
  type ServerValidatedField,
  type ValidationFeedback,
} from '../../domain/validation/validationFeedback';

/** The form's server-checked fields and their names in the validations call (001 §7). */
export type CheckedRegistrationField = 'zip' | 'referralCode';

const SERVER_FIELD: Record<CheckedRegistrationField, ServerValidatedField> = { zip: 'zip_code', referralCode: 'referral_code' };

/**
 * Checks the zip and/or referral code with POST /v1/validations.json (001 §5, §7), in one call, and answers
 * each given field's feedback: SUCCESS, ERROR with its not-found text, ERROR_HIDDEN with the forbidden toast for a
 * 403, or ERROR with the unexpected-problem text when the call failed. Never rejects.
 */
export async function checkRegistrationFields(
  values: Partial<Record<CheckedRegistrationField, string>>,
  registration: Pick<RegistrationGateway, 'validate'>,
): Promise<Partial<Record<CheckedRegistrationField, ValidationFeedback>>> {
  const fields = (Object.keys(values) as CheckedRegistrationField[]).filter((field) => values[field] !== undefined);
  if (fields.length === 0) return {};
  const answer = await registration
    .validate({ zip: values.zip, referralCode: values.referralCode })
    .catch((error: unknown) => {
      console.warn('[registration] the field check failed', error);
      return { error: true } as const;
    });
  return Object.fromEntries(
    fields.map((field) => [field, validationFeedback(fieldValidationAnswer(answer, SERVER_FIELD[field]), SERVER_FIELD[field])]),
  );
}
