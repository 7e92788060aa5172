import { expect } from 'chai';
import { BonusCard } from '../../../ui/components/bonuses/BonusCard';
import { BONUS_COPY, BONUS_VIEW_TITLE } from '../../../ui/components/bonuses/copy';
import { EXPIRATION_BUCKET_MS } from '../../../domain/offers/timeLeft';
import { aBonus, SEEDED_BONUSES } from '../../support/bonusesMother';
import { TEST_NOW } from '../../support/testStores';
import { DOCUMENT_RULES, expectAccessible } from '../support/axe';
import { cleanup, render } from '../support/render';
import { offerStores, withStores } from '../offers/support/offersTestSupport';

async function renderCard(bonus: Parameters<typeof BonusCard>[0]['bonus']) {
  const { stores } = await offerStores();
  return render(withStores(stores, <BonusCard bonus={bonus} now={TEST_NOW} />)).container;
}

const progressIn = (container: HTMLElement) => container.querySelector('progress') as HTMLProgressElement;

describe('<BonusCard> in Chromium', () => {
  afterEach(cleanup);

  it('in progress: badge, amount, card text only, progress at percentComplete with its label, count and steps in words', async () => {
    const container = await renderCard(SEEDED_BONUSES.inProgress);
    const text = container.textContent ?? '';
    expect(text).to.include(BONUS_VIEW_TITLE.inProgress);
    expect(text).to.include('$3 bonus');
    expect(text).to.include('Redeem grocery offers two weeks in a row.');
    expect(text).not.to.include('How to complete this bonus');
    const progress = progressIn(container);
    expect(progress.value).to.equal(50);
    expect(progress.getAttribute('aria-label')).to.equal('Progress on Shop online three times');
    expect(text).to.include('1 of 2 steps done');
    const steps = [...container.querySelectorAll('li')].map((item) => item.textContent);
    expect(steps).to.deep.equal(['✓Done: Shop online once', '○To do: Shop online twice']);
    expect(container.querySelector('img')?.getAttribute('src')).to.equal(SEEDED_BONUSES.inProgress.uncompletedImageUrl);
    await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
  });

  it('links its name to the spotlight page, the whole card following it', async () => {
    const container = await renderCard(SEEDED_BONUSES.forYou);
    const link = container.querySelector('h3 a');
    expect(link?.textContent).to.equal(SEEDED_BONUSES.forYou.name);
    expect(link?.getAttribute('href')).to.equal(`/bonuses/${SEEDED_BONUSES.forYou.id}`);
    const card = container.querySelector('article');
    expect(card?.getAttribute('aria-labelledby')).to.equal(container.querySelector('h3')?.id);
  });

  it('for you: nothing done yet, ten days left', async () => {
    const container = await renderCard(SEEDED_BONUSES.forYou);
    expect(container.textContent).to.include(BONUS_VIEW_TITLE.forYou);
    expect(progressIn(container).value).to.equal(0);
    expect(container.textContent).to.include('0 of 2 steps done');
    expect(container.querySelector('time')?.textContent).to.equal('10 days left');
  });

  it('featured: its badge and whole-dollar amount', async () => {
    const container = await renderCard(SEEDED_BONUSES.featured);
    expect(container.textContent).to.include(BONUS_VIEW_TITLE.featured);
    expect(container.textContent).to.include('$10 bonus');
    await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
  });

  it('completed: the completed image, what it paid, no progress bar and no expiry', async () => {
    const container = await renderCard(SEEDED_BONUSES.completed);
    const text = container.textContent ?? '';
    expect(text).to.include(BONUS_VIEW_TITLE.completed);
    expect(text).to.include('You earned $5');
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).to.equal(SEEDED_BONUSES.completed.completedImageUrl);
    expect(image?.getAttribute('alt')).to.equal('');
    expect(image?.getAttribute('width')).to.equal('64');
    expect(image?.getAttribute('height')).to.equal('64');
    expect(container.querySelector('progress')).to.equal(null);
    expect(container.querySelector('time')).to.equal(null);
    await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
  });

  it('recently expired: the day it expired, no progress bar', async () => {
    const container = await renderCard(SEEDED_BONUSES.recentlyExpired);
    expect(container.textContent).to.include(BONUS_VIEW_TITLE.recentlyExpired);
    // TEST_NOW is Mar 1, 2026; it expired two days before.
    expect(container.querySelector('time')?.textContent).to.equal('Expired Feb 27, 2026');
    expect(container.querySelector('progress')).to.equal(null);
    await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
  });

  it('time left by the offer-tag buckets, with the soon badges in words', async () => {
    const soon = aBonus({
      expiration: new Date(TEST_NOW.getTime() + 5 * EXPIRATION_BUCKET_MS.HOUR).toISOString(),
      discoverability: { expiresSoon: true, discoverableEndsSoon: true },
      otherReward: 'Free delivery',
    });
    const container = await renderCard(soon);
    expect(container.querySelector('time')?.textContent).to.equal('5 hours left');
    expect(container.textContent).to.include(BONUS_COPY.EXPIRES_SOON);
    expect(container.textContent).to.include(BONUS_COPY.DISCOVERABLE_ENDS_SOON);
    expect(container.textContent).to.include('+ Free delivery');

    cleanup();
    const ending = await renderCard(aBonus({ expiration: new Date(TEST_NOW.getTime() + 30_000).toISOString() }));
    expect(ending.querySelector('time')?.textContent).to.equal('Ends now');
  });

  it('counts a single step in the singular', async () => {
    const container = await renderCard(aBonus({ bonusQualifications: [{ completed: false, progressDescription: 'Link a retailer account' }] }));
    expect(container.textContent).to.include('0 of 1 step done');
  });

  it('shows markup in a name as text', async () => {
    const container = await renderCard(aBonus({ name: '<b>Bold</b> bonus' }));
    expect(container.querySelector('h3 a')?.textContent).to.equal('<b>Bold</b> bonus');
    expect(container.querySelector('b')).to.equal(null);
  });
});
