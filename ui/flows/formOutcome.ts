import { serviceRefusalOf } from '../../domain/platform/serviceRefusal';

/**
 * What a form's call answered: the value, or the messages to show: inline per field (the form's names) and/or
 * one for the whole form (a toast or alert). Flows answer it and never reject.
 */
export type FormOutcome<T, F extends string> = { ok: true; value: T } | FormRefusal<F>;

/** The refused side of a FormOutcome; `status` is the service's (null when the form itself refused). */
export interface FormRefusal<F extends string> {
  ok: false;
  fields: Partial<Record<F, string>>;
  message: string | null;
  status: number | null;
}

/**
 * A port's rejection as a FormOutcome: the service's messages for the form's own fields inline; without any,
 * the service's message when `keepMessageFor` lists its status (a refusal that means something to the shopper),
 * else `fallback`.
 */
export function refusalOutcome<F extends string>(
  error: unknown,
  formFields: readonly F[],
  fallback: string,
  keepMessageFor: readonly number[] = [],
): FormRefusal<F> {
  const refusal = serviceRefusalOf(error);
  const fields: Partial<Record<F, string>> = {};
  for (const name of formFields) {
    const text = refusal.fields[name];
    if (text) fields[name] = text;
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields, message: null, status: refusal.status };
  const keep = refusal.status !== null && keepMessageFor.includes(refusal.status) && refusal.message;
  return { ok: false, fields, message: keep ? refusal.message : fallback, status: refusal.status };
}
