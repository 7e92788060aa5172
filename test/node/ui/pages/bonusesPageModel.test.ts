import { expect } from 'chai';
import sinon from 'sinon';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { LIMITS } from '../../../../domain/constants/limits';
import type { MemoryTracking } from '../../../../adapters/tracking/MemoryTracking';
import { PLATFORM_TRACKING_EVENT } from '../../../../domain/constants/platform';
import { loadRoute } from '../../../../ui/app/routeLoaders';
import { BonusesPageModel } from '../../../../ui/pages/bonuses/BonusesPageModel';
import { aBonus, SEEDED_BONUSES, seededBonuses } from '../../../support/bonusesMother';
import { createTestStores, demoCustomerRecord, DEMO_CUSTOMER_ID, signInCustomer, TEST_NOW } from '../../../support/testStores';

const DAY_MS = 86_400_000;

async function bonusesPage({ path = '/bonuses', joinDate = '2025-01-01' } = {}) {
  const test = createTestStores({ path });
  signInCustomer(test);
  await test.stores.auth.start(new URL(`http://localhost${path}`));
  test.customers.customers.set(DEMO_CUSTOMER_ID, { ...demoCustomerRecord(0), joinDate });
  // One bonus per view, in the twin the stores were built on.
  test.bonuses.bonuses = seededBonuses().bonuses;
  // The route's loader, as the app runs it.
  const load = () => loadRoute(test.stores, test.stores.router.route);
  return { ...test, load, model: new BonusesPageModel(test.stores) };
}

const names = (model: BonusesPageModel, category: string | null = null) =>
  Object.fromEntries(model.sections(category).map((section) => [section.view, section.bonuses.map((bonus) => bonus.name)]));

const errorReports = (tracking: MemoryTracking) =>
  tracking.events.filter((event) => event.name === PLATFORM_TRACKING_EVENT.ERROR_MESSAGE).map((event) => event.properties);

/** The reports' module loads with the first report (ui/stores/Tracker.ts): waits up to 100 ms for `count` of them. */
async function reportsSent(tracking: MemoryTracking, count: number): Promise<void> {
  for (let waited = 0; errorReports(tracking).length < count && waited < 100; waited += 1) await new Promise((resolve) => setTimeout(resolve, 1));
}

