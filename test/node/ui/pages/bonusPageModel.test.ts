import { expect } from 'chai';
import sinon from 'sinon';
import { BONUS_HOW_TO_COMPLETE_HEADING } from '../../../../domain/bonuses/bonusDescription';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { BREADCRUMB_LABEL, ROUTE_NAME } from '../../../../domain/constants/navigation';
import { buildPath } from '../../../../domain/navigation/buildPath';
import type { Offer } from '../../../../domain/offers/Offer';
import { currentBreadcrumbTrail } from '../../../../ui/components/Breadcrumbs/currentBreadcrumbTrail';
import { loadRoute } from '../../../../ui/app/routeLoaders';
import { BonusPageModel } from '../../../../ui/pages/bonus/BonusPageModel';
import { aBonus } from '../../../support/bonusesMother';
import { createTestStores, signInCustomer } from '../../../support/testStores';
import { BONUS_NOT_FOUND } from '../../../../domain/bonuses/bonusLookup';

const RETAILER_ID = 1408;
const milk: Offer = { id: 501, name: 'Milk, 1 gal', retailers: [RETAILER_ID], rewards: [{ id: 61, type: 'instant' }], activated: false };
const bread: Offer = { id: 502, name: 'Sourdough loaf', retailers: [RETAILER_ID], rewards: [{ id: 62, type: 'instant' }], activated: false };

const bonusPath = (id: number) => buildPath(ROUTE_NAME.BONUS, { bonus_id: String(id) });

/** Signed-in test stores at `path` whose bonuses twin holds `bonus` and whose offers twin holds milk and bread. */
async function bonusPage(bonus = aBonus({ name: 'Grocery streak', offers: [milk.id, bread.id] }), path = bonusPath(Number(bonus.id))) {
  const t = createTestStores({ path });
  signInCustomer(t);
  await t.stores.auth.start(new URL(`http://localhost${path}`));
  t.bonuses.bonuses = [bonus];
  for (const offer of [milk, bread]) t.offers.offers.set(offer.id, offer);
  // The route's loader, as the app runs it (the bonus id from the route's params).
  const load = () => loadRoute(t.stores, t.stores.router.route);
  return { ...t, bonus, load, model: new BonusPageModel(t.stores) };
}

const labels = (t: Awaited<ReturnType<typeof bonusPage>>) =>
  currentBreadcrumbTrail(t.stores.routeHistory, true).map((crumb) => [crumb.label, crumb.path]);

