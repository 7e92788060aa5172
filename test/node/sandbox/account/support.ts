// Helpers shared by the account tests (test/node/sandbox/account/*.test.ts).
import { expect } from 'chai';
import { WEB_APP_TOKEN } from '../../../../domain/constants/app';
import { ApiError, createClipbackSdk, type ClipbackSdk } from '../../../../sdk/src';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../../../../scripts/sandbox/seed/fixtures';
import { addIdentityAccount, identityIdOf, type IdentityAccount } from '../../../../scripts/sandbox/identity';
import { startSandboxHarness, useOwnSandbox, type SandboxHarness } from '../support/sandbox';

export { DEMO_CUSTOMERS, DEMO_PASSWORD };
export const DEMO = DEMO_CUSTOMERS.DEMO;
export const NEW = DEMO_CUSTOMERS.NEW;
export const FRIEND = DEMO_CUSTOMERS.FRIEND;

/** A clock the tests can move forward; starts at the real time so the seed's relative dates make sense. */
export class TestClock {
  offsetMs = 0;
  readonly now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

/** Starts one sandbox for a test file, with a movable clock. */
export async function startAccountHarness(): Promise<SandboxHarness & { clock: TestClock }> {
  const clock = new TestClock();
  const harness = await startSandboxHarness({ now: clock.now });
  return Object.assign(harness, { clock });
}

/** A sandbox of the suite's own with a movable clock, for the suite's tests (useOwnSandbox). */
export function useAccountHarness(): SandboxHarness & { clock: TestClock } {
  return useOwnSandbox(startAccountHarness);
}

/** Awaits a call that must fail and answers its ApiError, checking the status. */
export async function apiError(call: Promise<unknown>, status: number): Promise<ApiError> {
  let outcome: unknown;
  try {
    outcome = await call;
  } catch (error) {
    expect(error, String(error)).to.be.instanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status, `${apiError.message} ${JSON.stringify(apiError.body)}`).to.equal(status);
    return apiError;
  }
  throw new Error(`expected HTTP ${status}, the call succeeded with ${JSON.stringify(outcome)}`);
}

let identityCounter = 0;

/** A fresh identity account (signed up at the provider, not registered yet) and an SDK signed in as it. */
export async function freshIdentity(
  harness: SandboxHarness,
  email = `fresh-${Date.now()}-${++identityCounter}@example.com`,
): Promise<{ account: IdentityAccount; identityId: string; email: string; sdk: ClipbackSdk; accessToken: string }> {
  const account = await addIdentityAccount(harness.sandbox.identity.accounts, { email, password: DEMO_PASSWORD });
  const { accessToken } = await harness.sandbox.identity.issueTestToken(email);
  const sdk = createClipbackSdk({ origin: harness.origin, getAccessToken: () => accessToken, getSessionId: () => 'test-session' });
  return { account, identityId: identityIdOf(account.id), email: account.email, sdk, accessToken };
}

/** A valid registration body for an identity (birth date well over 18 before `today`). */
export function registrationBody(identityId: string, email: string, overrides: Record<string, unknown> = {}) {
  return {
    app_version: '4.485.0',
    device_id: 'test-device',
    customer: {
      first_name: 'Riley',
      email,
      birth_date: '1994-03-09',
      auth0_user_id: identityId,
      zip: '80202',
      referral_code: null,
      early_identifier: null,
      ip_address: null,
      ...overrides,
    },
  };
}

/** Raw JSON request (for odd input the SDK's types would not let through). */
export async function rawRequest(
  harness: SandboxHarness,
  method: string,
  path: string,
  { token, body, headers = {} }: { token?: string; body?: string | object; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${harness.origin}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      // What the app sends on every call (anonymous writes need it).
      'x-app-token': WEB_APP_TOKEN,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // keep the text
  }
  return { status: response.status, body: parsed };
}
