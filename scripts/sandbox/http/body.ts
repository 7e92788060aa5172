import type { IncomingMessage } from 'node:http';
import { HttpError } from '../api/HttpError';

/** Bodies above this answer 413 (issue: "Bodies over 1 MB answer 413"). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Reads a request body, refusing it as soon as it passes the limit (no buffering of huge uploads). */
export function readBody(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    request.resume();
    return Promise.reject(new HttpError(413, `Request body is larger than ${limit} bytes.`, { code: 'PAYLOAD_TOO_LARGE' }));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    request.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > limit) {
        refused = true;
        chunks.length = 0;
        reject(new HttpError(413, `Request body is larger than ${limit} bytes.`, { code: 'PAYLOAD_TOO_LARGE' }));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (!refused) resolve(Buffer.concat(chunks));
    });
    request.on('error', (error) => {
      if (!refused) reject(new HttpError(400, `The request body could not be read: ${error.message}`));
    });
  });
}

/** `application/json`, with or without parameters (`; charset=utf-8`), in any letter case. */
const JSON_MEDIA_TYPE = /^application\/json\s*(;.*)?$/i;

/**
 * Refuses a body that is not declared `application/json` (415). Every client of the APIs sends JSON; a
 * cross-site form or `text/plain` "simple request" cannot, because JSON needs a CORS preflight.
 */
export function requireJsonContentType(request: IncomingMessage): void {
  const declared = request.headers['content-type'] ?? '';
  if (!JSON_MEDIA_TYPE.test(declared.trim())) {
    throw new HttpError(415, 'The request body must be JSON (Content-Type: application/json).', { code: 'UNSUPPORTED_MEDIA_TYPE' });
  }
}

/** A request's JSON body: `undefined` when empty, 415 when not declared JSON, 400 when unparsable. */
export function parseJsonRequestBody(request: IncomingMessage, raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  requireJsonContentType(request);
  return parseJsonBody(raw);
}

/** Parses a JSON body; an empty body is `undefined`, anything unparsable a 400 that names the problem. */
export function parseJsonBody(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.', { code: 'INVALID_JSON' });
  }
}
