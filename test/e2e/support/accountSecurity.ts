// Reusable steps for the account-security journeys: reading the sandbox outbox (GET /sandbox/outbox),
// signing in at the identity provider's page, and completing the security checkup through its page.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../../../scripts/sandbox/seed/fixtures';
import type { OutboxEntry } from '../../support/outboxReader';

/** The seed's fresh customer: security checkup incomplete (scripts/sandbox/seed/fixtures.ts). */
export const FRESH = { email: DEMO_CUSTOMERS.NEW.email, password: DEMO_PASSWORD } as const;
/** The demo's referred friend (checkup complete; holds a verified phone). */
export const FRIEND = { email: DEMO_CUSTOMERS.FRIEND.email, password: DEMO_PASSWORD } as const;

/** A recipient's messages, newest first (an e-mail address, or a phone number in any US spelling). */
export async function readOutbox(request: APIRequestContext, recipient: string): Promise<OutboxEntry[]> {
  const response = await request.get(`/sandbox/outbox?recipient=${encodeURIComponent(recipient)}`);
  if (!response.ok()) throw new Error(`/sandbox/outbox answered ${response.status()}`);
  return ((await response.json()) as { messages: OutboxEntry[] }).messages;
}

/** The newest link to `path` (on any origin) sent to `recipient`, waiting a little for it to arrive. */
export async function latestLinkTo(request: APIRequestContext, recipient: string, path: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      found = (await readOutbox(request, recipient)).flatMap((message) => message.links).find((link) => new URL(link).pathname === path);
      return found;
    }, { message: `a link to ${path} sent to ${recipient}` })
    .toBeTruthy();
  return found ?? '';
}

/** The newest code sent to `recipient` newer than `after` (a code already seen), waiting a little for it. */
export async function latestCode(request: APIRequestContext, recipient: string, after?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = (await readOutbox(request, recipient)).find((message) => message.codes.length > 0)?.codes[0];
      return code !== undefined && code !== after;
    }, { message: `a code texted to ${recipient}` })
    .toBe(true);
  return code ?? '';
}

/** Fills the identity provider's sign-in form (the page must show it). */
export async function signInAtProvider(page: Page, { email, password }: { email: string; password: string }): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export interface CheckupAnswers {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** A US number nobody has verified, as typed. */
  phone: string;
}

/**
 * Completes every outstanding step of the checkup page the browser shows: the name step, the e-mail
 * confirmation through the link read from the outbox (opened in a second tab, so the page notices it by
 * polling), and the phone through the texted code.
 */
export async function completeSecurityCheckup(page: Page, request: APIRequestContext, answers: CheckupAnswers): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Security checkup' })).toBeVisible();
  const step = page.getByRole('group');

  if (await page.getByRole('heading', { level: 2, name: 'Confirm your name' }).isVisible()) {
    await step.getByLabel('First name').fill(answers.firstName);
    await step.getByLabel('Last name').fill(answers.lastName);
    await step.getByLabel('Password').fill(answers.password);
    await step.getByRole('button', { name: 'Save and continue' }).click();
  }

  await expect(page.getByRole('heading', { level: 2, name: 'Confirm your email' })).toBeVisible();
  await step.getByRole('button', { name: 'Send confirmation email' }).click();
  await expect(step.getByRole('status')).toContainText(`We sent a link to ${answers.email}`);
  const link = await latestLinkTo(request, answers.email, '/confirm-email');
  const mailTab = await page.context().newPage();
  await mailTab.goto(link);
  await expect(mailTab.getByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible();
  await mailTab.close();

  // The checkup page polls every few seconds while awaiting.
  await expect(page.getByRole('heading', { level: 2, name: 'Verify your phone number' })).toBeVisible({ timeout: 15_000 });
  await step.getByLabel('Mobile phone number').fill(answers.phone);
  await step.getByRole('button', { name: 'Text me a code' }).click();
  await expect(step.getByLabel('Verification code')).toBeFocused();
  const code = await latestCode(request, answers.phone);
  await step.getByLabel('Verification code').fill(code);
  await step.getByRole('button', { name: 'Verify' }).click();
}
