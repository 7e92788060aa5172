import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../constants/account';
import { LIMITS } from '../constants/limits';
import { fieldResultFromSchema, type FieldResult } from './fieldResult';

const CODE_PATTERN = new RegExp(`^\\d{${LIMITS.VERIFICATION_CODE_LENGTH}}$`);

/** The phone verification code is exactly 7 digits; one message covers empty and malformed input. */
export const verificationCodeSchema = z
  .string({ error: ACCOUNT_MESSAGES.VERIFICATION_CODE_INVALID })
  .trim()
  .regex(CODE_PATTERN, { error: ACCOUNT_MESSAGES.VERIFICATION_CODE_INVALID });

export function validateVerificationCode(value: string): FieldResult<string> {
  return fieldResultFromSchema(verificationCodeSchema, value);
}
