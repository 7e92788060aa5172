import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { createGraphqlService, executableSchema, GraphqlRequestError } from '../../../../scripts/sandbox/api/graphqlService';
import { createSandboxServer } from '../../../../scripts/sandbox/server';
import { fakeAuthenticator } from '../../../support/fakeAuthenticator';
import { close, listenOnFreePort } from '../../../support/listen';

const SDL = readFileSync(join(import.meta.dirname, '../../../../openapi/graphql/payments.graphql'), 'utf8');


const LINK_TOKEN = 'query GetLinkToken($customerId: ID!) { getLinkToken(customerId: $customerId) { linkToken expiration } }';

describe('sandbox GraphQL endpoint', () => {
  let server: Server;
  let url: string;
  let failNext: Error | null = null;

  before(async () => {
    const schema = executableSchema(SDL, {
      Query: {
        getLinkToken(_, { customerId }, context) {
          context.requireCustomer(customerId);
          if (failNext) throw failNext;
          return { linkToken: `link-sandbox-${customerId}`, expiration: '2026-01-01T00:00:00.000Z' };
        },
      },
    });
    const service = createGraphqlService({ name: 'payments', prefix: '/api/payments/graphql', schema, authenticator: fakeAuthenticator });
    server = createSandboxServer({ distDir: '/nonexistent', services: [service] });
    url = (await listenOnFreePort(server)) + '/api/payments/graphql';
  });
  after(() => close(server));
  afterEach(() => {
    failNext = null;
  });

  const post = (body: unknown, token?: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('executes an operation of the contract SDL with the resolver attached', async () => {
    const response = await post({ query: LINK_TOKEN, variables: { customerId: '42' } }, 'token-for-42');
    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({
      data: { getLinkToken: { linkToken: 'link-sandbox-42', expiration: '2026-01-01T00:00:00.000Z' } },
    });
  });

  it('answers UNAUTHENTICATED with the documented message without a token, or with a bad one', async () => {
    for (const token of [undefined, 'forged']) {
      const body = await (await post({ query: LINK_TOKEN, variables: { customerId: '42' } }, token)).json();
      expect(body.data).to.equal(null);
      expect(body.errors[0].message).to.equal('There was a problem authenticating your request');
      expect(body.errors[0].extensions.code).to.equal('UNAUTHENTICATED');
    }
  });

  it("answers FORBIDDEN for another customer's id", async () => {
    const body = await (await post({ query: LINK_TOKEN, variables: { customerId: '43' } }, 'token-for-42')).json();
    expect(body.errors[0].extensions.code).to.equal('FORBIDDEN');
  });

  it('passes a chosen refusal with its code, reason and fields; hides an unexpected failure as INTERNAL', async () => {
    failNext = new GraphqlRequestError('BAD_USER_INPUT', 'Nope.', { reason: 'BELOW_MINIMUM', fields: { amount: 'too small' } });
    const chosen = await (await post({ query: LINK_TOKEN, variables: { customerId: '42' } }, 'token-for-42')).json();
    expect(chosen.errors[0]).to.deep.include({ message: 'Nope.' });
    expect(chosen.errors[0].extensions).to.deep.equal({ code: 'BAD_USER_INPUT', reason: 'BELOW_MINIMUM', fields: { amount: 'too small' } });
    failNext = new Error('database exploded: secret detail');
    const hidden = await (await post({ query: LINK_TOKEN, variables: { customerId: '42' } }, 'token-for-42')).json();
    expect(hidden.errors[0]).to.deep.include({ message: 'Something went wrong!' });
    expect(hidden.errors[0].extensions.code).to.equal('INTERNAL');
    expect(JSON.stringify(hidden)).not.to.contain('secret detail');
  });

  const badRequests: [string, unknown, string][] = [
    ['a syntax error', { query: 'query { getLinkToken(' }, 'GRAPHQL_PARSE_FAILED'],
    ['an unknown field', { query: '{ nothingLikeThis }' }, 'GRAPHQL_VALIDATION_FAILED'],
    ['a missing variable type', { query: 'query Q($c: ID!) { getLinkToken(customerId: $c) { nope } }' }, 'GRAPHQL_VALIDATION_FAILED'],
    [
      'a fragment cycle',
      { query: '{ getLinkToken(customerId: "42") { ...A } } fragment A on LinkToken { linkToken ...B } fragment B on LinkToken { expiration ...A }' },
      'GRAPHQL_VALIDATION_FAILED',
    ],
    ['more aliases than the limit', { query: `{ ${Array.from({ length: 11 }, (_, index) => `a${index}: getLinkToken(customerId: "42") { linkToken }`).join(' ')} }` }, 'QUERY_TOO_COMPLEX'],
    ['a subscription', { query: 'subscription { getLinkToken(customerId: "42") { linkToken } }' }, 'GRAPHQL_VALIDATION_FAILED'],
  ];
  for (const [label, body, code] of badRequests) {
    it(`answers 400 ${code} for ${label}`, async () => {
      const response = await post(body, 'token-for-42');
      expect(response.status).to.equal(400);
      expect((await response.json()).errors[0].extensions.code).to.equal(code);
    });
  }

  for (const [label, body] of [
    ['invalid JSON', '{"query":'],
    ['an array body', [1, 2]],
    ['a missing query', { variables: {} }],
    ['variables that are not an object', { query: LINK_TOKEN, variables: 'x' }],
  ] as [string, unknown][]) {
    it(`answers 400 with a message for ${label}`, async () => {
      const response = await post(body);
      expect(response.status).to.equal(400);
      expect((await response.json()).message).to.be.a('string');
    });
  }

  it('refuses a query nested beyond the depth limit', async () => {
    const nested = (levels: number): string => (levels === 0 ? 'name' : `ofType { ${nested(levels - 1)} }`);
    const deep = `{ __schema { types { fields { type { ${nested(10)} } } } } }`;
    const response = await post({ query: deep });
    expect(response.status).to.equal(400);
    expect(JSON.stringify(await response.json())).to.contain('limit is 12');
  });

  it('answers 405 to GET', async () => {
    const response = await fetch(url);
    expect(response.status).to.equal(405);
    expect(response.headers.get('allow')).to.equal('POST');
  });
});

describe('sandbox GraphQL endpoint: introspection', () => {
  const INTROSPECTION = '{ __schema { queryType { name } } }';
  const originalNodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    if (originalNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = originalNodeEnv;
  });

  async function introspect(nodeEnv: string | undefined) {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    const schema = executableSchema(SDL, {});
    const service = createGraphqlService({ name: 'payments', prefix: '/api/payments/graphql', schema, authenticator: fakeAuthenticator });
    const server = createSandboxServer({ distDir: '/nonexistent', services: [service] });
    const url = (await listenOnFreePort(server)) + '/api/payments/graphql';
    try {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: INTROSPECTION }) });
      return { status: response.status, body: await response.json() };
    } finally {
      await close(server);
    }
  }

  it('answers introspection in the sandbox', async () => {
    for (const nodeEnv of [undefined, 'development']) {
      const { status, body } = await introspect(nodeEnv);
      expect(status, String(nodeEnv)).to.equal(200);
      expect(body.data.__schema.queryType.name).to.equal('Query');
    }
  });

  it('refuses introspection when NODE_ENV=production, as GRAPHQL_VALIDATION_FAILED', async () => {
    const { status, body } = await introspect('production');
    expect(status).to.equal(400);
    expect(body.errors[0].extensions.code).to.equal('GRAPHQL_VALIDATION_FAILED');
    expect(body.errors[0].message).to.contain('introspection');
    expect(body).not.to.have.property('data');
  });
});

describe('sandbox GraphQL endpoint: request errors', () => {
  it('answers 400 BAD_USER_INPUT when a variable has the wrong type, not INTERNAL', async () => {
    const schema = executableSchema(SDL, { Query: { getLinkToken: () => ({ linkToken: 'x', expiration: '2026-01-01T00:00:00.000Z' }) } });
    const service = createGraphqlService({ name: 'payments', prefix: '/api/payments/graphql', schema, authenticator: fakeAuthenticator });
    const server = createSandboxServer({ distDir: '/nonexistent', services: [service] });
    const url = (await listenOnFreePort(server)) + '/api/payments/graphql';
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: LINK_TOKEN, variables: { customerId: { not: 'an id' } } }),
      });
      expect(response.status).to.equal(400);
      expect((await response.json()).errors[0].extensions.code).to.equal('BAD_USER_INPUT');
    } finally {
      await close(server);
    }
  });
});
