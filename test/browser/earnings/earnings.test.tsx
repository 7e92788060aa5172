import { DOCUMENT_RULES, expectAccessible } from '../support/axe';
import { expect } from 'chai';
import type { EarningsHistoryPage } from '../../../adapters/earnings/EarningsGateway';
import type { EarningsHistoryItem } from '../../../domain/money/transactionDetails';
import { ACCOUNT_MESSAGES } from '../../../domain/constants/account';
import { EARNINGS_ERROR_COPY } from '../../../ui/components/earnings/copy';
import AccountPage from '../../../ui/pages/account/AccountPage';
import { EARNINGS_COPY } from '../../../ui/pages/account/copy';
import { EARNINGS_PAGE_SIZE } from '../../../ui/stores/EarningsStore';
import TransactionDetailsPage from '../../../ui/pages/earnings/TransactionDetailsPage';
import { signedInAccount } from '../../support/accountStores';
import {
  DEMO_HISTORY,
  GIFT_CARD_ITEM_ID,
  PENDING_CASH_CREDIT_ID,
  RECEIPT_ITEM_ID,
  REVERSED_ITEM_ID,
  withDemoHistory,
} from '../../support/earningsHistory';
import { DEMO_CUSTOMER_ID } from '../../support/testStores';
import { buttonNamed, muteWarnings, settle } from '../offers/support/offersTestSupport';
import { cleanup, click, texts, render } from '../support/render';
import { renderRouteSettled } from '../support/renderRoute';
import { EARNINGS_MESSAGES } from '../../../domain/money/earnings';

type Arrange = (t: Awaited<ReturnType<typeof signedInAccount>>) => void;

async function renderMyEarnings(arrange: Arrange = (t) => void withDemoHistory(t.earnings)) {
  const t = await signedInAccount({ path: '/account/earnings' });
  arrange(t);
  return renderRouteSettled(t, <AccountPage />, 8);
}

async function renderDetails(itemId: string, arrange: Arrange = (t) => void withDemoHistory(t.earnings)) {
  const t = await signedInAccount({ path: `/earnings/${itemId}` });
  arrange(t);
  return renderRouteSettled(t, <TransactionDetailsPage />, 6);
}

const rowOf = (container: ParentNode, id: string) =>
  [...container.querySelectorAll('li')].find((row) => row.querySelector(`a[href="/earnings/${id}"]`)) ?? null;

/** Credits older than the demo's items, so the history runs past one page. */
function olderCredits(count: number): EarningsHistoryItem[] {
  return Array.from({ length: count }, (_, index) => ({
    ...DEMO_HISTORY[2]!,
    id: `earn-older-${String(index).padStart(3, '0')}`,
    title: `Older credit ${index + 1}`,
    date: new Date(Date.UTC(2024, 0, 1) - index * 86_400_000).toISOString(),
  }));
}

/** A pending $20.00 withdrawal, newer than every demo item. */
const WITHDRAWAL: EarningsHistoryItem = {
  id: 'tr-demo-0002',
  type: 'withdrawal',
  status: 'pending',
  reversed: false,
  date: '2026-11-20T15:00:00.000Z',
  title: 'Withdrawal to Savings ***6666',
  retailerId: null,
  receiptId: null,
  giftCardId: null,
  withdrawalAmount: 2000,
  withdrawalDate: '2026-11-20',
  paymentMethod: 'Savings ***6666',
};

const withWithdrawal: Arrange = (t) => void withDemoHistory(t.earnings).items.set(DEMO_CUSTOMER_ID, [WITHDRAWAL, ...DEMO_HISTORY]);

