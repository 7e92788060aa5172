import { expect } from 'chai';
import { type SandboxHarness } from '../support/sandbox';
import { call, event, platformChecksums, trackingHeaders, type CallOptions } from './support';
import { useSharedSandbox } from '../../../support/sharedSandbox';

const SQL = "'; DROP TABLE feature_flags; --";
const SCRIPT = '<script>alert(document.cookie)</script>';
/** Just over the 1 MB body limit. */
const HUGE = 'x'.repeat(1024 * 1024 + 10);
const visitor = { platform: 'web_v2' };

interface BadInput extends CallOptions {
  title: string;
  method: string;
  path: string;
  status: number;
  /** Field names the answer's `fields` map must name. */
  fields?: string[];
  code?: string;
}

const EVALUATIONS = '/api/flags/evaluations';
const EVENTS = '/api/tracking/events';

/** Bad input across the flags, tracking and sandbox endpoints: never a 5xx, never a changed row. */
const CASES: BadInput[] = [
  // flags
  { title: 'flags: body is not JSON', method: 'POST', path: EVALUATIONS, raw: '{"context": ', status: 400, code: 'INVALID_JSON' },
  { title: 'flags: no body', method: 'POST', path: EVALUATIONS, status: 400, fields: ['body'] },
  { title: 'flags: no context', method: 'POST', path: EVALUATIONS, body: { keys: ['maintenance'] }, status: 400, fields: ['context'] },
  { title: 'flags: platform not web_v2 / web_mobile', method: 'POST', path: EVALUATIONS, body: { context: { platform: 'ios' } }, status: 400, fields: ['context.platform'] },
  { title: 'flags: an unknown flag key', method: 'POST', path: EVALUATIONS, body: { keys: ['beta-everything'], context: visitor }, status: 400, fields: ['keys.0'] },
  { title: 'flags: keys is a string', method: 'POST', path: EVALUATIONS, body: { keys: 'maintenance', context: visitor }, status: 400, fields: ['keys'] },
  { title: 'flags: a key twice', method: 'POST', path: EVALUATIONS, body: { keys: ['maintenance', 'maintenance'], context: visitor }, status: 400, fields: ['keys'] },
  { title: 'flags: an unknown top-level field', method: 'POST', path: EVALUATIONS, body: { context: visitor, debug: true }, status: 400, fields: ['debug'] },
  { title: 'flags: SQL as the customer id', method: 'POST', path: EVALUATIONS, body: { context: { ...visitor, customerId: SQL } }, status: 400, fields: ['context.customerId'] },
  { title: 'flags: a body over 1 MB', method: 'POST', path: EVALUATIONS, raw: JSON.stringify({ context: visitor, pad: HUGE }), status: 413 },
  { title: 'flags: GET instead of POST', method: 'GET', path: EVALUATIONS, status: 405 },
  // tracking
  { title: 'tracking: body is not JSON', method: 'POST', path: EVENTS, raw: 'events=1', headers: trackingHeaders(), status: 400, code: 'INVALID_JSON' },
  { title: 'tracking: events is an object', method: 'POST', path: EVENTS, body: { events: { 0: event() } }, headers: trackingHeaders(), status: 400, fields: ['events'] },
  { title: 'tracking: an unknown top-level field', method: 'POST', path: EVENTS, body: { events: [event()], userId: '1' }, headers: trackingHeaders(), status: 400, fields: ['userId'] },
  { title: 'tracking: SQL as the screen name', method: 'POST', path: EVENTS, body: { events: [event({ screenName: SQL })] }, headers: trackingHeaders(), status: 400, fields: ['events.0.screenName'] },
  { title: 'tracking: script as the screen name', method: 'POST', path: EVENTS, body: { events: [event({ screenName: SCRIPT })] }, headers: trackingHeaders(), status: 400, fields: ['events.0.screenName'] },
  { title: 'tracking: a lone surrogate in properties', method: 'POST', path: EVENTS, raw: '{"events":[{"name":"search","screenName":"home_page","timestamp":"2020-01-01T00:00:00Z","properties":{"term":"\\ud800"}}]}', headers: trackingHeaders(), status: 400, fields: ['events.0.properties.term'] },
  { title: 'tracking: a NUL character in a property key', method: 'POST', path: EVENTS, body: { events: [event({ properties: { 'a\u0000': 1 } })] }, headers: trackingHeaders(), status: 400, fields: ['events.0.properties'] },
  { title: 'tracking: timestamp is a number', method: 'POST', path: EVENTS, body: { events: [event({ timestamp: 1700000000000 })] }, headers: trackingHeaders(), status: 400, fields: ['events.0.timestamp'] },
  { title: 'tracking: device not desktop / mobile / tablet', method: 'POST', path: EVENTS, body: { events: [event()] }, headers: trackingHeaders({ 'X-Device': 'toaster' }), status: 400, fields: ['header.X-Device'] },
  { title: 'tracking: a body over 1 MB', method: 'POST', path: EVENTS, raw: JSON.stringify({ events: [event({ properties: { pad: HUGE } })] }), headers: trackingHeaders(), status: 413 },
  { title: 'tracking: 101 events', method: 'POST', path: EVENTS, body: { events: Array.from({ length: 101 }, () => event()) }, headers: trackingHeaders(), status: 400, fields: ['events'] },
  // sandbox: tokens
  { title: 'tokens: email is not an email', method: 'POST', path: '/sandbox/tokens', body: { email: 'demo' }, status: 400, fields: ['email'] },
  { title: 'tokens: email is a number', method: 'POST', path: '/sandbox/tokens', body: { email: 42 }, status: 400, fields: ['email'] },
  { title: 'tokens: SQL shaped like an email', method: 'POST', path: '/sandbox/tokens', body: { email: "x'or'1'='1@clipback.test" }, status: 404 },
  { title: 'tokens: an unknown field', method: 'POST', path: '/sandbox/tokens', body: { email: 'demo@clipback.test', customerId: '100002' }, status: 400, fields: ['customerId'] },
  { title: 'tokens: a body over 1 MB', method: 'POST', path: '/sandbox/tokens', raw: JSON.stringify({ email: `${HUGE}@clipback.test` }), status: 413 },
  // sandbox: flags
  { title: 'set flags: an unknown flag', method: 'PUT', path: '/sandbox/flags', body: { flags: { 'god-mode': true } }, status: 400, fields: ['flags.god-mode'] },
  { title: 'set flags: maintenance as a string', method: 'PUT', path: '/sandbox/flags', body: { flags: { maintenance: 'yes' } }, status: 400, fields: ['flags.maintenance'] },
  { title: 'set flags: a negative cashout age threshold', method: 'PUT', path: '/sandbox/flags', body: { flags: { cashoutAgeThreshold: -1 } }, status: 400, fields: ['flags.cashoutAgeThreshold'] },
  { title: 'set flags: list-to-offers outside its two values', method: 'PUT', path: '/sandbox/flags', body: { flags: { 'list-to-offers': SQL } }, status: 400, fields: ['flags.list-to-offers'] },
  { title: 'set flags: a retailer id beyond any integer column', method: 'PUT', path: '/sandbox/flags', body: { flags: { 'web-excluded-retailers-list': [99_999_999_999] } }, status: 400, fields: ['flags.web-excluded-retailers-list.0'] },
  { title: 'set flags: a NUL character in a banner text', method: 'PUT', path: '/sandbox/flags', body: { flags: { 'web-v-2-temporary-banner-copy': [{ page: 'home', text: 'a\u0000' }] } }, status: 400, fields: ['flags.web-v-2-temporary-banner-copy.0.text'] },
  { title: 'set flags: null for a flag', method: 'PUT', path: '/sandbox/flags', body: { flags: { maintenance: null } }, status: 400, fields: ['flags.maintenance'] },
  { title: 'set flags: no flags object', method: 'PUT', path: '/sandbox/flags', body: { maintenance: true }, status: 400, fields: ['flags'] },
  { title: 'set flags: a body over 1 MB', method: 'PUT', path: '/sandbox/flags', raw: JSON.stringify({ flags: { 'home-recommendation': HUGE } }), status: 413 },
  // sandbox: tracking events
  { title: 'stored events: limit 0', method: 'GET', path: '/sandbox/tracking/events?limit=0', status: 400, fields: ['query.limit'] },
  { title: 'stored events: limit is text', method: 'GET', path: '/sandbox/tracking/events?limit=ten', status: 400, fields: ['query.limit'] },
  { title: 'stored events: limit above 1000', method: 'GET', path: '/sandbox/tracking/events?limit=5000', status: 400, fields: ['query.limit'] },
  { title: 'stored events: an unknown event name', method: 'GET', path: `/sandbox/tracking/events?name=${encodeURIComponent(SQL)}`, status: 400, fields: ['query.name'] },
  { title: 'stored events: since is not a date-time', method: 'GET', path: '/sandbox/tracking/events?since=yesterday', status: 400, fields: ['query.since'] },
  { title: 'stored events: SQL as the user id', method: 'GET', path: `/sandbox/tracking/events?userId=${encodeURIComponent(SQL)}`, status: 400, fields: ['query.userId'] },
  { title: 'stored events: a NUL character in the session', method: 'GET', path: '/sandbox/tracking/events?session=a%00b', status: 400, fields: ['query.session'] },
  { title: 'services: POST instead of GET', method: 'POST', path: '/sandbox/services', body: {}, status: 405 },
];

describe('sandbox platform: bad input to the flags, tracking and sandbox endpoints', function () {
  this.timeout(60_000);
  let checksumsBefore: Record<string, string>;

  const harness = useSharedSandbox();

  before(async () => {
    // One good event first, so "no changed row" also covers a non-empty table.
    await call(harness.origin, 'POST', EVENTS, { body: { events: [event()] }, headers: trackingHeaders() });
    checksumsBefore = await platformChecksums(harness.sandbox.db);
  });

  it('has at least 20 cases', () => {
    expect(CASES.length).to.be.at.least(20);
  });

  for (const bad of CASES) {
    it(`${bad.title} → ${bad.status}`, async () => {
      const { status, body } = await call(harness.origin, bad.method, bad.path, bad);
      expect(status, JSON.stringify(body)).to.equal(bad.status);
      expect(body).to.have.property('message').that.is.a('string');
      if (bad.fields) expect(Object.keys(body.fields ?? {}), JSON.stringify(body)).to.include.members(bad.fields);
      if (bad.code) expect(body.code).to.equal(bad.code);
    });
  }

  it('changed no row of the tables these endpoints write', async () => {
    expect(await platformChecksums(harness.sandbox.db)).to.deep.equal(checksumsBefore);
  });
});
