import { expect } from 'chai';
import sinon from 'sinon';
import type { TrackingPort } from '../../../../adapters/tracking/TrackingPort';
import { createTestStores, TEST_NOW } from '../../../support/testStores';

const signedIn = async (stores: ReturnType<typeof createTestStores>) => {
  stores.identity.signIn({ sub: 'auth0|x' }, { sub: '1000001', exp: TEST_NOW.getTime() / 1000 + 3600 });
  await stores.stores.auth.start(new URL('http://localhost/home'));
};

describe('Tracker (000 §7 tracking events)', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => {
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => warn.restore());

  it('names the screen: retailer-gallery on the retailer page, price_compare, else <route>_page', async () => {
    const { stores, tracking } = createTestStores({ path: '/retailers/Acme/12' });
    await stores.tracking.track('click action', { target: 'x' });
    stores.router.navigate('/price-compare');
    await stores.tracking.track('click action');
    stores.router.navigate('/categories');
    await stores.tracking.track('click action');
    stores.router.navigate('/no-such-page');
    await stores.tracking.track('click action');
    expect(tracking.events.map((event) => event.screenName)).to.deep.equal([
      'retailer-gallery',
      'price_compare',
      'categories_page',
      'not-found_page',
    ]);
    expect(tracking.events[0]).to.deep.equal({
      name: 'click action',
      screenName: 'retailer-gallery',
      properties: { target: 'x' },
      timestamp: TEST_NOW.toISOString(),
    });
  });

  it('sends the user, device, platform, session and extension headers', async () => {
    const twins = createTestStores({ path: '/home', width: 1280 });
    const { stores, tracking, extension } = twins;
    await stores.tracking.track('search');
    expect(tracking.batches[0]?.context).to.deep.equal({
      userId: null,
      device: 'desktop',
      platform: 'web_v2',
      sessionId: stores.session.id,
      extensionVersion: null,
    });
    await signedIn(twins);
    extension.version = '3.2.1';
    await stores.extension.detect();
    stores.layout.setWidth(800);
    await stores.tracking.track('search');
    expect(tracking.batches[1]?.context).to.deep.include({ userId: '1000001', device: 'tablet', extensionVersion: '3.2.1' });
    stores.layout.setWidth(375);
    await stores.tracking.track('search');
    expect(tracking.batches[2]?.context).to.deep.include({ device: 'mobile', platform: 'web_mobile' });
  });

  it('never throws: a rejected send, a throwing port and a broken context are logged and dropped', async () => {
    const { stores, tracking } = createTestStores();
    tracking.failWith = new Error('offline');
    await stores.tracking.track('search');
    const throwing: TrackingPort = {
      send: () => {
        throw new Error('sync boom');
      },
    };
    const { stores: other } = createTestStores();
    (other.tracking as unknown as { deps: { port: TrackingPort } }).deps.port = throwing;
    await other.tracking.track('search');
    (other.tracking as unknown as { deps: { clock: unknown } }).deps.clock = null;
    await other.tracking.track('search');
    expect(warn.callCount).to.equal(3);
  });

  it('sends events in the order they happened, a report among them (its module loads with the first), each as it was when it happened', async () => {
    const { stores, tracking } = createTestStores({ path: '/home' });
    const sent = [
      stores.tracking.track('search', { n: 1 }),
      stores.tracking.trackRenderError(new Error('broken'), 'page'),
      stores.tracking.track('search', { n: 2 }),
    ];
    stores.router.navigate('/categories');
    sent.push(stores.tracking.track('search', { n: 3 }));
    await Promise.all(sent);
    expect(tracking.events.map((event) => [event.name, event.screenName, event.properties])).to.deep.equal([
      ['search', 'home_page', { n: 1 }],
      ['error message', 'home_page', { message: 'broken', boundary: 'page' }],
      ['search', 'home_page', { n: 2 }],
      ['search', 'categories_page', { n: 3 }],
    ]);
    expect(tracking.batches.map((batch) => batch.events.length), 'one request each, as before').to.deep.equal([1, 1, 1, 1]);
  });

  it("sends 'PageViewed' for the first page and each route change, with the previous path as referrer", async () => {
    const { stores, tracking } = createTestStores({ path: '/home' });
    const stop = stores.tracking.startPageViews();
    stores.router.navigate('/categories');
    stores.router.navigate('/categories?page=2');
    stop();
    stores.router.navigate('/retailers');
    await Promise.resolve();
    expect(tracking.events.map((event) => [event.name, event.screenName, event.properties])).to.deep.equal([
      ['PageViewed', 'home_page', { path: '/home', route: 'home' }],
      ['PageViewed', 'categories_page', { path: '/categories', route: 'categories', referrer: '/home' }],
      ['PageViewed', 'categories_page', { path: '/categories?page=2', route: 'categories', referrer: '/categories' }],
    ]);
  });

  it('sends a not-found page view only for a 404 carrying from_url', async () => {
    const { stores, tracking } = createTestStores({ path: '/no-such-page' });
    const stop = stores.tracking.startPageViews();
    stores.router.navigate('/not-found?from_url=%2Fold%2Fpath');
    stop();
    await Promise.resolve();
    expect(tracking.events).to.have.length(1);
    expect(tracking.events[0]?.properties).to.deep.include({ route: 'not-found', from_url: '/old/path' });
  });

  it("tracks 'session end' and 'session start' when logout restarts the session", async () => {
    const twins = createTestStores();
    await signedIn(twins);
    const before = twins.stores.session.id;
    await twins.stores.auth.logout('http://localhost/home');
    await Promise.resolve();
    const names = twins.tracking.batches.map((batch) => [batch.events[0]?.name, batch.context.sessionId]);
    expect(names).to.deep.equal([
      ['session end', before],
      ['session start', twins.stores.session.id],
    ]);
    expect(twins.stores.session.id).to.not.equal(before);
  });
});
