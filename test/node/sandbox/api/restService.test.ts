import { expect } from 'chai';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { loadContractService, type ContractService } from '../../../../scripts/sandbox/api/contract';
import { HttpError } from '../../../../scripts/sandbox/api/HttpError';
import { createRestService, type OperationHandlers } from '../../../../scripts/sandbox/api/restService';
import { createSandboxServer } from '../../../../scripts/sandbox/server';
import { fakeAuthenticator } from '../../../support/fakeAuthenticator';
import { close, listenOnFreePort } from '../../../support/listen';

const OPENAPI = join(import.meta.dirname, '../../../../openapi');


describe('sandbox REST pipeline (contract-driven routing and validation)', () => {
  let contract: ContractService;
  let server: Server;
  let base: string;
  let handlers: OperationHandlers;

  before(async () => {
    contract = await loadContractService(join(OPENAPI, 'main.yaml'));
    handlers = {};
    const service = createRestService({ contract, authenticator: fakeAuthenticator, handlers: new Proxy({}, { get: (_, key: string) => handlers[key] }) });
    server = createSandboxServer({ distDir: '/nonexistent', services: [service] });
    base = (await listenOnFreePort(server)) + contract.basePath;
  });
  after(() => close(server));
  beforeEach(() => {
    handlers = {};
  });

  const call = (path: string, init: RequestInit & { token?: string } = {}) =>
    fetch(base + path, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });

  it('routes to the handler by operationId with typed path and query values', async () => {
    let seen: unknown;
    handlers.listCustomerEarnings = (context) => {
      seen = { params: context.params, query: context.query };
      context.requireCustomer(context.params.id);
      return { body: { earnings: [] } };
    };
    const response = await call('/v2/customers/42/earnings.json?limit=5', { token: 'token-for-42' });
    expect(response.status, await response.clone().text()).to.equal(200);
    expect(seen).to.deep.include({ query: { limit: 5 } });
  });

  it('answers 404 with a message for a path the contract does not have, 405 with Allow for a wrong method', async () => {
    const missing = await call('/v2/nothing-here');
    expect(missing.status).to.equal(404);
    expect((await missing.json()).message).to.be.a('string');
    const wrongMethod = await call('/v2/customers/42', { method: 'DELETE', token: 'token-for-42' });
    expect(wrongMethod.status).to.equal(405);
    expect(wrongMethod.headers.get('allow')).to.equal('GET');
  });

  it('answers 401 UNAUTHENTICATED with the documented message when a token is required and missing or bad', async () => {
    handlers.getCustomer = () => ({ body: {} });
    for (const token of [undefined, 'forged']) {
      const response = await call('/v2/customers/42', { token });
      expect(response.status).to.equal(401);
      expect(await response.json()).to.deep.equal({
        message: 'There was a problem authenticating your request',
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it("answers 403 for another customer's resource and runs no handler code past the check", async () => {
    let reachedPastCheck = false;
    handlers.getCustomer = (context) => {
      context.requireCustomer(context.params.id);
      reachedPastCheck = true;
      return { body: {} };
    };
    const response = await call('/v2/customers/43', { token: 'token-for-42' });
    expect(response.status).to.equal(403);
    expect(reachedPastCheck).to.equal(false);
  });

  it('answers 403 when X-Customer-Id names someone other than the token', async () => {
    handlers.getShoppingList = () => ({ body: {} });
    const response = await call('/listToOffers', { token: 'token-for-42', headers: { 'x-customer-id': '43' } });
    expect(response.status).to.equal(403);
  });

  it('answers 400 naming the field when a path or query value has the wrong type', async () => {
    handlers.listCustomerEarnings = () => ({ body: { earnings: [] } });
    const response = await call('/v2/customers/42/earnings.json?limit=lots', { token: 'token-for-42' });
    expect(response.status).to.equal(400);
    const body = await response.json();
    expect(body.fields).to.have.property('query.limit');
  });

  it('answers 400 for a body that is not JSON, and 400 with a fields map for one that breaks the schema', async () => {
    let called = false;
    handlers.registerCustomer = () => {
      called = true;
      return { status: 201, body: {} };
    };
    const notJson = await call('/auth0_customers', { method: 'POST', body: '{"customer":' });
    expect(notJson.status).to.equal(400);
    expect((await notJson.json()).code).to.equal('INVALID_JSON');
    const wrongShape = await call('/auth0_customers', { method: 'POST', body: JSON.stringify({ customer: { zip: 80011 } }) });
    expect(wrongShape.status).to.equal(400);
    const body = await wrongShape.json();
    expect(body.message).to.be.a('string');
    expect(Object.keys(body.fields).length).to.be.greaterThan(0);
    expect(called).to.equal(false);
  });

  it('answers 413 for a body over 1 MB without reading it all', async () => {
    handlers.registerCustomer = () => ({ status: 201, body: {} });
    const response = await call('/auth0_customers', { method: 'POST', body: JSON.stringify({ pad: 'x'.repeat(1024 * 1024 + 10) }) });
    expect(response.status).to.equal(413);
    expect((await response.json()).message).to.contain('larger than');
  });

  it('answers 501 for an operation no handler implements yet', async () => {
    const response = await call('/v2/customers/42', { token: 'token-for-42' });
    expect(response.status).to.equal(501);
  });

  it('turns a handler answer that breaks the contract into a loud 500 CONTRACT_VIOLATION', async () => {
    handlers.getCustomer = () => ({ body: { firstName: 12345 } });
    const response = await call('/v2/customers/42', { token: 'token-for-42' });
    expect(response.status).to.equal(500);
    expect((await response.json()).code).to.equal('CONTRACT_VIOLATION');
  });

  it('passes a refusal the contract declares, and flags one it does not', async () => {
    handlers.getCustomer = () => {
      throw new HttpError(404, 'No such customer.');
    };
    const declared = await call('/v2/customers/42', { token: 'token-for-42' });
    expect(declared.status).to.equal(404);
    expect(await declared.json()).to.deep.equal({ message: 'No such customer.' });
    handlers.getCustomer = () => {
      throw new HttpError(418, 'I am a teapot.');
    };
    const undeclared = await call('/v2/customers/42', { token: 'token-for-42' });
    expect(undeclared.status).to.equal(500);
  });
});
