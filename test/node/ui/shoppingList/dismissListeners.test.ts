import { expect } from 'chai';
import sinon from 'sinon';
import { TIMING } from '../../../../domain/constants/timing';
import { attachDismissListeners } from '../../../../ui/components/ListToOffersSidebar/dismissListeners';

const key = (name: string) => Object.assign(new Event('keydown'), { key: name });

describe('the sidebar’s Escape and outside-click listeners (000 §4, §9)', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers();
  });
  afterEach(() => clock.restore());

  function setUp() {
    const page = new EventTarget();
    const inside = new EventTarget();
    const onDismiss = sinon.spy();
    const detach = attachDismissListeners(page, { isInside: (target) => target === inside, onDismiss });
    const clickOn = (target: EventTarget) => {
      const event = new Event('pointerdown');
      Object.defineProperty(event, 'target', { value: target });
      page.dispatchEvent(event);
    };
    return { page, inside, onDismiss, detach, clickOn };
  }

  it('ignores Escape and outside clicks for the first 200 ms after opening', () => {
    const { page, onDismiss, clickOn } = setUp();
    clock.tick(TIMING.SIDEBAR_LISTENER_DELAY_MS - 1);
    page.dispatchEvent(key('Escape'));
    clickOn(new EventTarget());
    expect(onDismiss.called).to.equal(false);
  });

  it('then closes on Escape and on a click outside, not on other keys or a click inside', () => {
    const { page, inside, onDismiss, clickOn } = setUp();
    clock.tick(TIMING.SIDEBAR_LISTENER_DELAY_MS);
    page.dispatchEvent(key('Enter'));
    clickOn(inside);
    expect(onDismiss.callCount).to.equal(0);
    page.dispatchEvent(key('Escape'));
    clickOn(new EventTarget());
    expect(onDismiss.callCount).to.equal(2);
  });

  it('removes the listeners on close, and never attaches them when closed within 200 ms', () => {
    const late = setUp();
    clock.tick(TIMING.SIDEBAR_LISTENER_DELAY_MS);
    late.detach();
    late.page.dispatchEvent(key('Escape'));
    expect(late.onDismiss.called).to.equal(false);

    const early = setUp();
    early.detach();
    clock.tick(TIMING.SIDEBAR_LISTENER_DELAY_MS * 2);
    early.page.dispatchEvent(key('Escape'));
    expect(early.onDismiss.called).to.equal(false);
  });
});
