import { expect } from 'chai';
import sinon from 'sinon';
import { TRACKING_HEADER_LOOKUP_FAILED } from '../../../../domain/constants/platform';
import { TIMING } from '../../../../domain/constants/timing';
import { createTestStores } from '../../../support/testStores';
import { deferred } from '../../../support/deferred';

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('Tracker: the tracking header lookup and its 5 s fallback (000 §8)', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => {
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => warn.restore());

  it('sends no trackingEnabled header before a lookup has begun', async () => {
    const { stores, tracking } = createTestStores({ path: '/home' });
    await stores.tracking.track('search');
    expect(tracking.batches[0]?.context).to.not.have.property('trackingEnabled');
  });

  it('holds events until the lookup answers, then sends its value', async () => {
    const { stores, tracking } = createTestStores({ path: '/home' });
    const lookup = deferred<boolean>();
    void stores.tracking.lookUpHeaders(lookup.promise);
    const sent = stores.tracking.track('search');
    await flush();
    expect(tracking.batches).to.have.length(0);
    lookup.resolve(true);
    await sent;
    expect(tracking.batches[0]?.context.trackingEnabled).to.equal(true);
    expect(warn.called).to.equal(false);
  });

  it('sends the events held during the lookup together: one request per set of headers', async () => {
    const { stores, tracking } = createTestStores({ path: '/home' });
    const lookup = deferred<boolean>();
    void stores.tracking.lookUpHeaders(lookup.promise);
    const sent = [stores.tracking.track('search'), stores.tracking.track('search'), stores.tracking.track('search', {}, { userId: '42' })];
    lookup.resolve(false);
    await Promise.all(sent);
    expect(tracking.batches.map((batch) => [batch.events.length, batch.context.userId ?? null, batch.context.trackingEnabled])).to.deep.equal([
      [2, null, false],
      [1, '42', false],
    ]);
  });

  it('holds a report made during the lookup with the others, in the order they happened, though its module loads first', async () => {
    const { stores, tracking } = createTestStores({ path: '/home' });
    const lookup = deferred<boolean>();
    void stores.tracking.lookUpHeaders(lookup.promise);
    const sent = [stores.tracking.track('session start'), stores.tracking.trackRenderError(new Error('broken'), 'page'), stores.tracking.track('search')];
    lookup.resolve(true);
    await Promise.all(sent);
    expect(tracking.batches.map((batch) => batch.events.map((event) => event.name))).to.deep.equal([['session start', 'error message', 'search']]);
  });

  it('a lookup that has not answered within 5 s: logs, sends trackingEnabled false, and a late answer changes nothing', async () => {
    const { stores, tracking, timers } = createTestStores({ path: '/home' });
    const lookup = deferred<boolean>();
    void stores.tracking.lookUpHeaders(lookup.promise);
    const sent = stores.tracking.track('search');
    timers.advance(TIMING.TRACKING_HEADER_WAIT_MS - 1);
    await flush();
    expect(tracking.batches).to.have.length(0);
    timers.advance(1);
    await sent;
    expect(tracking.batches[0]?.context.trackingEnabled).to.equal(false);
    expect(warn.calledOnceWith(TRACKING_HEADER_LOOKUP_FAILED)).to.equal(true);
    lookup.resolve(true);
    await flush();
    await stores.tracking.track('search');
    expect(tracking.batches[1]?.context.trackingEnabled).to.equal(false);
    expect(warn.callCount).to.equal(1);
  });

  it('a lookup that fails within 5 s: logs and uses false at once', async () => {
    const { stores, tracking } = createTestStores({ path: '/home' });
    void stores.tracking.lookUpHeaders(Promise.reject(new Error('flags down')));
    await stores.tracking.track('search');
    expect(tracking.batches[0]?.context.trackingEnabled).to.equal(false);
    expect(warn.calledOnceWith(TRACKING_HEADER_LOOKUP_FAILED)).to.equal(true);
  });

  it('once looked up, events go at once (no waiting)', async () => {
    const { stores, tracking } = createTestStores({ path: '/home' });
    await stores.tracking.lookUpHeaders(Promise.resolve(true));
    void stores.tracking.track('search');
    expect(tracking.batches).to.have.length(1);
  });
});
