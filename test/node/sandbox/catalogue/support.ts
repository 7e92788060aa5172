// Shared by the catalogue tests: the seed's fixed ids and a way to look at a refusal.
import { expect } from 'chai';
import { ApiError } from '../../../../sdk/src';

export { SANDBOX_RETAILER_ID, DEMO_CUSTOMERS } from '../../../../scripts/sandbox/seed/fixtures';

export const FRIEND_EMAIL = 'friend@clipback.test';

/** An id no catalogue row has, and one no integer column can hold (the REST pipeline refuses it: 400 naming the field). */
export const UNKNOWN_ID = 987_654;
export const HUGE_ID = 99_999_999_999;

/** Text a careless server would choke on. */
export const ODD_TERMS = [
  "'; DROP TABLE offers; --",
  'café ☕ 日本語 Ünïcödé',
  '100% _off_ \\ back',
  'a'.repeat(255),
  '   milk   ',
  '😀',
  '(((',
  '* & | ! :',
] as const;

/** Text PostgreSQL cannot store: the REST pipeline refuses it (400 naming the field). */
export const NUL_TERM = 'nul\u0000byte';

/** The error a call rejected with (fails the test when it resolved). */
export async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    return error as ApiError;
  }
  expect.fail('expected the call to be refused');
}

/** Awaits a 400 whose `fields` map names `field` (the pipeline's refusal of input no column can hold). */
export async function expectFieldRefusal(promise: Promise<unknown>, field: string): Promise<void> {
  const error = await rejectionOf(promise);
  expect(error.status, error.message).to.equal(400);
  expect(Object.keys(error.fields ?? {}), error.message).to.include(field);
}
