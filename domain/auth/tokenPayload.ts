import { z } from 'zod';
import { IDENTITY_SUBJECT_PREFIX, MESSAGES, SECOND_MS } from '../constants';
import type { FieldResult } from '../validation/fieldResult';

/** Access token payload fields the app reads (000 §3): sub = customer id, exp = expiry, rat = join date. */
export interface AccessTokenPayload {
  sub?: string | number;
  /** Seconds since the epoch. */
  exp?: number;
  /** Join (registration) time: seconds since the epoch, or a date string. */
  rat?: number | string;
}

/** A usable customer id: non-empty text or a finite number. */
const subjectSchema = z.union([z.string().trim().min(1), z.number().finite()]);
const payloadSchema = z.looseObject({
  sub: subjectSchema,
  exp: z.number().finite().nullish(),
});

/** Valid when exp (seconds) is absent or still in the future and sub is a customer id (000 §5). */
export function isTokenPayloadValid(payload: unknown, now: Date): boolean {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return false;
  const { exp } = parsed.data;
  return exp === null || exp === undefined || exp * SECOND_MS > now.getTime();
}

/**
 * The customer id (sub) as text; login needs one, else 'Unable to login' (001 §5). A subject that names an
 * identity without a customer ('auth0|…') is not a customer id: see needsRegistration.
 */
export function customerIdFromToken(payload: unknown): FieldResult<string> {
  const sub = z.object({ sub: subjectSchema }).safeParse(payload);
  if (!sub.success || needsRegistration(payload)) return { ok: false, message: MESSAGES.UNABLE_TO_LOGIN };
  return { ok: true, value: String(sub.data.sub).trim() };
}

/** The token belongs to a signed-in identity that has not registered as a customer yet. */
export function needsRegistration(payload: unknown): boolean {
  const sub = z.object({ sub: z.string() }).safeParse(payload);
  return sub.success && sub.data.sub.trim().startsWith(IDENTITY_SUBJECT_PREFIX);
}

/**
 * The join date from rat: a number (or numeric text) is seconds since the epoch, like exp;
 * other text is read as a date. Null when absent or unreadable.
 */
export function joinDateFromToken(payload: unknown): Date | null {
  const rat = z.object({ rat: z.union([z.number().finite(), z.string().trim().min(1)]) }).safeParse(payload);
  if (!rat.success) return null;
  const value = rat.data.rat;
  const epochMs =
    typeof value === 'number' || /^\d+(\.\d+)?$/.test(value) ? Number(value) * SECOND_MS : Date.parse(value);
  return Number.isNaN(epochMs) ? null : new Date(epochMs);
}
