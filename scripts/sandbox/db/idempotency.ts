// Request hashes for idempotency keys (transfers.request_hash): a replay with the same key and the same
// parameters answers the stored result; the same key with other parameters is refused.
import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so equal parameters always give equal text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, entry]) => entry !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
}

/** sha256 hex of the canonical JSON of the parameters. */
export function requestHash(parameters: Record<string, unknown>): string {
  return createHash('sha256').update(canonicalJson(parameters)).digest('hex');
}

/**
 * The request hash of executeTransferOut: what moves money (the funding source and the amount in cents).
 * The customer is part of the unique key itself; the device-profiling sessionId is not a parameter of the
 * transfer, so a retry from a new session still replays.
 */
export function transferRequestHash({ fundingSourceId, amount }: { fundingSourceId: string; amount: number }): string {
  return requestHash({ fundingSourceId, amount });
}
