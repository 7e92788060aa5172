// Small HTTP helpers for the identity provider's own routes (its pages, assets and form posts).
import type { IncomingMessage, ServerResponse } from 'node:http';

export function sendRedirect(response: ServerResponse, location: string, status = 303): void {
  response.statusCode = status;
  response.setHeader('Location', location);
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('Content-Length', 0);
  response.end();
}

export function sendStatus(response: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  response.statusCode = status;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.setHeader('Content-Length', 0);
  response.end();
}

export class FormBodyError extends Error {
  constructor(
    readonly status: 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'FormBodyError';
  }
}

const MAX_FORM_BYTES = 16 * 1024;

/** An application/x-www-form-urlencoded body of at most 16 KB. */
export async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const type = String(request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    request.resume();
    throw new FormBodyError(415, 'expected a form');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new FormBodyError(413, 'form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The request's form, or null after answering 413/415 for a body that is not one (the form routes' one refusal). */
export async function readFormOrRefuse(request: IncomingMessage, response: ServerResponse): Promise<URLSearchParams | null> {
  try {
    return await readForm(request);
  } catch (error) {
    if (!(error instanceof FormBodyError)) throw error;
    sendStatus(response, error.status);
    return null;
  }
}
