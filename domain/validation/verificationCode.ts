import { z } from 'zod';
import { fieldResultFromSchema, type FieldResult } from './fieldResult';

/** A phone verification code has this many digits (001 §9). */
export const VERIFICATION_CODE_LENGTH = 7;
export const VERIFICATION_CODE_INVALID = 'Enter the 7-digit code we sent you.';

const CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

/** The phone verification code is exactly 7 digits; one message covers empty and malformed input. */
export const verificationCodeSchema = z
  .string({ error: VERIFICATION_CODE_INVALID })
  .trim()
  .regex(CODE_PATTERN, { error: VERIFICATION_CODE_INVALID });

export function validateVerificationCode(value: string): FieldResult<string> {
  return fieldResultFromSchema(verificationCodeSchema, value);
}
