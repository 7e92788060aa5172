import * as MESSAGES from '../constants/messages';
import type { FieldResult } from '../validation/fieldResult';
import { customerIdFromToken, isTokenPayloadValid, joinDateFromToken } from './tokenPayload';

/** The signed-in user (001 §3). */
export interface AuthUser {
  customerId: string;
  accessToken: string;
  joinDate: Date | null;
}

/** Login is valid only with an unexpired token carrying a customer id (000 §4); else 'Unable to login'. */
export function authUserFromToken(accessToken: string, payload: unknown, now: Date): FieldResult<AuthUser> {
  if (!isTokenPayloadValid(payload, now)) return { ok: false, message: MESSAGES.UNABLE_TO_LOGIN };
  const customerId = customerIdFromToken(payload);
  if (!customerId.ok) return customerId;
  return { ok: true, value: { customerId: customerId.value, accessToken, joinDate: joinDateFromToken(payload) } };
}
