import { z } from 'zod';
import { fieldResultFromSchema, formResultFromFields, requirePassword, type FormResult } from './fieldResult';

/** The retailer link form's messages (001 §5). */
export const LINK_ACCOUNT_MESSAGES = {
  LINK_EMAIL_REQUIRED: 'Email address is required',
  LINK_EMAIL_INVALID: 'Enter a valid email address',
  LINK_PASSWORD_REQUIRED: 'Password is required',
} as const;

export interface LinkAccountFormInput {
  email: string;
  password: string;
}

/** The retailer link form has its own wording (001 §5), so it does not reuse the registration email schema. */
const linkEmailSchema = z
  .string({ error: LINK_ACCOUNT_MESSAGES.LINK_EMAIL_REQUIRED })
  .trim()
  .min(1, { error: LINK_ACCOUNT_MESSAGES.LINK_EMAIL_REQUIRED })
  .pipe(z.email({ error: LINK_ACCOUNT_MESSAGES.LINK_EMAIL_INVALID }));

export function validateLinkAccountForm(input: LinkAccountFormInput): FormResult<LinkAccountFormInput> {
  return formResultFromFields<LinkAccountFormInput>({
    email: fieldResultFromSchema(linkEmailSchema, input.email),
    password: requirePassword(input.password, LINK_ACCOUNT_MESSAGES.LINK_PASSWORD_REQUIRED),
  });
}
