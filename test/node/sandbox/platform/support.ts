// Helpers shared by the platform tests (flags, tracking, the sandbox-only endpoints): plain HTTP calls,
// so the tests see exactly what a client sees, status and body.
import { WEB_APP_TOKEN } from '../../../../domain/constants/app';
import { tableChecksums } from '../../../../scripts/sandbox/seed';
import type { SandboxDatabase } from '../../../../scripts/sandbox/db';

export interface CallOptions {
  body?: unknown;
  /** Sent as is (bad JSON, huge bodies); wins over `body`. */
  raw?: string;
  /** Added to the app's headers; `undefined` leaves one out (X-App-Token, Content-Type). */
  headers?: Record<string, string | undefined>;
}

export interface CallResult {
  status: number;
  body: any;
  headers: Headers;
}

export async function call(origin: string, method: string, path: string, { body, raw, headers = {} }: CallOptions = {}): Promise<CallResult> {
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  // What the app sends on every call (000 §7): Accept and Content-Type JSON, its X-App-Token.
  const sent: Record<string, string | undefined> = {
    accept: 'application/json',
    'x-app-token': WEB_APP_TOKEN,
    ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])),
  };
  const response = await fetch(origin + path, {
    method,
    headers: Object.fromEntries(Object.entries(sent).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    body: payload,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: the test sees the text
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** The headers the tracking endpoint requires, for a signed-in desktop visitor by default. */
export function trackingHeaders(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const headers: Record<string, string | undefined> = {
    'X-Device': 'desktop',
    'X-Platform': 'web_v2',
    'X-App-Session': 'session-1',
    'X-App-Version': '4.485.0',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export function event(overrides: Record<string, unknown> = {}) {
  return { name: 'view page', screenName: 'home_page', timestamp: new Date().toISOString(), properties: {}, ...overrides };
}

/** Tables the platform endpoints write: their checksums before and after bad input must match. */
export const PLATFORM_TABLES = ['feature_flags', 'tracking_events', 'identity_accounts', 'customers'] as const;

export const platformChecksums = (db: SandboxDatabase) => tableChecksums(db, PLATFORM_TABLES);
