// The address of the client behind a request, for per-client rate limits. Behind a reverse proxy every
// connection comes from the proxy: TRUSTED_PROXY_HOPS (read at each call, like SMTP_URL) says how many
// proxies in front append to X-Forwarded-For, and the address the outermost of them saw is the client's.
// Entries further left were written by the client itself and are never trusted.
import type { IncomingMessage } from 'node:http';

export function trustedProxyHops(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.TRUSTED_PROXY_HOPS?.trim();
  if (!raw) return 0;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, got ${JSON.stringify(raw)}`);
  return hops;
}

export function clientAddress(request: IncomingMessage, env: NodeJS.ProcessEnv = process.env): string {
  const peer = request.socket.remoteAddress ?? 'unknown';
  const hops = trustedProxyHops(env);
  if (hops === 0) return peer;
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - hops] ?? peer;
}
