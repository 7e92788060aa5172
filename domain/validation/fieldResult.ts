import type { z } from 'zod';

/** Outcome of checking one field: the normalised value, or the message to show under the field. */
export type FieldResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** Outcome of checking a whole form: the normalised values, or one message per failing field. */
export type FormResult<T, K extends string = Extract<keyof T, string>> =
  | { ok: true; value: T }
  | { ok: false; fields: Partial<Record<K, string>> };

/** Runs a field schema and keeps only the first issue: the form shows one message per field. */
export function fieldResultFromSchema<T>(schema: z.ZodType<T>, value: unknown): FieldResult<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
}

/** Collects the first message per field from a form's field results. */
export function formResultFromFields<T extends object>(results: {
  [K in keyof T]: FieldResult<T[K]>;
}): FormResult<T> {
  const fields: Partial<Record<Extract<keyof T, string>, string>> = {};
  const value: Partial<T> = {};
  for (const key of Object.keys(results) as Extract<keyof T, string>[]) {
    const result = results[key];
    if (result.ok) value[key] = result.value;
    else fields[key] = result.message;
  }
  return Object.keys(fields).length === 0 ? { ok: true, value: value as T } : { ok: false, fields };
}

/** Passwords are sent as typed: spaces may be part of them. */
export function requirePassword(password: string, message: string): FieldResult<string> {
  return password.length > 0 ? { ok: true, value: password } : { ok: false, message };
}
