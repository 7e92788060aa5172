// The cashout steps the withdrawal specs share: the header's balance and the way to the confirm step.
import { expect, type Page } from '@playwright/test';
import { CASHOUT_COPY } from '../../../ui/pages/account/cashout/copy';

/** The balance the header's account button shows, in cents. */
export async function headerBalanceCents(page: Page): Promise<number> {
  const button = page.getByRole('navigation', { name: 'Account' }).getByRole('button');
  await expect(button).toContainText('$');
  const match = /\$([\d,]+)\.(\d{2})/.exec((await button.textContent()) ?? '');
  if (!match) throw new Error('no balance in the header');
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

export async function expectHeaderBalance(page: Page, cents: number): Promise<void> {
  await expect.poll(() => headerBalanceCents(page)).toBe(cents);
}

/** From the first step to the confirm step: the account, then a custom amount. */
export async function upToConfirm(page: Page, accountLabel: string, dollars: string): Promise<void> {
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('radio', { name: new RegExp(accountLabel.replace(/[*]/g, '\\*')) }).check();
  await panel.getByRole('button', { name: CASHOUT_COPY.CONTINUE }).click();
  await expect(page).toHaveURL(/page=chooseAmount/);
  await panel.getByRole('radio', { name: CASHOUT_COPY.CUSTOM_AMOUNT }).check();
  await panel.getByLabel(CASHOUT_COPY.CUSTOM_AMOUNT_LABEL).fill(dollars);
  await panel.getByRole('button', { name: CASHOUT_COPY.CONTINUE }).click();
  // The amount leads straight to the one summary step (preview and confirm are one step, issue 29).
  await expect(page).toHaveURL(/page=confirm/);
  await expect(panel.getByText(CASHOUT_COPY.ARRIVAL)).toBeVisible();
  await expect(panel.getByRole('button', { name: CASHOUT_COPY.CONFIRM })).toBeVisible();
}
