import type { ServerResponse } from 'node:http';

/**
 * Every response carries these (a page's scripts and stylesheets only those that act on them: dropDocumentOnlyHeaders).
 * Scripts come from the app's own files only: no inline script runs (index.html has none). Images may come from https
 * hosts because retailer logos and offer images are remote in production.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/**
 * What only a document acts on (and, for the policy, a worker): a script or stylesheet a page loads is governed by the
 * page's. A start-up script sent with them carried 430 bytes of headers that did nothing (issue 31: the home page's
 * start-up bytes); nosniff and the referrer policy stay, since a module script's imports follow its own.
 */
const DOCUMENT_ONLY_HEADERS = ['Content-Security-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy', 'Permissions-Policy'];

export function applySecurityHeaders(response: ServerResponse): void {
  response.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.setHeader('X-Frame-Options', 'DENY');
  response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  response.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
}

/** For a page's script or stylesheet (never a worker's script, which its own policy governs). */
export function dropDocumentOnlyHeaders(response: ServerResponse): void {
  for (const name of DOCUMENT_ONLY_HEADERS) response.removeHeader(name);
}
