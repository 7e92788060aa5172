import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../constants/account';
import { fieldResultFromSchema, formResultFromFields, type FieldResult, type FormResult } from './fieldResult';

export interface LinkAccountFormInput {
  email: string;
  password: string;
}

/** The retailer link form has its own wording (001 §5), so it does not reuse the registration email schema. */
const linkEmailSchema = z
  .string({ error: ACCOUNT_MESSAGES.LINK_EMAIL_REQUIRED })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.LINK_EMAIL_REQUIRED })
  .pipe(z.email({ error: ACCOUNT_MESSAGES.LINK_EMAIL_INVALID }));

/** Passwords are sent as typed: spaces may be part of them. */
export function requirePassword(password: string, message: string): FieldResult<string> {
  return password.length > 0 ? { ok: true, value: password } : { ok: false, message };
}

export function validateLinkAccountForm(input: LinkAccountFormInput): FormResult<LinkAccountFormInput> {
  return formResultFromFields<LinkAccountFormInput>({
    email: fieldResultFromSchema(linkEmailSchema, input.email),
    password: requirePassword(input.password, ACCOUNT_MESSAGES.LINK_PASSWORD_REQUIRED),
  });
}
