import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { cacheControlFor } from './sharedCaching';

/**
 * Answers below this size go out as they are: gzip saves nothing worth the header on a small body. Larger
 * ones (a category list with every retailer is ~110 KB) are gzipped for clients that accept it, as any
 * production API behind a CDN or reverse proxy would be.
 */
const COMPRESS_FROM_BYTES = 1024;

function acceptsGzip(response: ServerResponse): boolean {
  return /\bgzip\b/.test(String(response.req?.headers['accept-encoding'] ?? ''));
}

/** Every API answer, success or error, is JSON; errors carry `message` and, for form input, `fields`. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = Buffer.from(JSON.stringify(body));
  const compressed = text.length >= COMPRESS_FROM_BYTES && acceptsGzip(response);
  const payload = compressed ? gzipSync(text) : text;
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', cacheControlFor(response));
  response.setHeader('Vary', 'Accept-Encoding');
  if (compressed) response.setHeader('Content-Encoding', 'gzip');
  response.setHeader('Content-Length', payload.length);
  response.end(payload);
}

export function sendError(
  response: ServerResponse,
  status: number,
  message: string,
  extra: { code?: string; fields?: Record<string, string> } = {},
): void {
  sendJson(response, status, { message, ...extra });
}