describe('My earnings history in Chromium', () => {
  afterEach(cleanup);

  it('says it is loading until the first page arrives', async () => {
    const { container } = await renderMyEarnings((t) => {
      t.earnings.listEarnings = () => new Promise<EarningsHistoryPage>(() => undefined);
    });
    const section = container.querySelector('section[aria-labelledby="earnings-history"]');
    expect(section?.querySelector('h3')?.textContent).to.equal(EARNINGS_COPY.HISTORY);
    expect(section?.querySelector('[role="status"]')?.textContent).to.equal(EARNINGS_COPY.HISTORY_LOADING);
  });

  it("lists each item's title, type, amount with two decimals and status, newest first, markup as text", async () => {
    const { container } = await renderMyEarnings();
    const links = texts(container, 'section[aria-labelledby="earnings-history"] li a');
    expect(links).to.have.length(DEMO_HISTORY.length);
    expect(links[0]).to.equal('Referral: pending friend');
    expect(links).to.include('Sunfield <b>Fresh</b> Foods');
    expect(container.querySelector('section[aria-labelledby="earnings-history"] b')).to.equal(null);
    const receiptRow = rowOf(container, RECEIPT_ITEM_ID)!;
    expect(receiptRow.textContent).to.include('Cash back · ');
    expect(receiptRow.textContent).to.include('$18.75');
    expect(receiptRow.textContent).to.include('Processed');
    expect(rowOf(container, 'earn-demo-003')!.textContent).to.include('$2.50');
    await expectAccessible({ ignore: DOCUMENT_RULES });
  });

  it('explains a reversed item, and a pending one with how long its cash back usually takes', async () => {
    const { container } = await renderMyEarnings();
    const reversed = rowOf(container, REVERSED_ITEM_ID)!;
    expect(reversed.textContent).to.include('Reversed');
    expect(reversed.textContent).to.include(EARNINGS_MESSAGES.EARNINGS_REVERSED);
    const pending = rowOf(container, PENDING_CASH_CREDIT_ID)!;
    expect(pending.textContent).to.include('Pending');
    expect(pending.textContent).to.include(EARNINGS_MESSAGES.EARNINGS_PENDING);
    expect(pending.textContent).to.include('Your cash back usually arrives within 7 days.');
    const pendingBonus = rowOf(container, 'earn-demo-008')!;
    expect(pendingBonus.textContent).to.include(EARNINGS_MESSAGES.EARNINGS_PENDING);
    expect(pendingBonus.textContent).to.not.include('usually arrives');
  });

  it('lists a withdrawal as money out with its pending note, and one the bank returned', async () => {
    const { container } = await renderMyEarnings(withWithdrawal);
    const row = rowOf(container, WITHDRAWAL.id)!;
    expect(texts(container, 'section[aria-labelledby="earnings-history"] li a')[0]).to.equal('Withdrawal to Savings ***6666');
    expect(row.textContent).to.include('Withdrawal · Nov 20, 2026');
    expect(row.textContent).to.include('\u2212$20.00');
    expect(row.textContent).to.include('Pending');
    expect(row.textContent).to.include(EARNINGS_MESSAGES.WITHDRAWAL_ON_ITS_WAY);
    expect(row.textContent).to.not.include(EARNINGS_MESSAGES.EARNINGS_PENDING);
    await expectAccessible({ ignore: DOCUMENT_RULES });
    cleanup();
    const returned = await renderMyEarnings((t) => void withDemoHistory(t.earnings).items.set(DEMO_CUSTOMER_ID, [{ ...WITHDRAWAL, status: 'processed', reversed: true }]));
    const returnedRow = rowOf(returned.container, WITHDRAWAL.id)!;
    expect(returnedRow.textContent).to.include('Returned');
    expect(returnedRow.textContent).to.include(EARNINGS_MESSAGES.WITHDRAWAL_RETURNED);
  });

  it('shows the next page on "Show more" (asking from the last item), moves focus to the first new item, and hides it on the last page', async () => {
    const { container, earnings } = await renderMyEarnings((t) => {
      withDemoHistory(t.earnings).items.set(DEMO_CUSTOMER_ID, [...DEMO_HISTORY, ...olderCredits(4)]);
    });
    const links = () => [...container.querySelectorAll<HTMLAnchorElement>('section[aria-labelledby="earnings-history"] li a')];
    expect(links()).to.have.length(EARNINGS_PAGE_SIZE);
    const lastShown = links().at(-1)!;
    const more = buttonNamed(container, EARNINGS_COPY.SHOW_MORE);
    more.focus();
    click(more);
    expect(more.disabled).to.equal(true);
    await settle(6);
    expect(links()).to.have.length(DEMO_HISTORY.length + 4);
    expect(earnings.requests.at(-1)?.before).to.be.a('string');
    expect(document.activeElement).to.equal(links()[EARNINGS_PAGE_SIZE]);
    expect(lastShown.isConnected).to.equal(true);
    expect(texts(container, 'button')).to.not.include(EARNINGS_COPY.SHOW_MORE);
  });

  it('shows the empty state with Browse offers when there is nothing yet', async () => {
    const { container } = await renderMyEarnings(() => undefined);
    expect(container.textContent).to.include(EARNINGS_COPY.EMPTY_HEADING);
    const browse = [...container.querySelectorAll('a')].find((link) => link.textContent === EARNINGS_COPY.BROWSE_OFFERS);
    expect(browse?.getAttribute('href')).to.equal('/categories');
    await expectAccessible({ ignore: DOCUMENT_RULES });
  });

  it('shows the error state, and Try again loads the history', async () => {
    const unmute = muteWarnings();
    try {
      const { container, earnings } = await renderMyEarnings((t) => {
        withDemoHistory(t.earnings).failWith = new Error('offline');
      });
      const alert = container.querySelector('[role="alert"]');
      expect(alert?.querySelector('h3')?.textContent).to.equal(EARNINGS_ERROR_COPY.HEADING);
      expect(alert?.textContent).to.include(EARNINGS_ERROR_COPY.TEXT);
      await expectAccessible({ ignore: DOCUMENT_RULES });
      earnings.failWith = null;
      click(buttonNamed(container, EARNINGS_ERROR_COPY.TRY_AGAIN));
      await settle(6);
      expect(container.querySelector('[role="alert"]')).to.equal(null);
      expect(texts(container, 'section[aria-labelledby="earnings-history"] li a')).to.have.length(DEMO_HISTORY.length);
    } finally {
      unmute();
    }
  });
});

