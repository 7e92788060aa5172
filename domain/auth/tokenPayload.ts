import { isFiniteNumber, isNonBlankString, isRecord } from '../values/guards';
import * as MESSAGES from '../constants/messages';
import { SECOND_MS } from '../constants/timing';
import type { FieldResult } from '../validation/fieldResult';

/**
 * An access token whose subject starts with this names a sign-in identity that has no customer yet:
 * registration (POST /auth0_customers) links one, and later tokens carry the customer id.
 */
export const IDENTITY_SUBJECT_PREFIX = 'auth0|';

/** Access token payload fields the app reads (000 §3): sub = customer id, exp = expiry, rat = join date. */
export interface AccessTokenPayload {
  sub?: string | number;
  /** Seconds since the epoch. */
  exp?: number;
  /** Join (registration) time: seconds since the epoch, or a date string. */
  rat?: number | string;
}

/** A usable subject: non-blank text or a finite number. */
function subjectOf(payload: unknown): string | number | null {
  if (!isRecord(payload)) return null;
  const { sub } = payload;
  return isNonBlankString(sub) || isFiniteNumber(sub) ? sub : null;
}

/** Valid when exp (seconds) is absent or still in the future and sub is a customer id (000 §5). */
export function isTokenPayloadValid(payload: unknown, now: Date): boolean {
  if (subjectOf(payload) === null || !isRecord(payload)) return false;
  const { exp } = payload;
  if (exp === null || exp === undefined) return true;
  return isFiniteNumber(exp) && exp * SECOND_MS > now.getTime();
}

/**
 * The customer id (sub) as text; login needs one, else 'Unable to login' (001 §5). A subject that names an
 * identity without a customer ('auth0|…') is not a customer id: see needsRegistration.
 */
export function customerIdFromToken(payload: unknown): FieldResult<string> {
  const sub = subjectOf(payload);
  if (sub === null || needsRegistration(payload)) return { ok: false, message: MESSAGES.UNABLE_TO_LOGIN };
  return { ok: true, value: String(sub).trim() };
}

/** The token belongs to a signed-in identity that has not registered as a customer yet. */
export function needsRegistration(payload: unknown): boolean {
  const sub = subjectOf(payload);
  return typeof sub === 'string' && sub.trim().startsWith(IDENTITY_SUBJECT_PREFIX);
}

/**
 * The join date from rat: a number (or numeric text) is seconds since the epoch, like exp;
 * other text is read as a date. Null when absent or unreadable.
 */
export function joinDateFromToken(payload: unknown): Date | null {
  const value = isRecord(payload) ? payload.rat : undefined;
  if (!isFiniteNumber(value) && !isNonBlankString(value)) return null;
  const text = typeof value === 'string' ? value.trim() : '';
  const epochMs =
    typeof value === 'number' || /^\d+(\.\d+)?$/.test(text) ? Number(value) * SECOND_MS : Date.parse(text);
  return Number.isNaN(epochMs) ? null : new Date(epochMs);
}

/** Reads a JWT's payload without verifying it: the API verifies; the app only needs sub, exp and rat. */
export function decodeJwtPayload(token: string): unknown {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}
