import { DOCUMENT_RULES, expectAccessible } from '../support/axe';
import { WITHDRAWAL_AMOUNT_MESSAGES } from '../../../domain/validation/withdrawalAmount';
import { expect } from 'chai';
import { ACCOUNT_MESSAGES } from '../../../domain/constants/account';
import { MONEY } from '../../../domain/constants/limits';
import AccountPage from '../../../ui/pages/account/AccountPage';
import { CASHOUT_COPY } from '../../../ui/pages/account/cashout/copy';
import { signedInAccount } from '../../support/accountStores';
import { demoCustomerRecord, DEMO_CUSTOMER_ID } from '../../support/testStores';
import { buttonNamed, settle } from '../offers/support/offersTestSupport';
import { cleanup, click, type, render } from '../support/render';
import { renderRouteSettled } from '../support/renderRoute';

const CHECKING = { institutionId: 'ins_1', institutionName: 'Prairie State Credit Union', fundingType: 'CHECKING', plaidAccountId: 'acc_c', last4: '5555' } as const;

async function renderCashout({ balance = 4250, firstTransactionTimePassed = true, withAccount = true, logo = null as string | null, color = null as string | null } = {}) {
  const t = await signedInAccount({ path: '/account/cashout', balance });
  t.payments.balanceCents = balance;
  t.customers.fetchCustomerInfo = async () => ({ ...demoCustomerRecord(t.payments.balanceCents), firstTransactionTimePassed });
  if (withAccount) await t.payments.createACHAccount(DEMO_CUSTOMER_ID, t.payments.linkAccount(CHECKING));
  if (withAccount) Object.assign(t.payments.sources[0]!, { logo, color });
  return renderRouteSettled(t, <AccountPage />, 6);
}

const panelText = (container: HTMLElement) => container.querySelector('[role="tabpanel"]')?.textContent ?? '';

