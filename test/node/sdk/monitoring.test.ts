import { expect } from 'chai';
import { ApiError, createClipbackSdk, isMonitoredStatus, type ClipbackSdk, type XhrErrorReport } from '../../../sdk/src/index';
import { failureOf, sendJson, startLoopbackServer, type LoopbackServer } from './loopbackServer';

describe('sdk: monitoring (onXhrError, 000 §8)', () => {
  let server: LoopbackServer;
  let sdk: ClipbackSdk;
  let reports: XhrErrorReport[];

  before(async () => {
    server = await startLoopbackServer();
  });
  after(() => server.close());
  beforeEach(() => {
    reports = [];
    sdk = createClipbackSdk({ origin: server.origin, getAccessToken: () => 'token', onXhrError: (report) => reports.push(report) });
  });

  const getCustomer = () => sdk.main.GET('/v2/customers/{id}', { params: { path: { id: '42' } } });
  const answerStatus = (status: number) => server.answer((_request, response) => sendJson(response, status, { message: `status ${status}` }));

  it('is the rule: above 399 except 429', () => {
    expect([399, 400, 401, 404, 428, 429, 430, 500, 503].filter(isMonitoredStatus)).to.deep.equal([400, 401, 404, 428, 430, 500, 503]);
  });

  for (const status of [400, 401, 404, 500, 503]) {
    it(`reports a ${status} once, with the service and operation, and still throws the typed error`, async () => {
      answerStatus(status);
      const error = await failureOf(getCustomer);
      expect(error).to.be.instanceOf(ApiError);
      expect(reports).to.deep.equal([{ service: 'main', operation: 'GET /v2/customers/{id}', status }]);
    });
  }

  it('ignores a 429', async () => {
    answerStatus(429);
    expect(await failureOf(getCustomer)).to.be.instanceOf(ApiError);
    expect(reports).to.deep.equal([]);
  });

  it('reports nothing for a success', async () => {
    server.answer((_request, response) => sendJson(response, 200, { customer: { id: '42' } }));
    await getCustomer();
    expect(reports).to.deep.equal([]);
  });

  it('reports a GraphQL endpoint answering 500 under its service', async () => {
    answerStatus(500);
    await failureOf(() => sdk.content.retailerNode({ id: '3' }));
    expect(reports.map(({ service, status }) => ({ service, status }))).to.deep.equal([{ service: 'content', status: 500 }]);
  });

  it('a callback that throws does not change the error the caller gets', async () => {
    sdk = createClipbackSdk({
      origin: server.origin,
      onXhrError: () => {
        throw new Error('monitoring is down');
      },
    });
    answerStatus(404);
    const error = await failureOf(getCustomer);
    expect(error).to.be.instanceOf(ApiError);
    expect((error as ApiError).status).to.equal(404);
  });
});
