// Random ids, link tokens and verification codes for customer records the API creates.
import { randomBytes, randomInt } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '../../../../domain/validation/verificationCode';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` characters from `alphabet`, uniformly (crypto randomness). */
export function randomChars(length: number, alphabet: string = ALPHANUMERIC): string {
  let text = '';
  for (let i = 0; i < length; i++) text += alphabet[randomInt(alphabet.length)];
  return text;
}

/** A record id such as 'pv-100001-Xy12…': prefix, owner and 16 random characters. */
export function newRecordId(prefix: string, owner: string): string {
  return `${prefix}-${owner}-${randomChars(16)}`;
}

/** An unguessable token for a link sent by e-mail (32 random characters after the prefix). */
export function newLinkToken(prefix: string): string {
  return `${prefix}-${randomChars(32)}`;
}

/** The phone verification code: exactly VERIFICATION_CODE_LENGTH (7) digits. */
export function newVerificationCode(): string {
  return randomChars(VERIFICATION_CODE_LENGTH, '0123456789');
}

/** Opaque hex, for single sign-on payloads. */
export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}
