import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { WEB_APP_TOKEN } from '../../../domain/constants/app';

/** A password the sandbox's identity provider accepts for a new account (long, not guessable). */
export const NEW_SHOPPER_PASSWORD = 'Plum-Kettle-Harbor-2718';

/** A fresh e-mail address for a brand-new shopper (unique per call). */
export function newShopperEmail(prefix = 'shopper'): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** On the provider's 'Create your account' page: signs up with the e-mail and password. */
export async function signUpAtProvider(page: Page, { email, password = NEW_SHOPPER_PASSWORD }: { email: string; password?: string }): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export interface RegistrationDetails {
  firstName?: string;
  zip?: string;
  /** YYYY-MM-DD, as a date input takes it. */
  birthDate?: string;
  /** Typed over whatever the form was prefilled with; undefined leaves the field as it is. */
  referralCode?: string;
}

/** On /register: fills the form and presses 'Finish and continue'. */
export async function fillRegistration(page: Page, { firstName = 'Riley', zip = '80202', birthDate = '1994-03-09', referralCode }: RegistrationDetails = {}): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Finish creating your account' })).toBeVisible();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Zip code').fill(zip);
  await page.getByLabel('Birth date').fill(birthDate);
  if (referralCode !== undefined) await page.getByLabel('Referral code (optional)').fill(referralCode);
  await page.getByRole('button', { name: 'Finish and continue' }).click();
}

/**
 * A brand-new shopper from the home page: Sign Up in the header, sign-up at the provider, the registration form,
 * and the welcome page. Answers the e-mail used. Other specs start from a registered new customer with it.
 */
export async function signUpAndRegister(
  page: Page,
  { email = newShopperEmail(), password = NEW_SHOPPER_PASSWORD, ...details }: { email?: string; password?: string } & RegistrationDetails = {},
): Promise<string> {
  await page.goto('/home');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign Up' }).click();
  await signUpAtProvider(page, { email, password });
  await expect(page).toHaveURL(/\/register(\?|$)/);
  await fillRegistration(page, details);
  await expect(page).toHaveURL(/\/welcome\?source=register/);
  return email;
}

/** A seeded customer's shareable referral link, as the API gives it (GET /v2/customers/{id}). */
export async function referralLinkOf(request: APIRequestContext, email: string): Promise<string> {
  const token = await request.post('/sandbox/tokens', { data: { email } });
  if (!token.ok()) throw new Error(`/sandbox/tokens answered ${token.status()}`);
  const { accessToken, customerId } = (await token.json()) as { accessToken: string; customerId: string };
  const customer = await request.get(`/api/main/v2/customers/${customerId}`, {
    headers: { Authorization: `Bearer ${accessToken}`, 'X-App-Token': WEB_APP_TOKEN },
  });
  if (!customer.ok()) throw new Error(`GET /v2/customers answered ${customer.status()}`);
  return ((await customer.json()) as { referralLink: string }).referralLink;
}
