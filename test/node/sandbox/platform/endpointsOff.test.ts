import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { SANDBOX_ONLY_EXTRA_SERVICES, SANDBOX_ONLY_REST_SERVICES } from '../../../../scripts/sandbox/services';
import { addBankAccount, balanceOf, createCustomer, PLATYPUS_CHECKING } from '../payments/support';
import { startSandboxWithEnv, useOwnSandbox } from '../support/sandbox';
import { call, event, trackingHeaders } from './support';

describe('sandbox platform: SANDBOX_ENDPOINTS=off', function () {
  this.timeout(60_000);
  // Read once, when the sandbox starts: the other files' sandboxes keep theirs on.
  const harness = useOwnSandbox(() => startSandboxWithEnv({ SANDBOX_ENDPOINTS: 'off' }));

  it('answers 404 to every sandbox-only call, as if they did not exist', async () => {
    const token = await call(harness.origin, 'POST', '/sandbox/tokens', { body: { email: 'demo@clipback.test' } });
    expect(token.status).to.equal(404);
    expect(token.body).not.to.have.property('accessToken');
    for (const [method, path, body] of [
      ['GET', '/sandbox/services', undefined],
      ['PUT', '/sandbox/flags', { flags: { maintenance: true } }],
      ['GET', '/sandbox/tracking/events', undefined],
      ['GET', '/sandbox/outbox?recipient=demo%40clipback.test', undefined],
      ['GET', '/sandbox/mail?recipient=demo%40clipback.test', undefined],
    ] as const) {
      const { status, body: answer } = await call(harness.origin, method, path, { body });
      expect(status, path).to.equal(404);
      expect(answer.code, path).to.equal('NOT_FOUND');
    }
    const maintenance = await call(harness.origin, 'POST', '/api/flags/evaluations', { body: { keys: ['maintenance'], context: { platform: 'web_v2' } } });
    expect(maintenance.body.flags.maintenance).to.equal(false);
  });

  it('answers 404 to every route of every sandbox-only service of the registry', async () => {
    const sandboxOnly = harness.sandbox.services.filter((service) => service.sandboxOnly);
    // The registry's entries, all mounted and marked: a new sandbox-only service cannot slip past this test.
    expect(sandboxOnly).to.have.length(SANDBOX_ONLY_REST_SERVICES.length + SANDBOX_ONLY_EXTRA_SERVICES.length);
    expect(sandboxOnly.map((service) => service.name)).to.include.members([...SANDBOX_ONLY_REST_SERVICES]);
    const routes = sandboxOnly.flatMap((service) => [...(service.routes ?? []), { method: 'GET', path: `${service.prefix}/anything` }]);
    expect(routes.map(({ method, path }) => `${method} ${path}`)).to.include('POST /sandbox/plaid/transfer/simulate');
    for (const { method, path } of routes) {
      const concrete = path.replace(/\{[^}]+\}/g, '1');
      const { status, body } = await call(harness.origin, method, concrete, { body: method === 'GET' ? undefined : { transfer_id: 'tr-1', event_type: 'failed' } });
      expect(status, `${method} ${concrete}`).to.equal(404);
      expect(body.code, `${method} ${concrete}`).to.equal('NOT_FOUND');
    }
  });

  it('keeps the bank-linking stand-in the app opens, and its bank simulator cannot refund a pending withdrawal', async () => {
    expect((await fetch(`${harness.origin}/sandbox/plaid/link-initialize.js`)).status).to.equal(200);
    expect((await fetch(`${harness.origin}/sandbox/plaid/link.css`)).status).to.equal(200);
    const customer = await createCustomer(harness, { balanceCents: 10_000 });
    const { fundingSourceId } = await addBankAccount(harness, customer, PLATYPUS_CHECKING);
    const { executeTransferOut } = await customer.sdk.payments.executeTransferOut({
      customerId: customer.customerId,
      fundingSourceId,
      amount: 2_000,
      sessionId: 'device',
      idempotencyKey: randomUUID(),
    });
    const simulated = await call(harness.origin, 'POST', '/sandbox/plaid/transfer/simulate', { body: { transfer_id: executeTransferOut.transferId, event_type: 'failed' } });
    expect(simulated.status).to.equal(404);
    expect(await balanceOf(harness.sandbox.db, customer.customerId)).to.equal(8_000);
  });

  it('keeps the product services: flags and tracking answer as usual', async () => {
    expect((await call(harness.origin, 'POST', '/api/flags/evaluations', { body: { context: { platform: 'web_v2' } } })).status).to.equal(200);
    expect((await call(harness.origin, 'POST', '/api/tracking/events', { body: { events: [event()] }, headers: trackingHeaders() })).status).to.equal(202);
  });
});
