import { expect } from 'chai';
import { startSandboxHarness, type SandboxHarness } from '../support/sandbox';
import { call, event, trackingHeaders } from './support';

describe('sandbox platform: SANDBOX_ENDPOINTS=off', function () {
  this.timeout(60_000);
  let harness: SandboxHarness;
  let previous: string | undefined;

  before(async () => {
    previous = process.env.SANDBOX_ENDPOINTS;
    process.env.SANDBOX_ENDPOINTS = 'off';
    try {
      harness = await startSandboxHarness();
    } finally {
      // Read once, when the sandbox starts: the other files' sandboxes keep theirs on.
      if (previous === undefined) delete process.env.SANDBOX_ENDPOINTS;
      else process.env.SANDBOX_ENDPOINTS = previous;
    }
  });
  after(() => harness.close());

  it('answers 404 to every sandbox-only call, as if they did not exist', async () => {
    const token = await call(harness.origin, 'POST', '/sandbox/tokens', { body: { email: 'demo@clipback.test' } });
    expect(token.status).to.equal(404);
    expect(token.body).not.to.have.property('accessToken');
    for (const [method, path, body] of [
      ['GET', '/sandbox/services', undefined],
      ['PUT', '/sandbox/flags', { flags: { maintenance: true } }],
      ['GET', '/sandbox/tracking/events', undefined],
    ] as const) {
      const { status, body: answer } = await call(harness.origin, method, path, { body });
      expect(status, path).to.equal(404);
      expect(answer.code, path).to.equal('NOT_FOUND');
    }
    const maintenance = await call(harness.origin, 'POST', '/api/flags/evaluations', { body: { keys: ['maintenance'], context: { platform: 'web_v2' } } });
    expect(maintenance.body.flags.maintenance).to.equal(false);
  });

  it('keeps the product services: flags and tracking answer as usual', async () => {
    expect((await call(harness.origin, 'POST', '/api/flags/evaluations', { body: { context: { platform: 'web_v2' } } })).status).to.equal(200);
    expect((await call(harness.origin, 'POST', '/api/tracking/events', { body: { events: [event()] }, headers: trackingHeaders() })).status).to.equal(202);
  });
});