describe('<TransactionDetailsPage> in Chromium', () => {
  afterEach(cleanup);

  it('shows a purchase: its rows with two-decimal amounts and its receipt lines', async () => {
    const { container } = await renderDetails(RECEIPT_ITEM_ID);
    expect(container.querySelector('h1')?.textContent).to.equal('Harvest Lane Market');
    expect(texts(container, 'dt')).to.deep.equal(['Purchase date', 'Offers matched', 'Offer earnings', 'Bonus earnings', 'Cash back earned']);
    expect(texts(container, 'dd')).to.deep.equal(['Nov 18, 2025', '2', '$18.75', '$0.00', '$18.75']);
    expect(texts(container, 'tbody tr')).to.deep.equal(['Oat milk, 64 oz2$10.00', 'Sourdough loaf1$8.75']);
    expect(container.textContent).to.include('Receipt total: $63.00');
    const back = [...container.querySelectorAll('a')].find((link) => link.textContent === 'Back to My earnings');
    expect(back?.getAttribute('href')).to.equal('/account/earnings');
    await expectAccessible({ ignore: DOCUMENT_RULES });
  });

  it('shows a gift card credit with its gift card', async () => {
    const { container } = await renderDetails(GIFT_CARD_ITEM_ID);
    expect(texts(container, 'dt')).to.deep.equal(['Credit date', 'Credit amount']);
    expect(texts(container, 'dd')).to.deep.equal(['Dec 1, 2025', '$5.00']);
    expect(texts(container, 'h2')).to.include('Gift card');
    expect(container.textContent).to.include('Grandmart gift card');
    expect(container.textContent).to.include('5% cash back');
    expect(container.querySelector('table')).to.equal(null);
    await expectAccessible({ ignore: DOCUMENT_RULES });
  });

  it('shows a withdrawal: its date, the account it went to and its amount out', async () => {
    const { container } = await renderDetails(WITHDRAWAL.id, withWithdrawal);
    expect(container.querySelector('h1')?.textContent).to.equal('Withdrawal to Savings ***6666');
    expect(texts(container, 'dt')).to.deep.equal(['Withdrawal date', 'Withdrawn to', 'Withdrawal amount']);
    expect(texts(container, 'dd')).to.deep.equal(['Nov 20, 2026', 'Savings ***6666', '$20.00']);
    expect(container.textContent).to.include('\u2212$20.00');
    expect(container.textContent).to.include('Pending');
    await expectAccessible({ ignore: DOCUMENT_RULES });
  });

  it('shows the pending and reversed notes', async () => {
    const pending = await renderDetails(PENDING_CASH_CREDIT_ID);
    expect(pending.container.querySelector('h1')?.textContent).to.equal('Sunfield <b>Fresh</b> Foods');
    expect(texts(pending.container, 'dt').at(-1)).to.equal('Cash back pending');
    expect(pending.container.textContent).to.include(EARNINGS_MESSAGES.EARNINGS_PENDING);
    cleanup();
    const reversed = await renderDetails(REVERSED_ITEM_ID);
    expect(reversed.container.textContent).to.include(EARNINGS_MESSAGES.EARNINGS_REVERSED);
  });

  it('is a 404 with its message for an item the customer does not have', async () => {
    const { container } = await renderDetails('earn-nobody');
    expect(container.querySelector('h1')?.textContent).to.equal('404');
    expect(container.textContent).to.include(ACCOUNT_MESSAGES.EARNINGS_ITEM_NOT_FOUND);
  });

  it('shows the error state, and Try again loads the item', async () => {
    const unmute = muteWarnings();
    try {
      const { container, earnings } = await renderDetails(RECEIPT_ITEM_ID, (t) => {
        withDemoHistory(t.earnings).failWith = new Error('offline');
      });
      expect(container.querySelector('[role="alert"] h2')?.textContent).to.equal(EARNINGS_ERROR_COPY.HEADING);
      earnings.failWith = null;
      click(buttonNamed(container, EARNINGS_ERROR_COPY.TRY_AGAIN));
      await settle(6);
      expect(container.querySelector('h1')?.textContent).to.equal('Harvest Lane Market');
    } finally {
      unmute();
    }
  });
});
