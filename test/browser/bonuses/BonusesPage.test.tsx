import { expect } from 'chai';
import BonusCategoryPage from '../../../ui/pages/bonuses/BonusCategoryPage';
import BonusesPage from '../../../ui/pages/bonuses/BonusesPage';
import { seededBonuses } from '../../support/bonusesMother';
import { demoCustomerRecord, DEMO_CUSTOMER_ID, TEST_NOW } from '../../support/testStores';
import { DOCUMENT_RULES, expectAccessible } from '../support/axe';
import { cleanup, render } from '../support/render';
import { offerStores, settle, withStores } from '../offers/support/offersTestSupport';
import { renderRoute } from '../support/renderRoute';

async function renderPage(path: string, { joinDate = '2025-01-01', seeded = true } = {}) {
  const t = await offerStores({ path });
  t.customers.customers.set(DEMO_CUSTOMER_ID, { ...demoCustomerRecord(0), joinDate });
  if (seeded) t.bonuses.bonuses = seededBonuses().bonuses;
  const Page = path === '/bonuses' ? BonusesPage : BonusCategoryPage;
  const { container } = renderRoute(<main><Page /></main>, t.stores);
  await settle();
  return { ...t, container };
}

const headings = (container: HTMLElement, selector: string) =>
  [...container.querySelectorAll(selector)].map((heading) => heading.textContent);

describe('bonuses pages in Chromium', () => {
  afterEach(cleanup);

  it('/bonuses: every section as a labelled region with its cards, category chips, axe clean', async () => {
    const { container } = await renderPage('/bonuses');
    expect(headings(container, 'h1')).to.deep.equal(['Bonuses']);
    expect(headings(container, 'section > h2')).to.deep.equal([
      'In progress (1)',
      'For you (1)',
      'Featured (1)',
      'Completed (1)',
      'Recently expired (1)',
    ]);
    for (const section of container.querySelectorAll('section[aria-labelledby]')) {
      expect(section.querySelector('h2')?.id).to.equal(section.getAttribute('aria-labelledby'));
      expect(section.querySelectorAll('article').length).to.be.greaterThan(0);
    }
    const chips = [...container.querySelectorAll('nav[aria-label="Bonus categories"] a')];
    expect(chips.map((chip) => [chip.textContent, chip.getAttribute('href')])).to.deep.include(['grocery bonuses', '/bonuses/grocery-bonuses']);
    expect(container.textContent).not.to.include('Welcome bonuses for new savers');
    await expectAccessible({ ignore: DOCUMENT_RULES });
  });

  it('/bonuses: a new saver also sees the new-user offers and the referral bonus, linked', async () => {
    const { container } = await renderPage('/bonuses', { joinDate: TEST_NOW.toISOString().slice(0, 10) });
    const text = container.textContent ?? '';
    expect(text).to.include('Get $5 back on your first purchase.');
    expect(text).to.include('Earn an extra $10 once you spend $30.');
    expect(text).to.include('you get $10 when they complete a qualifying offer within 7 days');
    expect(container.querySelector('a[href="/referral"]')?.textContent).to.equal('Refer a friend');
  });

  it('/bonuses with none: says so and links to the offers', async () => {
    const { container } = await renderPage('/bonuses', { seeded: false });
    expect(container.textContent).to.include("You don't have any bonuses right now.");
    expect(container.querySelector('section')).to.equal(null);
    expect(container.querySelector('a[href="/categories"]')?.textContent).to.equal('Browse offers');
  });

  it('a category page: titled with spaces, only its bonuses, axe clean', async () => {
    const { container, stores } = await renderPage('/bonuses/new-saver');
    expect(headings(container, 'h1')).to.deep.equal(['new saver']);
    expect(headings(container, 'section > h2')).to.deep.equal(['Featured (1)', 'Completed (1)']);
    expect(stores.routeHistory.documentTitle).to.equal('new saver | Clipback');
    await expectAccessible({ ignore: DOCUMENT_RULES });
  });

  it('an unknown category says it has no bonuses and links back to all of them', async () => {
    const { container } = await renderPage('/bonuses/no-such-thing');
    expect(headings(container, 'h1')).to.deep.equal(['no such thing']);
    expect(container.textContent).to.include('There are no bonuses in this category right now.');
    expect(container.querySelector('a[href="/bonuses"]')?.textContent).to.equal('See all bonuses');
  });
});
