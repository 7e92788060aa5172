// The interaction bench: a signed-in shopper's quick actions at 4× CPU slowdown, each step's slowest event-timing
// entry (eventTiming.mjs). The flows follow test/e2e (searchTypeAhead, browse, accountJourney, withdrawal).
import { MINIMUM_WITHDRAWAL_CENTS } from '../../../domain/validation/withdrawalAmount.ts';
import { ACCOUNT_TABS } from '../../../ui/pages/account/copy.ts';
import { CASHOUT_COPY } from '../../../ui/pages/account/cashout/copy.ts';
import { slowPage } from './browser.mjs';
import { slowestEvent, watchEventTiming } from './eventTiming.mjs';
import { ADD_REMOVE_RETAILER, addableOffer, DEMO_CHECKING_ACCOUNT } from './seed.mjs';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {{ step: string, durationMs: number, event: string }} StepTiming */

/** Three letters of a retailer's name, typed at a shopper's pace. */
const TYPE_AHEAD_PREFIX = 'Gra';
const KEY_DELAY_MS = 120;
/** The payments service's GraphQL endpoint (sdk/src/services.ts): the withdrawal's mutation goes there. */
const PAYMENTS_GRAPHQL = '/api/payments/graphql';
/** A post-unlock dialog follows an Add a moment later (000 §4): closed, not measured. */
const FOLLOW_UP_DIALOG_MS = 3_000;

async function typeAhead({ page }) {
  await page.goto('/home');
  const box = page.getByRole('search').locator('input');
  await box.waitFor();
  return [
    {
      step: `type-ahead: "${TYPE_AHEAD_PREFIX}"`,
      ...(await slowestEvent(page, async () => {
        await box.click();
        await box.pressSequentially(TYPE_AHEAD_PREFIX, { delay: KEY_DELAY_MS });
        await page.getByRole('listbox').getByRole('option').first().waitFor();
      })),
    },
  ];
}

async function offer({ page, quiet, origin }) {
  const { name } = await addableOffer(origin);
  await page.goto(ADD_REMOVE_RETAILER.path);
  const add = page.getByRole('button', { name: `Add offer: ${name}` }).first();
  const remove = page.getByRole('button', { name: `Remove offer: ${name}` }).first();
  await add.waitFor();
  await quiet();
  const added = await slowestEvent(page, async () => {
    await add.click();
    await remove.waitFor();
  });
  const followUp = page.getByRole('dialog');
  if (await followUp.waitFor({ timeout: FOLLOW_UP_DIALOG_MS }).then(() => true, () => false)) {
    await page.keyboard.press('Escape');
    await followUp.waitFor({ state: 'hidden' });
  }
  await quiet();
  const removed = await slowestEvent(page, async () => {
    await remove.click();
    await add.waitFor();
  });
  return [
    { step: 'offer: Add', ...added },
    { step: 'offer: Remove', ...removed },
  ];
}

async function accountTabs({ page, quiet }) {
  await page.goto('/account');
  await page.getByRole('tablist').waitFor();
  await quiet();
  const steps = [];
  // Every tab once, back to the first.
  for (const { label } of [...ACCOUNT_TABS.slice(1), ACCOUNT_TABS[0]]) {
    steps.push({
      step: `account tab: ${label}`,
      ...(await slowestEvent(page, async () => {
        await page.getByRole('tab', { name: label }).click();
        await page.getByRole('tab', { name: label, selected: true }).waitFor();
      })),
    });
    await quiet();
  }
  return steps;
}

async function cashout({ page, quiet, origin }) {
  /** @type {string | undefined} */
  let transferId;
  await page.goto('/account/cashout');
  const panel = page.getByRole('tabpanel');
  const account = panel.getByRole('radio', { name: DEMO_CHECKING_ACCOUNT });
  await account.waitFor();
  await quiet();
  const step = async (name, act, url) => {
    const timing = await slowestEvent(page, async () => {
      await act();
      await page.waitForURL(url);
    });
    await quiet();
    return { step: `cashout: ${name}`, ...timing };
  };
  try {
    return [
      await step(
        'choose account',
        async () => {
          await account.check();
          await panel.getByRole('button', { name: CASHOUT_COPY.CONTINUE }).click();
        },
        /page=chooseAmount/,
      ),
      await step(
        'choose amount',
        async () => {
          await panel.getByRole('radio', { name: CASHOUT_COPY.CUSTOM_AMOUNT }).check();
          await panel.getByLabel(CASHOUT_COPY.CUSTOM_AMOUNT_LABEL).fill((MINIMUM_WITHDRAWAL_CENTS / 100).toFixed(2));
          await panel.getByRole('button', { name: CASHOUT_COPY.CONTINUE }).click();
        },
        /page=confirm/,
      ),
      await step(
        'confirm',
        async () => {
          const withdrawal = page.waitForResponse((response) => response.url().includes(PAYMENTS_GRAPHQL) && (response.request().postData() ?? '').includes('executeTransferOut'));
          await panel.getByRole('button', { name: CASHOUT_COPY.CONFIRM }).click();
          transferId = (await (await withdrawal).json()).data.executeTransferOut.transferId;
        },
        /page=complete/,
      ),
    ];
  } finally {
    if (transferId) await refund(origin, transferId);
  }
}

/**
 * The bank fails the withdrawal, so its amount goes back to the balance: the demo's $42.50 allows two minimum
 * withdrawals, and every run must find the same balance (else the third run's cashout is blocked).
 * @param {string} origin @param {string} transferId
 */
async function refund(origin, transferId) {
  const response = await fetch(`${origin}/sandbox/plaid/transfer/simulate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ transfer_id: transferId, event_type: 'failed' }),
  });
  if (!response.ok) throw new Error(`the withdrawal ${transferId} could not be refunded: ${response.status}`);
}

/** Each interaction by the name --interactions uses. */
export const INTERACTIONS = [
  { name: 'type-ahead', flow: typeAhead },
  { name: 'offer', flow: offer },
  { name: 'account-tabs', flow: accountTabs },
  { name: 'cashout', flow: cashout },
];

/**
 * Runs one interaction on a new slowed page of a signed-in context.
 * @param {{ flow: (args: { page: Page, quiet: () => Promise<void>, origin: string }) => Promise<StepTiming[]> }} interaction
 * @param {import('@playwright/test').BrowserContext} context @param {string} origin
 * @returns {Promise<StepTiming[]>}
 */
export async function measureInteraction({ flow }, context, origin) {
  const { page, quiet } = await slowPage(context);
  try {
    await watchEventTiming(page);
    return await flow({ page, quiet, origin });
  } finally {
    await page.close();
  }
}
