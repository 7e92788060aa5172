import { expect } from 'chai';
import { loadRoute } from '../../../../ui/app/routeLoaders';
import { EarningsHistoryModel } from '../../../../ui/pages/account/EarningsHistoryModel';
import { EARNINGS_PAGE_SIZE } from '../../../../ui/stores/EarningsStore';
import { TransactionDetailsModel } from '../../../../ui/pages/earnings/TransactionDetailsModel';
import { signedInAccount } from '../../../support/accountStores';
import { DEMO_HISTORY, GIFT_CARD_ITEM_ID, RECEIPT_ITEM_ID, withDemoHistory } from '../../../support/earningsHistory';
import { DEMO_CUSTOMER_ID } from '../../../support/testStores';
import type { EarningsHistoryItem } from '../../../../domain/money/transactionDetails';

/** A history longer than one page: the demo's items and enough credits after them. */
function longHistory(extra: number): EarningsHistoryItem[] {
  const credits = Array.from({ length: extra }, (_, index) => ({
    ...DEMO_HISTORY[2]!,
    id: `earn-extra-${String(index).padStart(3, '0')}`,
    date: new Date(Date.UTC(2024, 0, 1) - index * 86_400_000).toISOString(),
  }));
  return [...DEMO_HISTORY, ...credits];
}

describe('EarningsHistoryModel (My earnings history, loaded by the earnings panel\'s loader)', () => {
  it('loads the first page newest first, then the next page from its cursor, until the last', async () => {
    const t = await signedInAccount({ path: '/account/earnings' });
    withDemoHistory(t.earnings).items.set(DEMO_CUSTOMER_ID, longHistory(EARNINGS_PAGE_SIZE + 3 - DEMO_HISTORY.length));
    await loadRoute(t.stores, t.stores.router.route);
    const model = new EarningsHistoryModel(t.stores);
    expect(model.status).to.equal('ready');
    expect(model.items).to.have.length(EARNINGS_PAGE_SIZE);
    expect(model.items[0]!.id).to.equal('earn-demo-009');
    expect(model.hasMore).to.equal(true);
    await model.loadMore();
    expect(model.items).to.have.length(EARNINGS_PAGE_SIZE + 3);
    expect(model.hasMore).to.equal(false);
    expect(t.earnings.requests).to.deep.equal([
      { limit: EARNINGS_PAGE_SIZE },
      { limit: EARNINGS_PAGE_SIZE, before: model.items[EARNINGS_PAGE_SIZE - 1]!.date },
    ]);
  });

  it('asks for the next page once when "Show more" is pressed twice while it loads', async () => {
    const t = await signedInAccount();
    withDemoHistory(t.earnings).items.set(DEMO_CUSTOMER_ID, longHistory(EARNINGS_PAGE_SIZE));
    const model = new EarningsHistoryModel(t.stores);
    await model.load();
    await Promise.all([model.loadMore(), model.loadMore()]);
    expect(t.earnings.requests).to.have.length(2);
  });

  it('is empty when the customer has no history', async () => {
    const t = await signedInAccount();
    const model = new EarningsHistoryModel(t.stores);
    await model.load();
    expect(model.isEmpty).to.equal(true);
    expect(model.hasMore).to.equal(false);
  });

  it('shows the error state when the first page fails, and Try again loads it', async () => {
    const t = await signedInAccount();
    withDemoHistory(t.earnings).failWith = new Error('offline');
    const model = new EarningsHistoryModel(t.stores);
    await model.load();
    expect(model.status).to.equal('error');
    t.earnings.failWith = null;
    await model.load();
    expect(model.status).to.equal('ready');
    expect(model.items).to.have.length(DEMO_HISTORY.length);
  });

  it('keeps the shown items and offers the next page again when it fails', async () => {
    const t = await signedInAccount();
    withDemoHistory(t.earnings).items.set(DEMO_CUSTOMER_ID, longHistory(EARNINGS_PAGE_SIZE));
    const model = new EarningsHistoryModel(t.stores);
    await model.load();
    t.earnings.failWith = new Error('offline');
    await model.loadMore();
    expect(model.moreFailed).to.equal(true);
    expect(model.items).to.have.length(EARNINGS_PAGE_SIZE);
    expect(model.hasMore).to.equal(true);
    t.earnings.failWith = null;
    await model.loadMore();
    expect(model.moreFailed).to.equal(false);
    expect(model.items).to.have.length(DEMO_HISTORY.length + EARNINGS_PAGE_SIZE);
  });
});

describe('TransactionDetailsModel (route earnings, loaded by its loader from the route\'s id)', () => {
  async function opened(itemId: string, arrange: (earnings: ReturnType<typeof withDemoHistory>) => void = () => {}) {
    const t = await signedInAccount({ path: `/earnings/${itemId}` });
    arrange(withDemoHistory(t.earnings));
    await loadRoute(t.stores, t.stores.router.route);
    return { ...t, model: new TransactionDetailsModel(t.stores) };
  }

  it('loads an item with its receipt, or with its gift card', async () => {
    const t = await opened(RECEIPT_ITEM_ID);
    expect(t.model.status).to.equal('ready');
    expect(t.model.details?.receipt?.lines.map((line) => line.name)).to.deep.equal(['Oat milk, 64 oz', 'Sourdough loaf']);
    t.stores.router.navigate(`/earnings/${GIFT_CARD_ITEM_ID}`);
    await loadRoute(t.stores, t.stores.router.route);
    expect(t.model.details?.giftCard?.name).to.equal('Grandmart gift card');
    expect(t.model.details?.receipt).to.equal(null);
  });

  it('is not found for an item the customer does not have', async () => {
    const { model } = await opened('earn-nobody');
    expect(model.status).to.equal('ready');
    expect(model.notFound).to.equal(true);
  });

  it('shows the error state on a failure, and Try again loads the same item', async () => {
    const t = await opened(RECEIPT_ITEM_ID, (earnings) => (earnings.failWith = new Error('offline')));
    expect(t.model.status).to.equal('error');
    t.earnings.failWith = null;
    t.model.retry();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.model.status).to.equal('ready');
    expect(t.model.details?.item.id).to.equal(RECEIPT_ITEM_ID);
  });
});
