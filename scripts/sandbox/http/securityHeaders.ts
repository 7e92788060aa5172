import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const POLICY_AFTER_SCRIPTS = [
  "style-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
];

/**
 * The policy with `script-src 'self'` plus the given inline scripts' hashes. The app's page has exactly one
 * inline script, its import map (build.mjs), allowed by hash; nothing else inline runs.
 */
export function contentSecurityPolicy(inlineScripts: readonly string[] = []): string {
  const hashes = inlineScripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  return ["default-src 'self'", ["script-src 'self'", ...hashes].join(' '), ...POLICY_AFTER_SCRIPTS].join('; ');
}

/**
 * Every response carries these. The CSP allows no inline script (index.html adds its import map's hash).
 * Images may come from https hosts because retailer logos and offer images are remote in production.
 */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export function applySecurityHeaders(response: ServerResponse): void {
  response.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.setHeader('X-Frame-Options', 'DENY');
  response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  response.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
}
