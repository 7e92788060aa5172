import { expect } from 'chai';
import { BONUS_HOW_TO_COMPLETE_HEADING } from '../../../domain/bonuses/bonusDescription';
import { ACCOUNT_MESSAGES } from '../../../domain/constants/account';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { timeLeftText } from '../../../domain/offers/offerTagText';
import { BONUS_COPY, BONUS_VIEW_TITLE } from '../../../ui/components/bonuses/copy';
import { OFFER_COPY } from '../../../ui/components/offers/copy';
import BonusPage from '../../../ui/pages/bonus/BonusPage';
import { BONUS_PAGE_COPY as COPY } from '../../../ui/pages/bonus/copy';
import { aBonus } from '../../support/bonusesMother';
import { DOCUMENT_RULES, expectAccessible } from '../support/axe';
import { click, render, texts } from '../support/render';
import { anOffer, buttonNamed, offerStores, quietRenderedTests, RETAILER, settle, withStores } from '../offers/support/offersTestSupport';
import { renderRoute } from '../support/renderRoute';
import { BONUS_NOT_FOUND } from '../../../domain/bonuses/bonusLookup';

const milk = anOffer({ id: 801, name: 'Milk, 1 gal', currentValue: '$1.00' });
const bread = anOffer({ id: 802, name: 'Sourdough loaf', currentValue: '$0.50' });
const IMAGES = { completedImageUrl: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E#done', uncompletedImageUrl: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E#todo' };

async function renderBonus(bonus = aBonus({ offers: [milk.id, bread.id], ...IMAGES }), { path = buildPath(ROUTE_NAME.BONUS, { bonus_id: String(bonus.id) }), fail = false } = {}) {
  const t = await offerStores({ path, offers: [milk, bread] });
  t.bonuses.bonuses = [bonus];
  if (fail) t.bonuses.failing.add('fetchBonus');
  const rendered = renderRoute(<BonusPage />, t.stores);
  await settle();
  return { ...t, ...rendered, bonus };
}

const sectionTitled = (container: ParentNode, title: string) =>
  [...container.querySelectorAll('section')].find((section) => section.querySelector('h2')?.textContent === title);

describe('<BonusPage> in Chromium', () => {
  quietRenderedTests();

  it("shows the bonus: name, amount, image, card text, 'How to complete this bonus' as a list, and its offers", async () => {
    const bonus = aBonus({ name: 'Grocery <b>streak</b>', amount: 300, otherReward: 'a free tote bag', offers: [milk.id, bread.id], ...IMAGES });
    const { container } = await renderBonus(bonus);
    expect(texts(container, 'h1')).to.deep.equal(['Grocery <b>streak</b>']);
    expect(container.querySelector('b'), 'markup in a name shows as text').to.equal(null);
    expect(container.textContent).to.include(BONUS_COPY.amount('$3'));
    expect(container.textContent).to.include(BONUS_COPY.otherReward('a free tote bag'));
    expect(container.querySelector('progress')?.getAttribute('aria-label')).to.equal(BONUS_COPY.progressLabel(bonus.name));
    expect(container.textContent).to.include(BONUS_COPY.progressCount(0, 2));
    expect(container.querySelector('time')?.textContent).to.equal(timeLeftText({ unit: 'days', count: 10 }));
    expect(container.querySelector('article img')?.getAttribute('src')).to.equal(IMAGES.uncompletedImageUrl);
    expect(container.textContent).to.include('Redeem grocery offers two weeks in a row.');
    expect(texts(container, 'h2')).to.deep.equal([BONUS_HOW_TO_COMPLETE_HEADING, COPY.OFFERS_HEADING]);
    const howTo = sectionTitled(container, BONUS_HOW_TO_COMPLETE_HEADING)!;
    expect(texts(howTo, 'ul > li')).to.deep.equal(['Redeem one grocery offer', 'Redeem two grocery offers']);
    expect(texts(sectionTitled(container, COPY.OFFERS_HEADING)!, 'article h3')).to.deep.equal([milk.name, bread.name]);
    await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
  });

  it('shows the completed image of a completed bonus', async () => {
    const { container } = await renderBonus(aBonus({ completed: true, progressCount: 2, percentComplete: 100, amountEarned: 300, ...IMAGES }));
    expect(container.querySelector('article img')?.getAttribute('src')).to.equal(IMAGES.completedImageUrl);
    expect(container.textContent).to.include(BONUS_VIEW_TITLE.completed);
    expect(container.textContent).to.include(BONUS_COPY.earned('$3'));
  });

  it('adds one of its offers from the page', async () => {
    const t = await renderBonus();
    click(buttonNamed(t.container, OFFER_COPY.addOffer(milk.name)));
    await settle();
    expect(t.offers.unlocks.map(({ payload }) => [payload.offer_id, payload.retailer_id])).to.deep.equal([[milk.id, RETAILER.id]]);
    expect(buttonNamed(t.container, OFFER_COPY.removeOffer(milk.name))).to.exist;
  });

  it('says so when the bonus has no offers', async () => {
    const { container } = await renderBonus(aBonus({ offers: [], ...IMAGES }));
    expect(sectionTitled(container, COPY.OFFERS_HEADING)?.textContent).to.include(COPY.NO_OFFERS);
  });

  it("shows 'Bonus not found' for an unknown id", async () => {
    const { container } = await renderBonus(aBonus(IMAGES), { path: buildPath(ROUTE_NAME.BONUS, { bonus_id: '999999' }) });
    expect(texts(container, 'h1')).to.deep.equal(['404']);
    expect(container.textContent).to.include(BONUS_NOT_FOUND);
    await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
  });

  it('shows a failed load with its message and Try again, which loads the bonus', async () => {
    const t = await renderBonus(undefined, { fail: true });
    const alert = t.container.querySelector('[role="alert"]');
    expect(alert?.textContent).to.include(ACCOUNT_MESSAGES.BONUSES_FETCH_FAILED);
    expect(t.container.textContent).not.to.include(BONUS_NOT_FOUND);
    await expectAccessible({ root: t.container, ignore: DOCUMENT_RULES });
    t.bonuses.failing.delete('fetchBonus');
    click(buttonNamed(t.container, COPY.TRY_AGAIN));
    await settle();
    expect(texts(t.container, 'h1')).to.deep.equal([t.bonus.name]);
  });
});