describe('BonusesPageModel', () => {
  // A failed fetch is also logged for developers; keep the test output to the results.
  beforeEach(() => sinon.stub(console, 'warn'));
  afterEach(() => sinon.restore());

  it('sorts the three lists into the five sections in page order', async () => {
    const { model, load } = await bonusesPage();
    await load();
    expect(model.status).to.equal('ready');
    expect(model.sections().map((section) => section.view)).to.deep.equal(['inProgress', 'forYou', 'featured', 'completed', 'recentlyExpired']);
    expect(names(model)).to.deep.equal({
      inProgress: [SEEDED_BONUSES.inProgress.name],
      forYou: [SEEDED_BONUSES.forYou.name],
      featured: [SEEDED_BONUSES.featured.name],
      completed: [SEEDED_BONUSES.completed.name],
      recentlyExpired: [SEEDED_BONUSES.recentlyExpired.name],
    });
  });

  it('asks each list for at most LIMITS.BONUSES_LIMIT bonuses', async () => {
    const { model, bonuses, load } = await bonusesPage();
    const limits: number[] = [];
    for (const method of ['fetchAvailableBonuses', 'fetchCompletedBonuses', 'fetchRecentlyUnavailableBonuses'] as const) {
      const original = bonuses[method].bind(bonuses);
      bonuses[method] = async (limit: number) => {
        limits.push(limit);
        return original(limit);
      };
    }
    await load();
    expect(limits).to.deep.equal([LIMITS.BONUSES_LIMIT, LIMITS.BONUSES_LIMIT, LIMITS.BONUSES_LIMIT]);
  });

  it('hides empty sections and lists the categories once each', async () => {
    const { model, bonuses, load } = await bonusesPage();
    bonuses.bonuses = [SEEDED_BONUSES.forYou, SEEDED_BONUSES.completed, aBonus({ name: 'Another grocery one' })];
    await load();
    expect(model.sections().map((section) => section.view)).to.deep.equal(['forYou', 'completed']);
    expect(model.categories).to.deep.equal(['grocery-bonuses', 'new-saver']);
  });

  it('filters the sections to one category for the category page; an unknown one has none', async () => {
    const { model, load } = await bonusesPage();
    await load();
    expect(names(model, 'new-saver')).to.deep.equal({
      featured: [SEEDED_BONUSES.featured.name],
      completed: [SEEDED_BONUSES.completed.name],
    });
    expect(model.sections('no-such-category')).to.deep.equal([]);
  });

  it('drops a funded bonus with no supported offers, keeping one with offers', async () => {
    const { model, bonuses, load } = await bonusesPage();
    bonuses.bonuses = [
      aBonus({ name: 'Funded, no offers', internalType: 'FUNDED', offers: [] }),
      aBonus({ name: 'Funded, with offers', internalType: 'FUNDED', offers: [7001] }),
    ];
    await load();
    expect(names(model)).to.deep.equal({ forYou: ['Funded, with offers'] });
  });

  for (const [failing, left, list] of [
    ['fetchCompletedBonuses', 'completed', 'completed'],
    ['fetchRecentlyUnavailableBonuses', 'recentlyExpired', 'recentlyUnavailable'],
  ] as const) {
    it(`reports a failed ${list} fetch and leaves only that section out`, async () => {
      const { model, bonuses, tracking, stores, load } = await bonusesPage();
      bonuses.failing.add(failing);
      await load();
      await reportsSent(tracking, 1);
      expect(model.status).to.equal('ready');
      expect(model.sections().map((section) => section.view)).not.to.include(left);
      expect(model.sections()).to.have.length(4);
      expect(errorReports(tracking)).to.deep.equal([{ message: ACCOUNT_MESSAGES.BONUSES_FETCH_FAILED, list }]);
      expect(stores.router.pathname).to.equal('/bonuses');
    });
  }

  it('reports a failed available load and goes to /home with the message for a toast', async () => {
    const { model, bonuses, tracking, stores, load } = await bonusesPage();
    bonuses.failing.add('fetchAvailableBonuses');
    await load();
    await Promise.resolve();
    expect(stores.router.pathname).to.equal('/home');
    expect(stores.router.takeFlashMessage()).to.equal(ACCOUNT_MESSAGES.BONUSES_FETCH_FAILED);
    expect(errorReports(tracking)).to.deep.equal([{ message: ACCOUNT_MESSAGES.BONUSES_FETCH_FAILED, list: 'available' }]);
  });

  it('redirects nowhere once the page was left', async () => {
    const { bonuses, stores, load } = await bonusesPage();
    bonuses.failing.add('fetchAvailableBonuses');
    const loading = load();
    stores.router.navigate('/categories');
    await loading;
    expect(stores.router.pathname).to.equal('/categories');
  });

  it('the category page loads the same lists, the category coming from the route', async () => {
    const { model, load, stores } = await bonusesPage({ path: '/bonuses/new-saver' });
    expect(model.status).to.equal('idle');
    await load();
    expect(model.status).to.equal('ready');
    expect(model.sections(stores.router.route.params.bonusCategory ?? null).map((section) => section.view)).to.deep.equal(['featured', 'completed']);
  });

  it('shows the new-saver offers to a customer who joined within 7 days, not after', async () => {
    const day = (offset: number) => new Date(TEST_NOW.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
    for (const [joinDate, expected] of [
      [day(0), true],
      [day(-6), true],
      [day(-8), false],
      ['2025-01-01', false],
    ] as const) {
      const { model, stores, load } = await bonusesPage({ joinDate });
      await load();
      await stores.customer.load();
      expect(model.isNewSaver, joinDate).to.equal(expected);
    }
  });

  it('shows no new-saver offers before the customer record is known', async () => {
    const { model } = await bonusesPage({ joinDate: TEST_NOW.toISOString().slice(0, 10) });
    expect(model.isNewSaver).to.equal(false);
  });
});
