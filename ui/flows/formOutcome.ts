import { serviceRefusalOf, type ServiceRefusal } from '../../domain/platform/serviceRefusal';

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

/** A refusal of an action with no fields (a send, a link followed): no field shows it, so its message is always there. */
export type ActionRefusal = FormRefusal<never> & { message: string };

/** Whose service message is kept: the statuses listed, or a rule over the refusal. */
export type KeepMessageFor = readonly number[] | ((refusal: ServiceRefusal) => boolean);

/** The whole-form message when the service's is not kept: one text, or a rule over the refusal. */
export type RefusalFallback = string | ((refusal: ServiceRefusal) => string);

/** The service answered with a 4xx: its message is about the request (a 5xx's, or none at all, is not for the shopper). */
export function isClientError({ status }: ServiceRefusal): boolean {
  return status !== null && status >= 400 && status < 500;
}

/** Keeps whatever message the service gave (a rule downstream reads it: the help desk's login outcome). */
export function anyRefusal(): boolean {
  return true;
}

/**
 * A port's rejection as a FormOutcome: the service's messages for the form's own fields inline; without any
 * (or when the refusal also names a field the form does not show, so no field can carry its message), the
 * service's message when `keepMessageFor` keeps it (a refusal that means something to the shopper), else
 * `fallback`.
 */
export function refusalOutcome(error: unknown, formFields: readonly [], fallback: RefusalFallback, keepMessageFor?: KeepMessageFor): ActionRefusal;
export function refusalOutcome<F extends string>(
  error: unknown,
  formFields: readonly F[],
  fallback: RefusalFallback,
  keepMessageFor?: KeepMessageFor,
): FormRefusal<F>;
export function refusalOutcome<F extends string>(
  error: unknown,
  formFields: readonly F[],
  fallback: RefusalFallback,
  keepMessageFor: KeepMessageFor = [],
): FormRefusal<F> {
  const refusal = serviceRefusalOf(error);
  const fields: Partial<Record<F, string>> = {};
  for (const name of formFields) {
    const text = refusal.fields[name];
    if (text) fields[name] = text;
  }
  const shownInline = Object.keys(fields).length > 0;
  const onlyFormFields = Object.keys(refusal.fields).every((name) => (formFields as readonly string[]).includes(name));
  if (shownInline && onlyFormFields) return { ok: false, fields, message: null, status: refusal.status };
  const kept =
    typeof keepMessageFor === 'function' ? keepMessageFor(refusal) : refusal.status !== null && keepMessageFor.includes(refusal.status);
  const message = kept && refusal.message ? refusal.message : typeof fallback === 'function' ? fallback(refusal) : fallback;
  return { ok: false, fields, message, status: refusal.status };
}
