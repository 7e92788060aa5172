// Request helpers of the bank-linking stand-in and the bank simulator: small JSON object bodies, identifier
// fields, and HttpErrors answered as JSON error bodies.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { HttpError } from '../../api/HttpError';
import { parseJsonBody, readBody } from '../../http/body';
import { sendJson } from '../../http/json';

const MAX_BODY_BYTES = 16 * 1024;
const IDENTIFIER = /^[A-Za-z0-9_.:-]{1,128}$/;

/** The JSON object body of a stand-in POST; anything else is a 400 naming the problem. */
export async function readObject(request: IncomingMessage): Promise<Record<string, unknown>> {
  const body = parseJsonBody(await readBody(request, MAX_BODY_BYTES));
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object.', { code: 'INVALID_REQUEST', fields: { body: ACCOUNT_MESSAGES.FIELD_INVALID } });
  }
  return body as Record<string, unknown>;
}

/** Required identifier-like strings of a body; 400 with a field map when one is missing or malformed. */
export function identifiers<K extends string>(body: Record<string, unknown>, names: readonly K[]): Record<K, string> {
  const fields: Record<string, string> = {};
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = body[name];
    if (typeof value !== 'string' || value === '') fields[name] = ACCOUNT_MESSAGES.REQUIRED_FIELD;
    else if (!IDENTIFIER.test(value)) fields[name] = ACCOUNT_MESSAGES.FIELD_INVALID;
    else values[name] = value;
  }
  if (Object.keys(fields).length) throw new HttpError(400, ACCOUNT_MESSAGES.FIELD_INVALID, { code: 'INVALID_REQUEST', fields });
  return values;
}

/** Runs a stand-in handler, answering an HttpError it throws as the JSON error body. */
export async function answeringHttpErrors(response: ServerResponse, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    sendJson(response, error.status, error.toBody());
  }
}

