import { expect } from 'chai';
import { MINIMUM_WITHDRAWAL_CENTS, WITHDRAWAL_AMOUNT_MESSAGES } from '../../../../domain/validation/withdrawalAmount';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { MONEY } from '../../../../domain/constants/limits';
import { OFFLINE_ACTION_MESSAGE } from '../../../../domain/platform/networkFailure';
import { WITHDRAWAL_ATTEMPT_STORAGE_KEY } from '../../../../domain/money/withdrawalAttempt';
import { MemoryStorage } from '../../../../adapters/storage/KeyValueStorage';
import { MemoryPaymentsGateway } from '../../../../adapters/payments/MemoryPaymentsGateway';
import { NetworkError } from '../../../../sdk/src/errors';
import { addBankAccount } from '../../../../ui/flows/addBankAccount';
import { withdrawEarnings } from '../../../../ui/flows/withdrawEarnings';
import { loadRoute } from '../../../../ui/app/routeLoaders';
import { CashoutModel } from '../../../../ui/pages/account/cashout/CashoutModel';
import { demoCustomerRecord, DEMO_CUSTOMER_ID } from '../../../support/testStores';
import { signedInAccount } from '../../../support/accountStores';

const CHECKING = { institutionId: 'ins_1', institutionName: 'Prairie State Credit Union', fundingType: 'CHECKING', plaidAccountId: 'acc_c', last4: '5555' } as const;

function paymentsWithChecking(balanceCents: number) {
  const payments = Object.assign(new MemoryPaymentsGateway(), { signedInAs: DEMO_CUSTOMER_ID, balanceCents });
  return payments;
}

async function addChecking(payments: MemoryPaymentsGateway) {
  return payments.createACHAccount(DEMO_CUSTOMER_ID, payments.linkAccount(CHECKING));
}

describe('withdrawEarnings flow (one idempotency key per attempt)', () => {
  const input = (fundingSourceId: string, amountCents = 2000) => ({ customerId: DEMO_CUSTOMER_ID, fundingSourceId, amountCents, sessionId: 'session-1' });

  it('keeps the key across a failed call and pays once when the retry gets through', async () => {
    const payments = paymentsWithChecking(5000);
    const source = await addChecking(payments);
    const storage = new MemoryStorage();
    let keys = 0;
    const ports = { payments, storage, newKey: () => `key-${++keys}` };
    // The first call reaches the service, which pays, but the answer is lost on the way back.
    const lost = {
      executeTransferOut: async (...args: Parameters<MemoryPaymentsGateway['executeTransferOut']>) => {
        await payments.executeTransferOut(...args);
        throw new NetworkError({ service: 'payments' });
      },
    };
    const failed = await withdrawEarnings(input(source.fundingSourceId), { ...ports, payments: lost });
    expect(failed).to.include({ ok: false, definite: false, message: OFFLINE_ACTION_MESSAGE });
    expect(storage.get(WITHDRAWAL_ATTEMPT_STORAGE_KEY)).to.contain('key-1');
    const retried = await withdrawEarnings(input(source.fundingSourceId), ports);
    expect(retried.ok).to.equal(true);
    expect(payments.transfers).to.have.length(1);
    expect(payments.balanceCents).to.equal(3000);
    expect(storage.get(WITHDRAWAL_ATTEMPT_STORAGE_KEY)).to.equal(null);
  });

  it('drops the key on a definite refusal, and a changed amount is a new attempt with a new key', async () => {
    const payments = paymentsWithChecking(2500);
    const source = await addChecking(payments);
    const storage = new MemoryStorage();
    let keys = 0;
    const ports = { payments, storage, newKey: () => `key-${++keys}` };
    const above = await withdrawEarnings(input(source.fundingSourceId, 3000), ports);
    expect(above).to.include({ ok: false, definite: true, message: WITHDRAWAL_AMOUNT_MESSAGES.ABOVE_BALANCE });
    expect(storage.get(WITHDRAWAL_ATTEMPT_STORAGE_KEY)).to.equal(null);
    await withdrawEarnings(input(source.fundingSourceId, 2000), ports);
    expect(payments.transfers.map((transfer) => transfer.idempotencyKey)).to.deep.equal(['key-2']);
  });

  it("says 'Response data is empty!' for an answer without data", async () => {
    const empty = { executeTransferOut: () => Promise.reject(Object.assign(new Error(ACCOUNT_MESSAGES.PAYMENTS_EMPTY_RESPONSE), { status: 200 })) };
    const result = await withdrawEarnings(input('fs-1'), { payments: empty, storage: new MemoryStorage(), newKey: () => 'k' });
    expect(result).to.include({ ok: false, message: ACCOUNT_MESSAGES.PAYMENTS_EMPTY_RESPONSE, definite: false });
  });
});

