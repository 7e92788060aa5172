// Refusals of the payments endpoint: codes and extensions.reason values from the header comment of
// openapi/graphql/payments.graphql; wording from the domain (MESSAGES, ACCOUNT_MESSAGES).
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { PAYMENT_REFUSAL, type PaymentRefusal } from '../../../../domain/money/paymentRefusal';
import { GraphqlRequestError } from '../../api/graphqlService';

export { PAYMENT_REFUSAL, type PaymentRefusal };

/** BAD_USER_INPUT: `fields` maps argument names to their messages. */
export function badUserInput(message: string, fields: Record<string, string>, reason?: PaymentRefusal): GraphqlRequestError {
  return new GraphqlRequestError('BAD_USER_INPUT', message, reason ? { fields, reason } : { fields });
}

/** BAD_USER_INPUT for argument checks: the first field's message leads. */
export function invalidArguments(fields: Record<string, string>): GraphqlRequestError {
  return badUserInput(Object.values(fields)[0] ?? ACCOUNT_MESSAGES.FIELD_INVALID, fields);
}

export function forbidden(message: string, reason: PaymentRefusal): GraphqlRequestError {
  return new GraphqlRequestError('FORBIDDEN', message, { reason });
}

/** INTERNAL, the SDL's 'could not be processed': a withdrawal the bank failed (and the balance got back). */
export function transferFailed(): GraphqlRequestError {
  return new GraphqlRequestError('INTERNAL', ACCOUNT_MESSAGES.WITHDRAWAL_CANNOT_PROCESS, { reason: PAYMENT_REFUSAL.TRANSFER_FAILED });
}

export function notFound(message: string, fields: Record<string, string>): GraphqlRequestError {
  return new GraphqlRequestError('NOT_FOUND', message, { fields });
}

/** Checks a required text argument: present after trimming and at most `max` characters. */
export function checkText(
  fields: Record<string, string>,
  name: string,
  value: unknown,
  { max = 200, pattern }: { max?: number; pattern?: RegExp } = {},
): void {
  if (typeof value !== 'string' || value.trim() === '') fields[name] = ACCOUNT_MESSAGES.REQUIRED_FIELD;
  else if (value.length > max || (pattern && !pattern.test(value))) fields[name] = ACCOUNT_MESSAGES.FIELD_INVALID;
}
