import { expect } from 'chai';
import sinon from 'sinon';
import { createApi } from '../../../../adapters/http/createApi';
import { XHR_ERROR_MESSAGE } from '../../../../domain/constants/platform';
import { createTestStores } from '../../../support/testStores';

/** The app's SDK as main.tsx wires it, on a fetch that answers every call with `status`. */
function appWiredTo(status: number) {
  const twins = createTestStores({ path: '/home' });
  const api = createApi(
    'http://localhost',
    { getAccessToken: async () => null, getCustomerId: () => null, getSessionId: () => null, getZip: () => null },
    () => undefined,
    {
      fetch: async () => new Response(JSON.stringify({ message: `status ${status}` }), { status, headers: { 'content-type': 'application/json' } }),
      onXhrError: (report) => void twins.stores.tracking.trackXhrError(report),
    },
  );
  return { ...twins, api };
}

const settled = (call: Promise<unknown>) => call.then(() => undefined, () => undefined);

describe('monitoring (000 §8): failed calls reported as XHR errors', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => {
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => warn.restore());

  it("sends an 'error message' with the service, operation and status for a 500", async () => {
    const { api, tracking } = appWiredTo(500);
    await settled(api.main.GET('/v2/customers/{id}', { params: { path: { id: '42' } } }));
    expect(tracking.events.map(({ name, screenName, properties }) => ({ name, screenName, properties }))).to.deep.equal([
      {
        name: 'error message',
        screenName: 'home_page',
        properties: { message: XHR_ERROR_MESSAGE, service: 'main', operation: 'GET /v2/customers/{id}', status: 500 },
      },
    ]);
  });

  it('reports a 404 the same way', async () => {
    const { api, tracking } = appWiredTo(404);
    await settled(api.main.GET('/v2/customers/{id}', { params: { path: { id: '42' } } }));
    expect(tracking.events.map((event) => event.properties?.status)).to.deep.equal([404]);
  });

  it('ignores a 429', async () => {
    const { api, tracking } = appWiredTo(429);
    await settled(api.main.GET('/v2/customers/{id}', { params: { path: { id: '42' } } }));
    expect(tracking.events).to.deep.equal([]);
  });

  it('does not report a failed tracking call (its report would go to the same endpoint, over and over)', async () => {
    const { api, tracking } = appWiredTo(503);
    await settled(
      api.tracking.POST('/events', {
        params: { header: { 'X-Device': 'desktop', 'X-Platform': 'web_v2', 'X-App-Session': 's' } },
        body: { events: [] },
      }),
    );
    expect(tracking.events).to.deep.equal([]);
  });
});