describe('addBankAccount flow', () => {
  it("maps Link's onSuccess to createACHAccount and refuses a second checking account", async () => {
    const payments = paymentsWithChecking(0);
    const onSuccess = (linked: { publicToken: string; linkSessionId: string }) => ({
      customerId: DEMO_CUSTOMER_ID,
      publicToken: linked.publicToken,
      metadata: {
        institution: { institution_id: 'ins_1', name: 'Prairie State Credit Union' },
        accounts: [{ id: 'acc_c', mask: '5555', subtype: 'checking' }],
        link_session_id: linked.linkSessionId,
      },
    });
    const added = await addBankAccount(onSuccess(payments.linkAccount(CHECKING)), { payments });
    expect(added.ok && added.source).to.include({ fundingType: 'CHECKING', last4: '5555', institutionName: 'Prairie State Credit Union' });
    const refused = await addBankAccount(onSuccess(payments.linkAccount(CHECKING)), { payments });
    expect(refused).to.include({ ok: false, message: ACCOUNT_MESSAGES.ONE_ACCOUNT_PER_TYPE });
  });
});

describe('CashoutModel (choose account, amount, confirm, complete)', () => {
  async function setup({ balance = 4250, path = '/account/cashout', firstTransactionTimePassed = true } = {}) {
    const t = await signedInAccount({ path, balance });
    t.payments.balanceCents = balance;
    // The customer record follows the payments twin's balance, as the services share it.
    t.customers.fetchCustomerInfo = async () => ({ ...demoCustomerRecord(t.payments.balanceCents), firstTransactionTimePassed });
    const source = await addChecking(t.payments);
    await loadRoute(t.stores, t.stores.router.route);
    const model = new CashoutModel(t.stores);
    return { ...t, model, source };
  }
  const page = (t: { stores: { router: { route: { query: Record<string, unknown> } } } }) => t.stores.router.route.query['page'];

  it('walks the steps in the page query and withdraws once for a double click, then reloads the balance', async () => {
    const t = await setup();
    const { model } = t;
    expect(t.stores.fundingSources.sources.map((source) => source.fundingSourceId), "the route's loader reads the accounts").to.deep.equal([t.source.fundingSourceId]);
    expect(model.selectedSourceId, 'the only account is chosen').to.equal(t.source.fundingSourceId);
    model.chooseAccount();
    expect(page(t)).to.equal('chooseAmount');
    model.setAmountChoice('custom');
    model.setCustomAmount('20');
    model.chooseAmount();
    expect(page(t), 'the amount leads straight to the one summary step').to.equal('confirm');
    await Promise.all([model.confirm(), model.confirm()]);
    expect(t.payments.transfers).to.have.length(1);
    expect(page(t)).to.equal('complete');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.stores.customer.info?.balance).to.equal(2250);
  });

  it('refuses an amount under $20, above the balance or not a number, and sends nothing', async () => {
    const { model, payments } = await setup({ balance: 2500 });
    model.setAmountChoice('custom');
    for (const [text, message] of [
      ['19.99', WITHDRAWAL_AMOUNT_MESSAGES.belowMinimum(MINIMUM_WITHDRAWAL_CENTS)],
      ['25.01', WITHDRAWAL_AMOUNT_MESSAGES.ABOVE_BALANCE],
      ['abc', WITHDRAWAL_AMOUNT_MESSAGES.INVALID],
    ] as const) {
      model.setCustomAmount(text);
      model.chooseAmount();
      expect(model.amountError).to.equal(message);
    }
    expect(model.invalidSubmits).to.equal(3);
    expect(model.selectedAmountCents).to.equal(null);
    expect(payments.transfers).to.have.length(0);
  });

  it('tells a shopper before the cash-out age threshold why, and one under $20 too', async () => {
    const fresh = await setup({ firstTransactionTimePassed: false });
    expect(fresh.model.block).to.equal(ACCOUNT_MESSAGES.cashoutTooSoon(MONEY.CASHOUT_AGE_THRESHOLD_DAYS));
    const low = await setup({ balance: 1999 });
    expect(low.model.block).to.equal(WITHDRAWAL_AMOUNT_MESSAGES.balanceBelowMinimum(MINIMUM_WITHDRAWAL_CENTS));
  });

  it('sends a step reached without its choices back to the first step that lacks them', async () => {
    const t = await setup({ path: '/account/cashout?page=preview' });
    t.model.selectSource('');
    expect(t.model.missingStep).to.equal('chooseAccount');
    t.model.fixStep();
    expect(page(t)).to.equal('chooseAccount');
  });

  it('opens an old preview address as the confirm step, named confirm in the address', async () => {
    const t = await setup({ path: '/account/cashout?page=chooseAmount' });
    t.model.chooseAmount();
    t.stores.router.navigate('/account/cashout?page=preview');
    expect(t.model.step).to.equal('confirm');
    expect(t.model.missingStep).to.equal(null);
    t.model.fixStep();
    expect(page(t)).to.equal('confirm');
    expect(t.model.stepNumber).to.equal(3);
    expect(t.model.stepCount).to.equal(4);
    t.model.goBack();
    expect(page(t)).to.equal('chooseAmount');
  });

  it('brings back the kept attempt after a reload of the confirm step, and reuses its key', async () => {
    const t = await setup({ path: '/account/cashout?page=confirm' });
    const attempt = { customerId: DEMO_CUSTOMER_ID, fundingSourceId: t.source.fundingSourceId, amountCents: 2000, idempotencyKey: 'kept-key' };
    t.sessionStorage.set(WITHDRAWAL_ATTEMPT_STORAGE_KEY, JSON.stringify(attempt));
    const reloaded = new CashoutModel(t.stores);
    expect(reloaded.missingStep).to.equal(null);
    expect(reloaded.selectedAmountCents).to.equal(2000);
    await reloaded.confirm();
    expect(t.payments.transfers.map((transfer) => transfer.idempotencyKey)).to.deep.equal(['kept-key']);
  });

  it('shows why an account with a pending withdrawal cannot be removed, and shows the protected-account refusal', async () => {
    const t = await setup();
    t.model.setAmountChoice('custom');
    t.model.setCustomAmount('20');
    t.model.chooseAmount();
    await t.model.confirm();
    await t.model.removeSource(t.source.fundingSourceId);
    expect(t.model.removeError).to.deep.equal({ fundingSourceId: t.source.fundingSourceId, message: ACCOUNT_MESSAGES.PENDING_WITHDRAWAL_BLOCKS_REMOVAL });
    expect(t.model.sources).to.have.length(1);
    t.payments.withdrawalsDisabled = true;
    await t.model.confirm();
    expect(t.model.withdrawError).to.equal(ACCOUNT_MESSAGES.WITHDRAWAL_UNAVAILABLE);
  });
});