describe('BonusPageModel', () => {
  // Failures are logged for the developer; keep the test output clean.
  beforeEach(() => sinon.stub(console, 'warn'));
  afterEach(() => sinon.restore());

  it('shows the bonus with its description split at "How to complete this bonus", titled and named by the bonus', async () => {
    const t = await bonusPage();
    await t.load();
    expect(t.model.status).to.equal('ready');
    expect(t.model.isAnswered).to.equal(true);
    expect(t.model.bonus?.name).to.equal('Grocery streak');
    expect(t.model.description.cardText).to.equal('Redeem grocery offers two weeks in a row.');
    expect(t.model.description.howToComplete).to.equal('- Redeem one grocery offer\n- Redeem two grocery offers');
    expect(t.model.description.howToComplete).not.to.include(BONUS_HOW_TO_COMPLETE_HEADING);
    expect(t.stores.routeHistory.documentTitle).to.equal('Grocery streak | Clipback');
    expect(labels(t)).to.deep.equal([
      [BREADCRUMB_LABEL.BONUSES, buildPath(ROUTE_NAME.BONUSES)],
      ['Grocery streak', bonusPath(t.bonus.id)],
    ]);
  });

  it("answers an unknown id with the 404's 'Bonus not found', not the failure", async () => {
    const t = await bonusPage(aBonus(), bonusPath(999_999));
    await t.load();
    expect(t.model.status).to.equal('ready');
    expect(t.model.notFound).to.equal(true);
    expect(t.model.error).to.equal(BONUS_NOT_FOUND);
    expect(t.model.bonus).to.equal(null);
  });

  it('shows a failed fetch as an error with its message, and Try again loads the bonus', async () => {
    const t = await bonusPage();
    t.bonuses.failing.add('fetchBonus');
    await t.load();
    expect(t.model.status).to.equal('error');
    expect(t.model.error).to.equal(ACCOUNT_MESSAGES.BONUSES_FETCH_FAILED);
    t.bonuses.failing.delete('fetchBonus');
    await t.model.retry();
    expect(t.model.status).to.equal('ready');
    expect(t.model.bonus?.id).to.equal(t.bonus.id);
  });

  it("loads the bonus's offers by id into the offers store, in the bonus's order", async () => {
    const t = await bonusPage();
    t.offers.offers.set(milk.id, { ...milk, activated: true });
    await t.load();
    expect(t.model.offersList.status).to.equal('ready');
    expect(t.model.offers.map((offer) => offer.name)).to.deep.equal([milk.name, bread.name]);
    expect(t.stores.offers.get(milk.id)?.activated).to.equal(true);
  });

  it('says there are no offers for a bonus without any, asking the offers service nothing', async () => {
    const t = await bonusPage(aBonus({ offers: [] }));
    t.offers.failWith = new Error('not asked');
    await t.load();
    expect(t.model.offersList.status).to.equal('ready');
    expect(t.model.offers).to.deep.equal([]);
  });

  it('keeps the bonus when its offers fail to load, and loads them again on Try again', async () => {
    const t = await bonusPage();
    t.offers.failWith = new Error('offers are down');
    await t.load();
    expect(t.model.status).to.equal('ready');
    expect(t.model.offersList.status).to.equal('error');
    t.offers.failWith = null;
    await t.model.loadOffers();
    expect(t.model.offers).to.have.length(2);
  });

  it('an unlock from the page updates the offer it shows', async () => {
    const t = await bonusPage();
    await t.load();
    const outcome = await t.stores.offers.unlock(t.model.offers[0]!, { retailerId: RETAILER_ID });
    expect(outcome).to.equal('unlocked');
    expect(t.model.offers[0]?.activated).to.equal(true);
    expect(t.offers.unlocks.map((unlock) => unlock.customerId)).to.deep.equal([t.stores.auth.customerId]);
  });

  it("shows the route's bonus when the previous bonus's answer arrives last, and names only its own page", async () => {
    const other = aBonus({ name: 'Weekend warrior' });
    const t = await bonusPage();
    t.bonuses.bonuses.push(other);
    const answers: (() => void)[] = [];
    const original = t.bonuses.fetchBonus.bind(t.bonuses);
    t.bonuses.fetchBonus = (id) => new Promise((resolve) => answers.push(() => void original(id).then(resolve)));
    const first = t.load();
    t.stores.router.navigate(bonusPath(Number(other.id)));
    const second = t.load();
    answers[1]?.();
    await second;
    answers[0]?.();
    await first;
    expect(t.model.bonus?.name).to.equal('Weekend warrior');
    expect(t.stores.routeHistory.documentTitle).to.equal('Weekend warrior | Clipback');
  });

  describe('breadcrumbs', () => {
    it('extends the bonus category trail the shopper came from', async () => {
      const categoryPath = buildPath(ROUTE_NAME.BONUS_CATEGORY, { bonusCategory: 'grocery-bonuses' });
      const t = await bonusPage(undefined, categoryPath);
      t.stores.router.navigate(bonusPath(t.bonus.id));
      await t.load();
      expect(labels(t)).to.deep.equal([
        [BREADCRUMB_LABEL.BONUSES, buildPath(ROUTE_NAME.BONUSES)],
        ['grocery bonuses', categoryPath],
        ['Grocery streak', bonusPath(t.bonus.id)],
      ]);
    });

    it("extends the offer trail the shopper came from, and an offer opened from the bonus extends the bonus's", async () => {
      const retailerPath = buildPath(ROUTE_NAME.RETAILER, { retailerName: 'Grandmart', id: String(RETAILER_ID) });
      const offerPath = buildPath(ROUTE_NAME.OFFER, { offerName: 'Milk', id: String(milk.id) });
      const t = await bonusPage(undefined, retailerPath);
      // The retailer and offer pages name themselves, as they do once loaded.
      t.stores.routeHistory.setPageContext({ title: 'Grandmart' });
      t.stores.router.navigate(offerPath);
      t.stores.routeHistory.setPageContext({ title: milk.name, offerRetailerIds: [RETAILER_ID] });
      t.stores.router.navigate(bonusPath(t.bonus.id));
      await t.load();
      expect(labels(t).map(([label]) => label)).to.deep.equal([BREADCRUMB_LABEL.RETAILERS, 'Grandmart', milk.name, 'Grocery streak']);

      const breadPath = buildPath(ROUTE_NAME.OFFER, { offerName: 'Sourdough', id: String(bread.id) });
      t.stores.router.navigate(breadPath);
      t.stores.routeHistory.setPageContext({ title: bread.name, offerRetailerIds: [RETAILER_ID] });
      expect(labels(t).slice(-2)).to.deep.equal([
        ['Grocery streak', bonusPath(t.bonus.id)],
        [bread.name, breadPath],
      ]);
    });
  });
});
