// The refusals the account handlers give, in one place so codes and wording stay consistent. Quoted
// messages come from domain MESSAGES; the few the documents do not word are ours and say so.
import * as MESSAGES from '../../../../domain/constants/messages';
import { HttpError } from '../../api/HttpError';
import type { OperationHandlers, RequestContext } from '../../api/restService';
import { sqlState } from '../../db';

/** Ours: the documents word no message for these. */
export const SANDBOX_MESSAGES = {
  NOT_FOUND: "Sorry, we couldn't find that.",
  RECEIPT_NOT_FOUND: "Sorry, we couldn't find that receipt.",
  GIFT_CARD_NOT_FOUND: "Sorry, we couldn't find that gift card.",
  CUSTOMER_NOT_FOUND: "Sorry, we couldn't find that account.",
  NOT_REGISTERED: 'Finish creating your Clipback account first.',
  ALREADY_REGISTERED: 'This sign-in already has a Clipback account. Try signing in instead.',
  IDENTITY_MISMATCH: 'The registration does not match the signed-in account.',
  UNKNOWN_SETTING: 'This setting does not exist.',
  EMAIL_ONLY_SETTING: 'Only e-mail settings can be changed from an e-mail link.',
  SETTINGS_REQUIRED: 'Choose at least one setting.',
  OFFER_MISMATCH: 'The offer in the body does not match the offer in the path.',
  OFFER_NOT_AT_RETAILER: 'This offer is not available at that retailer.',
  OFFER_EXPIRED: 'This offer has expired.',
  REWARD_NOT_INSTANT: "These rewards are not this offer's instant rewards.",
  PHONE_VERIFICATION_EXPIRED: 'This code has expired. Send a new one.',
  PHONE_ALREADY_VERIFIED: 'This phone number is already verified.',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Please wait a while and try again.',
  TOO_MANY_MESSAGES: "We've sent a lot of messages. Please wait a while and try again.",
  CHECKUP_INCOMPLETE: 'Complete your security checkup to continue.',
  ACCOUNT_LOCKED: 'Your account is locked after too many wrong passwords. Use the link we e-mailed you to unlock it.',
  FILE_NOT_READY: 'Your personal data file is not ready yet. Check again in a moment.',
  FILE_EXPIRED: 'This personal data file is no longer available. Request a new one.',
  FEEDBACK_ALREADY_SENT: 'You already sent feedback. Thank you!',
  LIST_WITHOUT_ITEMS: 'Type at least one item, one per line.',
  LINK_METHOD_DIRECT: 'This retailer links through its own sign-in page, not with a password.',
  NO_ACCOUNT_LINKING: "This retailer's accounts can't be linked.",
  CONFIG_NOT_FOUND: 'No configuration value has that key.',
  VALIDATION_QUERY_REQUIRED: 'Give a zip_code, a referral_code or both.',
  NUMBER_TOO_LARGE: 'This number is too large.',
  TOO_MANY_FAVORITES: 'That is more favourite retailers than the sandbox keeps.',
} as const;

/** Codes of ErrorBody.code (shared/errors.yaml lists them). */
export const CODE = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  /** Registration without the identity's e-mail (001 §8 emailMissing). */
  EMAIL_MISSING: 'EMAIL_MISSING',
  PHONE_TAKEN: 'PHONE_TAKEN',
  DUPLICATE_ACCOUNT: 'DUPLICATE_ACCOUNT',
  INCORRECT_PASSWORD: 'INCORRECT_PASSWORD',
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  TOKEN_INVALID: 'TOKEN_INVALID',
  SECURITY_CHECKUP_INCOMPLETE: 'SECURITY_CHECKUP_INCOMPLETE',
  ALREADY_SUBMITTED: 'ALREADY_SUBMITTED',
  NOT_READY: 'NOT_READY',
  EXPIRED: 'EXPIRED',
  RATE_LIMITED: 'RATE_LIMITED',
} as const;

export const notFound = (message: string = SANDBOX_MESSAGES.NOT_FOUND) => new HttpError(404, message, { code: CODE.NOT_FOUND });

/** A rule break on named fields: 400 with the generic message and one inline message per field. */
export const invalidFields = (fields: Record<string, string>, status: 400 | 422 = 400, message: string = MESSAGES.TRY_AGAIN) =>
  new HttpError(status, message, { code: CODE.VALIDATION_FAILED, fields });

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, { code: CODE.BAD_REQUEST, ...(fields ? { fields } : {}) });

export const forbidden = (message: string) => new HttpError(403, message, { code: CODE.FORBIDDEN });

export const rateLimited = (message: string = SANDBOX_MESSAGES.TOO_MANY_MESSAGES) =>
  new HttpError(429, message, { code: CODE.RATE_LIMITED });

/** The signed-in customer's id for calls that name no customer (the gateway's, registration excepted). */
export function signedInCustomer(context: RequestContext): string {
  const auth = context.requireAuth();
  if (auth.customerId === null) throw forbidden(SANDBOX_MESSAGES.NOT_REGISTERED);
  return context.requireCustomer(auth.customerId).customerId;
}

/** PostgreSQL's largest integer: ids beyond it cannot name a row (and would make the query fail). */
export const MAX_SQL_INTEGER = 2_147_483_647;

/** True for a whole number an integer column can hold. */
export const fitsSqlInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) <= MAX_SQL_INTEGER;

/**
 * A value the database cannot take (SQLSTATE class 22, data exception: a NUL character in text, a number
 * out of range, an impossible date) is the caller's mistake: 400, never a 5xx. The handlers check what
 * they can first; this is the net under them.
 */
export function isBadInputForDatabase(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && state.startsWith('22');
}

export const UNREADABLE_VALUE_MESSAGE = 'A value in the request cannot be used. Check it and try again.';

/** Wraps every handler with the bad-input net (see isBadInputForDatabase). */
export function withBadInputNet(handlers: OperationHandlers): OperationHandlers {
  return Object.fromEntries(
    Object.entries(handlers).map(([operationId, handler]) => [
      operationId,
      handler &&
        (async (context: RequestContext) => {
          try {
            return await handler(context);
          } catch (error) {
            if (isBadInputForDatabase(error)) throw badRequest(UNREADABLE_VALUE_MESSAGE);
            throw error;
          }
        }),
    ]),
  );
}
