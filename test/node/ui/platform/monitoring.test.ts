import { expect } from 'chai';
import sinon from 'sinon';
import { createApi } from '../../../../adapters/http/createApi';
import { XHR_ERROR_MESSAGE } from '../../../../domain/constants/platform';
import { isMonitoredSession, MONITORING_SAMPLE_RATE_PERCENT } from '../../../../domain/platform/monitoringSample';
import { createTestStores } from '../../../support/testStores';

/** Session ids in and out of the monitoring sample, found by the rule itself. */
const candidateIds = Array.from({ length: 50 }, (_, index) => `session-${index}`);
const SAMPLED_SESSION = candidateIds.find((id) => isMonitoredSession(id)) as string;
const UNSAMPLED_SESSION = candidateIds.find((id) => !isMonitoredSession(id)) as string;

/**
 * The app's SDK as main.tsx wires it, on a fetch that answers every call with `status`, in session `sessionId`;
 * `settled(call)` waits for the call and for the reports it caused (their module loads with the first).
 */
function appWiredTo(status: number, sessionId = SAMPLED_SESSION, userAgent?: string) {
  const twins = createTestStores({ path: '/home', newId: () => sessionId, ...(userAgent ? { userAgent } : {}) });
  const reports: Promise<void>[] = [];
  const api = createApi(
    'http://localhost',
    { getAccessToken: async () => null, getCustomerId: () => null, getSessionId: () => null, getZip: () => null },
    () => undefined,
    {
      fetch: async () => new Response(JSON.stringify({ message: `status ${status}` }), { status, headers: { 'content-type': 'application/json' } }),
      onXhrError: (report) => reports.push(twins.stores.tracking.trackXhrError(report)),
    },
  );
  const settled = (call: Promise<unknown>) => call.then(() => undefined, () => undefined).then(() => Promise.all(reports));
  return { ...twins, api, settled };
}

describe('monitoring (000 §8): failed calls reported as XHR errors', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => {
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => warn.restore());

  it("sends an 'error message' with the service, operation and status for a 500", async () => {
    const { api, tracking, settled } = appWiredTo(500);
    await settled(api.main.GET('/v2/customers/{id}', { params: { path: { id: '42' } } }));
    expect(tracking.events.map(({ name, screenName, properties }) => ({ name, screenName, properties }))).to.deep.equal([
      {
        name: 'error message',
        screenName: 'home_page',
        properties: { message: XHR_ERROR_MESSAGE, service: 'main', operation: 'GET /v2/customers/{id}', status: 500 },
      },
    ]);
  });

  it('names the browser, cut to 30 characters (000 §9)', async () => {
    const agent = 'ExampleKioskBrowserWithAVeryLongName/12.3 (embedded)';
    const { api, tracking, settled } = appWiredTo(500, SAMPLED_SESSION, agent);
    await settled(api.main.GET('/v2/customers/{id}', { params: { path: { id: '42' } } }));
    expect(tracking.events.map((event) => event.properties?.browser)).to.deep.equal(['ExampleKioskBrowserWithAVeryLo']);
  });

  it('reports a 404 the same way', async () => {
    const { api, tracking, settled } = appWiredTo(404);
    await settled(api.main.GET('/v2/customers/{id}', { params: { path: { id: '42' } } }));
    expect(tracking.events.map((event) => event.properties?.status)).to.deep.equal([404]);
  });

  it('ignores a 429', async () => {
    const { api, tracking, settled } = appWiredTo(429);
    await settled(api.main.GET('/v2/customers/{id}', { params: { path: { id: '42' } } }));
    expect(tracking.events).to.deep.equal([]);
  });

  it('does not report a failed tracking call (its report would go to the same endpoint, over and over)', async () => {
    const { api, tracking, settled } = appWiredTo(503);
    await settled(
      api.tracking.POST('/events', {
        params: { header: { 'X-Device': 'desktop', 'X-Platform': 'web_v2', 'X-App-Session': 's' } },
        body: { events: [] },
      }),
    );
    expect(tracking.events).to.deep.equal([]);
  });

  it('sends nothing from a session outside the monitoring sample', async () => {
    const { api, tracking, settled } = appWiredTo(500, UNSAMPLED_SESSION);
    await settled(api.main.GET('/v2/customers/{id}', { params: { path: { id: '42' } } }));
    expect(tracking.events).to.deep.equal([]);
  });
});

describe('the monitoring sample (000 §9 "Monitoring sample rate 30")', () => {
  it('takes about 30 % of sessions', () => {
    const ids = Array.from({ length: 20_000 }, (_, index) => `${index.toString(16).padStart(8, '0')}-4c1e-4b7a-9f3d-${(index * 7919).toString(16)}`);
    const share = (ids.filter((id) => isMonitoredSession(id)).length / ids.length) * 100;
    expect(share).to.be.within(MONITORING_SAMPLE_RATE_PERCENT - 2, MONITORING_SAMPLE_RATE_PERCENT + 2);
  });
});
