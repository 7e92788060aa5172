import type { ServerResponse } from 'node:http';

/** Every API answer, success or error, is JSON; errors carry `message` and, for form input, `fields`. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('Content-Length', Buffer.byteLength(payload));
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