describe('cashout panel in Chromium', () => {
  afterEach(cleanup);

  it('choose account: lists the account with its payment method label and bank, chosen, with no axe violations', async () => {
    const { container } = await renderCashout();
    const radio = container.querySelector<HTMLInputElement>('input[type="radio"][name="cashout-source"]')!;
    expect(radio.checked).to.equal(true);
    expect(radio.closest('label')?.textContent).to.equal('PSChecking ***5555Prairie State Credit Union');
    // The bank's mark is a round, bordered badge with the bank's initials, not a flat square.
    const logo = getComputedStyle(container.querySelector('[data-testid="bank-logo"]')!);
    expect(logo.borderTopWidth).to.equal('1px');
    expect(logo.borderTopLeftRadius).to.equal('50%');
    expect(buttonNamed(container, 'Remove Checking ***5555').textContent).to.equal(CASHOUT_COPY.REMOVE);
    expect(panelText(container)).to.include('Step 1 of 4: Choose Account');
    expect(panelText(container)).to.include(CASHOUT_COPY.OTHER_WAYS);
    await expectAccessible({ ignore: DOCUMENT_RULES });
  });

  it('bank mark: a placeholder-pixel logo gives way to the initials on the bank\'s colour; a real logo shows', async () => {
    const pixel = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const { container } = await renderCashout({ logo: pixel, color: '#1f5fa8' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await settle();
    const mark = container.querySelector<HTMLElement>('[data-testid="bank-logo"]')!;
    expect(mark.tagName).to.equal('SPAN');
    expect(mark.textContent).to.equal('PS');
    expect(mark.style.getPropertyValue('--bank-colour')).to.equal('#1f5fa8');
    cleanup();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 32;
    const real = canvas.toDataURL('image/png').replace('data:image/png;base64,', '');
    const shown = await renderCashout({ logo: real });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await settle();
    expect(shown.container.querySelector('[data-testid="bank-logo"]')?.tagName).to.equal('IMG');
  });

  it('amount: a custom amount above the balance is refused inline, described and focused; nothing moves on', async () => {
    const { container, history } = await renderCashout({ balance: 2500 });
    click(buttonNamed(container, CASHOUT_COPY.CONTINUE));
    await settle();
    expect(history.location.search).to.equal('?page=chooseAmount');
    const custom = [...container.querySelectorAll<HTMLInputElement>('input[name="cashout-amount"]')][1]!;
    click(custom);
    await settle();
    const input = container.querySelector<HTMLInputElement>('#cashout-custom-amount')!;
    type(input, '30');
    click(buttonNamed(container, CASHOUT_COPY.CONTINUE));
    await settle();
    expect(document.activeElement).to.equal(input);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).to.deep.equal(['Between $20.00 and $25.00.', WITHDRAWAL_AMOUNT_MESSAGES.ABOVE_BALANCE]);
    expect(history.location.search).to.equal('?page=chooseAmount');
    await expectAccessible({ ignore: DOCUMENT_RULES });
  });

  it('amount: $5 from a $42.50 balance names the minimum withdrawal, not a balance the shopper already has', async () => {
    const { container } = await renderCashout();
    click(buttonNamed(container, CASHOUT_COPY.CONTINUE));
    await settle();
    click([...container.querySelectorAll<HTMLInputElement>('input[name="cashout-amount"]')][1]!);
    await settle();
    type(container.querySelector<HTMLInputElement>('#cashout-custom-amount')!, '5');
    click(buttonNamed(container, CASHOUT_COPY.CONTINUE));
    await settle();
    expect(container.querySelector('#cashout-custom-amount-error')?.textContent).to.equal('The minimum withdrawal is $20.00.');
  });

  it('confirm (one step for the summary and the decision): the deposit copy, then one withdrawal for a double click, the button disabled in flight', async () => {
    const { container, history, payments, stores } = await renderCashout();
    click(buttonNamed(container, CASHOUT_COPY.CONTINUE));
    await settle();
    click(buttonNamed(container, CASHOUT_COPY.CONTINUE)); // the full balance
    await settle();
    expect(history.location.search).to.equal('?page=confirm');
    expect(panelText(container)).to.include('$42.50').and.include(CASHOUT_COPY.ARRIVAL).and.include(CASHOUT_COPY.NO_FEES);
    expect(panelText(container)).to.include('Step 3 of 4: Confirm');
    await expectAccessible({ ignore: DOCUMENT_RULES });
    const confirm = buttonNamed(container, CASHOUT_COPY.CONFIRM);
    click(confirm);
    expect(confirm.disabled).to.equal(true);
    click(confirm);
    await settle(6);
    expect(payments.transfers).to.have.length(1);
    expect(history.location.search).to.equal('?page=complete');
    expect(panelText(container)).to.include('We sent $42.50 to Checking ***5555');
    expect(stores.customer.info?.balance).to.equal(0);
    await expectAccessible({ ignore: DOCUMENT_RULES });
  });

  it('a shopper before the cash-out age threshold is told why, and sees no steps', async () => {
    const { container } = await renderCashout({ firstTransactionTimePassed: false, withAccount: false });
    expect(container.querySelector('[role="tabpanel"] [role="status"]')?.textContent).to.equal(ACCOUNT_MESSAGES.cashoutTooSoon(MONEY.CASHOUT_AGE_THRESHOLD_DAYS));
    expect(panelText(container)).to.include(CASHOUT_COPY.NO_ACCOUNTS);
    expect([...container.querySelectorAll('button')].map((button) => button.textContent)).to.not.include(CASHOUT_COPY.CONTINUE);
    await expectAccessible({ ignore: DOCUMENT_RULES });
  });

  it('removing an account with a pending withdrawal shows why, under that account', async () => {
    const { container, payments } = await renderCashout();
    const [source] = payments.sources;
    await payments.executeTransferOut(DEMO_CUSTOMER_ID, { fundingSourceId: source!.fundingSourceId, amountCents: 2000, sessionId: 's', idempotencyKey: 'k' });
    const remove = buttonNamed(container, 'Remove Checking ***5555');
    click(remove);
    await settle();
    expect(document.getElementById(remove.getAttribute('aria-describedby')!)?.textContent).to.equal(ACCOUNT_MESSAGES.PENDING_WITHDRAWAL_BLOCKS_REMOVAL);
    await expectAccessible({ ignore: DOCUMENT_RULES });
  });
});
