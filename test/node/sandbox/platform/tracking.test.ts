import { expect } from 'chai';
import { DEMO_CUSTOMERS } from '../../../../scripts/sandbox/seed';
import { createTrackingPruner } from '../../../../scripts/sandbox/services/tracking/trackingEvents';
import { type SandboxHarness } from '../support/sandbox';
import { call, event, trackingHeaders } from './support';
import { useSharedSandbox } from '../../../support/sharedSandbox';

const HOUR_MS = 3_600_000;

describe('sandbox platform: tracking events (POST /api/tracking/events, GET /sandbox/tracking/events)', function () {
  this.timeout(60_000);
  const send = (body: unknown, headers = trackingHeaders()) => call(harness.origin, 'POST', '/api/tracking/events', { body, headers });
  const stored = (query = '') => call(harness.origin, 'GET', `/sandbox/tracking/events${query}`);
  const count = async () => Number((await harness.sandbox.db.one<{ n: number }>('SELECT count(*) AS n FROM tracking_events'))?.n);

  /** The bearer header of a seeded customer: the tracked user is the token's (trackingUser.test.ts). */
  const signedIn = async (email: string) => ({ authorization: `Bearer ${(await harness.tokenFor(email)).accessToken}` });

  const harness = useSharedSandbox();

  it('stores a batch with the headers it came with, and answers how many it accepted', async () => {
    const timestamp = new Date(Date.now() - 1000).toISOString();
    const headers = trackingHeaders({ ...(await signedIn(DEMO_CUSTOMERS.DEMO.email)), 'X-User-Id': DEMO_CUSTOMERS.DEMO.id, 'X-App-Session': 'stored-with-headers', 'X-Extension-Version': '2.3.1', 'X-Device': 'tablet', 'X-Platform': 'web_mobile' });
    const sent = await send(
      {
        events: [
          { name: 'session start', screenName: 'home_page', timestamp },
          { name: 'offer view', screenName: 'retailer-gallery', timestamp, properties: { offerId: 552190, position: 3, ids: [1, 2] } },
        ],
      },
      headers,
    );
    expect(sent).to.deep.include({ status: 202, body: { accepted: 2 } });

    const { status, body } = await stored('?session=stored-with-headers');
    expect(status).to.equal(200);
    expect(body.events).to.have.length(2);
    const [newest, oldest] = body.events;
    expect(newest).to.deep.include({
      name: 'offer view',
      screenName: 'retailer-gallery',
      properties: { offerId: 552190, position: 3, ids: [1, 2] },
      timestamp,
      userId: DEMO_CUSTOMERS.DEMO.id,
      device: 'tablet',
      platform: 'web_mobile',
      session: 'stored-with-headers',
      extensionVersion: '2.3.1',
      appVersion: '4.485.0',
    });
    expect(Date.parse(newest.receivedAt)).to.be.closeTo(Date.now(), 60_000);
    expect(oldest).to.deep.include({ name: 'session start', properties: {}, userId: DEMO_CUSTOMERS.DEMO.id });
  });

  it('stores a visitor without a user id as userId null', async () => {
    await send({ events: [event({ name: 'PageViewed', screenName: 'price_compare' })] }, trackingHeaders({ 'X-App-Session': 'visitor-session' }));
    const { body } = await stored('?session=visitor-session');
    expect(body.events).to.have.length(1);
    expect(body.events[0]).to.deep.include({ name: 'PageViewed', userId: null, device: 'desktop', platform: 'web_v2' });
    expect(body.events[0]).not.to.have.property('extensionVersion');
  });

  it('lists newest first, filtered by name, user id, session and since, bounded by limit', async () => {
    const session = 'listing-session';
    const friend = await signedIn(DEMO_CUSTOMERS.FRIEND.email);
    for (const name of ['search', 'search results', 'search'] as const) {
      await send({ events: [event({ name, properties: { term: name } })] }, trackingHeaders({ ...friend, 'X-App-Session': session, 'X-User-Id': DEMO_CUSTOMERS.FRIEND.id }));
    }
    const all = await stored(`?session=${session}`);
    expect(all.body.events.map((stored: { name: string }) => stored.name)).to.deep.equal(['search', 'search results', 'search']);
    const received = all.body.events.map((stored: { receivedAt: string }) => Date.parse(stored.receivedAt));
    expect(received).to.deep.equal([...received].sort((a, b) => b - a));

    expect((await stored(`?session=${session}&name=search`)).body.events).to.have.length(2);
    expect((await stored(`?name=${encodeURIComponent('search results')}&userId=${DEMO_CUSTOMERS.FRIEND.id}`)).body.events).to.have.length(1);
    expect((await stored(`?userId=${DEMO_CUSTOMERS.NEW.id}`)).body.events).to.deep.equal([]);
    expect((await stored(`?session=${session}&limit=1`)).body.events).to.have.length(1);
    const future = new Date(Date.now() + HOUR_MS).toISOString();
    expect((await stored(`?since=${encodeURIComponent(future)}`)).body.events).to.deep.equal([]);
    const past = new Date(Date.now() - HOUR_MS).toISOString();
    expect((await stored(`?session=${session}&since=${encodeURIComponent(past)}`)).body.events).to.have.length(3);
    expect((await stored()).body.events.length).to.be.at.most(100);
  });

  it('stores SQL and script text in properties as data, never runs it', async () => {
    const properties = { term: "'; DROP TABLE tracking_events; --", label: '<script>alert(1)</script>' };
    expect((await send({ events: [event({ name: 'search', properties })] }, trackingHeaders({ 'X-App-Session': 'sql-as-data' }))).status).to.equal(202);
    const { body } = await stored('?session=sql-as-data');
    expect(body.events[0].properties).to.deep.equal(properties);
    expect(await count()).to.be.greaterThan(0);
  });

  describe('refuses bad events with a fields map, storing none of the batch', () => {
    const cases: { title: string; events: unknown[]; fields: string[] }[] = [
      {
        title: 'a timestamp more than 24 hours ahead',
        events: [event(), event({ timestamp: new Date(Date.now() + 25 * HOUR_MS).toISOString() })],
        fields: ['events.1.timestamp'],
      },
      { title: 'a name the documents do not list', events: [event({ name: 'page view' })], fields: ['events.0.name'] },
      { title: 'a screen name that is no route name plus _page', events: [event({ screenName: 'homepage' })], fields: ['events.0.screenName'] },
      { title: 'no screen name and no timestamp', events: [{ name: 'search' }], fields: ['events.0.screenName', 'events.0.timestamp'] },
      { title: 'a timestamp that is not a date-time', events: [event({ timestamp: 'yesterday' })], fields: ['events.0.timestamp'] },
      { title: 'properties that are not an object', events: [event({ properties: [1, 2] })], fields: ['events.0.properties'] },
      { title: 'a NUL character in properties', events: [event({ properties: { label: 'a\u0000b' } })], fields: ['events.0.properties.label'] },
      { title: 'properties nested too deeply', events: [event({ properties: JSON.parse('{"a":'.repeat(20) + '1' + '}'.repeat(20)) })], fields: ['events.0.properties.a.a.a.a.a.a.a.a'] },
      { title: 'properties above 16 KB', events: [event({ properties: { blob: 'x'.repeat(17_000) } })], fields: ['events.0.properties'] },
      { title: 'several bad events at once', events: [event({ screenName: 'nope' }), event(), event({ timestamp: '2999-01-01T00:00:00Z' })], fields: ['events.0.screenName', 'events.2.timestamp'] },
    ];
    for (const { title, events, fields } of cases) {
      it(title, async () => {
        const before = await count();
        const { status, body } = await send({ events });
        expect(status).to.equal(400);
        expect(body.fields).to.be.an('object');
        expect(Object.keys(body.fields)).to.include.members(fields);
        expect(await count()).to.equal(before);
      });
    }

    it('a batch of more than 100 events, and an empty one', async () => {
      const before = await count();
      const tooMany = await send({ events: Array.from({ length: 101 }, () => event()) });
      expect(tooMany.status).to.equal(400);
      expect(tooMany.body.fields).to.have.property('events');
      expect((await send({ events: [] })).status).to.equal(400);
      expect(await count()).to.equal(before);
    });

    it('missing or wrong headers (device, platform, session, user id)', async () => {
      const before = await count();
      const missing = await send({ events: [event()] }, trackingHeaders({ 'X-Device': undefined, 'X-App-Session': undefined }));
      expect(missing.status).to.equal(400);
      expect(Object.keys(missing.body.fields)).to.include.members(['header.X-Device', 'header.X-App-Session']);
      const wrong = await send({ events: [event()] }, trackingHeaders({ 'X-Platform': 'ios', 'X-User-Id': "1' OR '1'='1" }));
      expect(Object.keys(wrong.body.fields)).to.include.members(['header.X-Platform', 'header.X-User-Id']);
      expect(await count()).to.equal(before);
    });
  });

  it('keeps the table bounded: pruning keeps only the newest events', async () => {
    await send({ events: Array.from({ length: 10 }, (_, index) => event({ properties: { index } })) }, trackingHeaders({ 'X-App-Session': 'pruned' }));
    const prune = createTrackingPruner(harness.sandbox.db, 4, 1);
    await prune(1);
    expect(await count()).to.equal(4);
    const { body } = await stored('?session=pruned');
    expect(body.events.map((stored: { properties: { index: number } }) => stored.properties.index)).to.deep.equal([9, 8, 7, 6]);
  });
});
