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

/** Parses a JSON body; an empty body is `undefined`, anything unparsable a 400 that names the problem. */
export function parseJsonBody(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.', { code: 'INVALID_JSON' });
  }
}
