import { expect } from 'chai';
import { act } from 'react';
import { TIMING } from '../../../domain/constants/timing';
import { OfferCard } from '../../../ui/components/offers/OfferCard';
import { browserOfferViewedEnvironment, OfferViewedEnvironmentProvider, watchOfferViewed, type OfferViewedEnvironment, OFFER_VIEWED_VISIBILITY } from '../../../ui/components/offers/offerViewed';
import { cleanup, render } from '../support/render';
import { anOffer, offerStores, RETAILER, settle, withStores } from './support/offersTestSupport';

/** A fake IntersectionObserver and fake timers: the test says how visible the image is and when time passes. */
function fakeEnvironment() {
  const observers: { onChange: (entries: { isIntersecting: boolean; intersectionRatio: number }[]) => void; threshold: number; targets: Element[]; disconnected: boolean }[] = [];
  const timers: { callback: () => void; ms: number; cleared: boolean; fired: boolean }[] = [];
  const environment: OfferViewedEnvironment = {
    createObserver(onChange, threshold) {
      const observer = { onChange, threshold, targets: [] as Element[], disconnected: false };
      observers.push(observer);
      return {
        observe: (target) => observer.targets.push(target),
        disconnect: () => {
          observer.disconnected = true;
        },
      };
    },
    setTimer(callback, ms) {
      timers.push({ callback, ms, cleared: false, fired: false });
      return timers.length - 1;
    },
    clearTimer(handle) {
      const timer = timers[handle as number];
      if (timer) timer.cleared = true;
    },
  };
  return {
    environment,
    observers,
    timers,
    /** The image is now this visible. */
    see(ratio: number) {
      for (const observer of observers) if (!observer.disconnected) observer.onChange([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]);
    },
    /** Time passes: every pending timer fires. */
    elapse() {
      for (const timer of timers) {
        if (timer.cleared || timer.fired) continue;
        timer.fired = true;
        timer.callback();
      }
    },
    pending: () => timers.filter((timer) => !timer.cleared && !timer.fired),
  };
}

describe('offer viewed (000 §4: 1 s at 50 % visibility) in Chromium', () => {
  afterEach(cleanup);

  describe('watchOfferViewed', () => {
    it('observes at the 50 % threshold and reports once after 1 s of being half visible', () => {
      const fake = fakeEnvironment();
      const viewed: number[] = [];
      const target = document.createElement('img');
      watchOfferViewed(target, () => viewed.push(1), fake.environment);
      expect(fake.observers[0]?.threshold).to.equal(OFFER_VIEWED_VISIBILITY);
      expect(fake.observers[0]?.targets).to.deep.equal([target]);
      fake.see(0.5);
      expect(fake.pending().map((timer) => timer.ms)).to.deep.equal([TIMING.OFFER_VIEWED_DELAY_MS]);
      expect(viewed).to.deep.equal([]);
      fake.see(0.8);
      expect(fake.pending(), 'staying visible does not restart the timer').to.have.length(1);
      fake.elapse();
      expect(viewed).to.deep.equal([1]);
      expect(fake.observers[0]?.disconnected).to.equal(true);
      fake.see(1);
      fake.elapse();
      expect(viewed, 'only once').to.deep.equal([1]);
    });

    it('cancels the timer when the image leaves (below half) before 1 s, and starts again when it returns', () => {
      const fake = fakeEnvironment();
      const viewed: number[] = [];
      watchOfferViewed(document.createElement('img'), () => viewed.push(1), fake.environment);
      fake.see(0.6);
      fake.see(0.2);
      expect(fake.timers[0]?.cleared).to.equal(true);
      fake.elapse();
      expect(viewed).to.deep.equal([]);
      fake.see(0.7);
      expect(fake.pending()).to.have.length(1);
      fake.elapse();
      expect(viewed).to.deep.equal([1]);
    });

    it('never starts below half visibility, and stopping cancels a running timer', () => {
      const fake = fakeEnvironment();
      const viewed: number[] = [];
      const stop = watchOfferViewed(document.createElement('img'), () => viewed.push(1), fake.environment);
      fake.see(0.3);
      expect(fake.timers).to.have.length(0);
      fake.see(0.9);
      stop();
      expect(fake.timers[0]?.cleared).to.equal(true);
      expect(fake.observers[0]?.disconnected).to.equal(true);
      fake.elapse();
      expect(viewed).to.deep.equal([]);
    });

    it("works on the browser's own IntersectionObserver: a visible image starts the timer, scrolling it away cancels it", async () => {
      const fake = fakeEnvironment();
      const environment: OfferViewedEnvironment = { ...browserOfferViewedEnvironment, setTimer: fake.environment.setTimer, clearTimer: fake.environment.clearTimer };
      const image = document.createElement('div');
      image.style.cssText = 'position: fixed; top: 0; left: 0; width: 100px; height: 100px;';
      document.body.appendChild(image);
      const viewed: number[] = [];
      const stop = watchOfferViewed(image, () => viewed.push(1), environment);
      const waitFor = async (condition: () => boolean) => {
        for (let i = 0; i < 50 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
        expect(condition()).to.equal(true);
      };
      await waitFor(() => fake.timers.length === 1);
      expect(fake.timers[0]?.ms).to.equal(TIMING.OFFER_VIEWED_DELAY_MS);
      image.style.top = '-80px'; // 20 % visible
      await waitFor(() => fake.timers[0]?.cleared === true);
      expect(viewed).to.deep.equal([]);
      stop();
      image.remove();
    });
  });

  it("the offer card tracks 'offer view' once, after its image was half visible for 1 s", async () => {
    const fake = fakeEnvironment();
    const offer = anOffer();
    const { stores, tracking } = await offerStores({ offers: [offer] });
    render(
      withStores(
        stores,
        <OfferViewedEnvironmentProvider value={fake.environment}>
          <OfferCard offer={offer} context={{ retailerId: RETAILER.id }} />
        </OfferViewedEnvironmentProvider>,
      ),
    );
    expect(fake.observers[0]?.targets[0]?.tagName).to.equal('IMG');
    act(() => fake.see(0.5));
    await settle();
    expect(tracking.events.filter((event) => event.name === 'offer view')).to.have.length(0);
    act(() => fake.elapse());
    act(() => fake.see(1));
    act(() => fake.elapse());
    await settle();
    const views = tracking.events.filter((event) => event.name === 'offer view');
    expect(views.map((event) => event.properties)).to.deep.equal([{ offerId: offer.id, retailerId: RETAILER.id }]);
  });

  it('a card unmounted before 1 s tracks nothing', async () => {
    const fake = fakeEnvironment();
    const offer = anOffer();
    const { stores, tracking } = await offerStores({ offers: [offer] });
    const { unmount } = render(
      withStores(
        stores,
        <OfferViewedEnvironmentProvider value={fake.environment}>
          <OfferCard offer={offer} />
        </OfferViewedEnvironmentProvider>,
      ),
    );
    act(() => fake.see(1));
    unmount();
    fake.elapse();
    await settle();
    expect(tracking.events.filter((event) => event.name === 'offer view')).to.have.length(0);
  });
});
