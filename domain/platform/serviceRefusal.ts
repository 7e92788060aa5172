import { isRecord } from '../values/guards';

/**
 * What a refused call told the caller, read from whatever the port threw: the SDK's ApiError and the twins'
 * refusals carry status, code, message and a field map (001 §7: "the answer may carry message and a fields
 * map, shown inline"). Anything else (a network failure) has no status and no fields.
 */
export interface ServiceRefusal {
  /** HTTP status; null when the service never answered. */
  status: number | null;
  code: string | null;
  message: string | null;
  /** Form field → inline message, as the service names the fields; empty when none. */
  fields: Readonly<Record<string, string>>;
}

export function serviceRefusalOf(error: unknown): ServiceRefusal {
  if (!isRecord(error)) return { status: null, code: null, message: null, fields: {} };
  const fields: Record<string, string> = {};
  if (isRecord(error.fields)) {
    for (const [name, text] of Object.entries(error.fields)) if (typeof text === 'string' && text !== '') fields[name] = text;
  }
  return {
    status: typeof error.status === 'number' ? error.status : null,
    code: typeof error.code === 'string' ? error.code : null,
    message: typeof error.message === 'string' && error.message !== '' ? error.message : null,
    fields,
  };
}
