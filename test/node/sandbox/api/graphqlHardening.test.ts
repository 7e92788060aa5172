import { expect } from 'chai';
import { performance } from 'node:perf_hooks';
import { DEMO_EMAIL, type SandboxHarness } from '../support/sandbox';
import { useSharedSandbox } from '../../../support/sharedSandbox';
import { builtBefore } from '../../../support/builtBefore';

/**
 * Hostile GraphQL documents (issue 12's probe): each is refused before it costs the server anything, and
 * the rest of the server keeps answering while it is.
 */
describe('sandbox GraphQL: hostile documents', function () {
  this.timeout(120_000);
  const harness = useSharedSandbox();
  const demo = builtBefore(() => harness.tokenFor(DEMO_EMAIL));

  const CONTENT = '/api/graphql';
  const PAYMENTS = '/api/payments/graphql';

  const post = async (path: string, body: unknown, signedIn = false) => {
    const response = await fetch(harness.origin + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signedIn ? { authorization: `Bearer ${demo.accessToken}` } : {}) },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: JSON.parse(text) };
  };

  /** Sends `request` and, while it is in flight, times /healthz requests one after another. */
  async function whileProbingHealth(request: () => Promise<{ status: number; body: any }>) {
    const started = performance.now();
    let finished = false;
    const answer = request().then((result) => {
      finished = true;
      return { ...result, ms: performance.now() - started };
    });
    const healthTimes: number[] = [];
    do {
      const probeStarted = performance.now();
      const health = await fetch(harness.origin + '/healthz');
      await health.arrayBuffer();
      healthTimes.push(performance.now() - probeStarted);
    } while (!finished && healthTimes.length < 100);
    return { ...(await answer), slowestHealthMs: Math.max(...healthTimes) };
  }

  /** 23 fragments, each spreading the next twice: 2^22 paths for a walk that follows every spread. */
  const fragmentExplosion = (root: string, type: string, leaf: string) => {
    const count = 23;
    const fragments = Array.from({ length: count }, (_, index) =>
      index === count - 1 ? `fragment F${index} on ${type} { ${leaf} }` : `fragment F${index} on ${type} { ...F${index + 1} ...F${index + 1} }`,
    );
    return `query { ${root} { ...F0 } }\n${fragments.join('\n')}`;
  };

  const aliasFlood = (count: number, field: string) => `query { ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ')} }`;
  const OFFERS = 'offers(limit: 1000) { id }';
  const FUNDING_SOURCES = () => `getFundingSources(customerId: "${demo.customerId}") { fundingSourceId }`;

  /** A GraphQL error's code, or an HTTP refusal's (ErrorBody). */
  const codeOf = (body: any): unknown => body.errors?.[0]?.extensions?.code ?? body.code;

  const hostile: { endpoint: string; label: string; query: () => string; code: string }[] = [
    { endpoint: CONTENT, label: 'a fragment spread explosion', query: () => fragmentExplosion('retailerNode(id: "1")', 'Retailer', 'id'), code: 'QUERY_TOO_COMPLEX' },
    {
      endpoint: PAYMENTS,
      label: 'a fragment spread explosion',
      query: () => fragmentExplosion(`getFundingSources(customerId: "${demo.customerId}")`, 'FundingSource', 'fundingSourceId'),
      code: 'QUERY_TOO_COMPLEX',
    },
    // The probe's own request: longer than any query the app sends, so refused before it is parsed.
    { endpoint: CONTENT, label: '440 aliases of offers(limit: 1000)', query: () => aliasFlood(440, OFFERS), code: 'QUERY_TOO_LARGE' },
    { endpoint: PAYMENTS, label: '440 aliases of getFundingSources', query: () => aliasFlood(440, FUNDING_SOURCES()), code: 'QUERY_TOO_LARGE' },
    // The same within the length and token limits: refused on its aliases.
    { endpoint: CONTENT, label: '50 aliases of offers(limit: 1000)', query: () => aliasFlood(50, OFFERS), code: 'QUERY_TOO_COMPLEX' },
    { endpoint: PAYMENTS, label: '50 aliases of getFundingSources', query: () => aliasFlood(50, FUNDING_SOURCES()), code: 'QUERY_TOO_COMPLEX' },
  ];

  for (const { endpoint, label, query, code } of hostile) {
    it(`refuses ${label} on ${endpoint} within 200 ms, as ${code}, while /healthz answers within 100 ms`, async () => {
      const document = query();
      // Warm both paths first (a refused document is not cached), so the figures measure the request and
      // not the first call's compilation.
      await post(endpoint, { query: document }, true);
      await fetch(harness.origin + '/healthz');
      const result = await whileProbingHealth(() => post(endpoint, { query: document }, true));
      console.log(`      ${endpoint} ${label}: ${document.length} bytes answered ${result.status} in ${result.ms.toFixed(0)} ms; slowest /healthz ${result.slowestHealthMs.toFixed(0)} ms`);
      expect(result.status).to.be.within(400, 499);
      expect(codeOf(result.body)).to.equal(code);
      expect(result.ms).to.be.below(200);
      expect(result.slowestHealthMs).to.be.below(100);
    });
  }

  const overBudget: { label: string; body: () => unknown }[] = [
    { label: 'one list far longer than any the app asks for', body: () => ({ query: '{ offers(limit: 100000) { id name } }' }) },
    {
      label: 'a list of 100,000 ids in the variables',
      body: () => ({
        query: 'query Q($ids: [ID!]!) { retailerNodes(ids: $ids) { id name } }',
        variables: { ids: Array.from({ length: 100_000 }, (_, index) => String(index + 1)) },
      }),
    },
    {
      label: 'nested lists whose product is over the budget',
      body: () => ({ query: `{ ${Array.from({ length: 8 }, (_, index) => `b${index}: availableBonuses(limit: 2000) { id offers { id retailers } }`).join(' ')} }` }),
    },
  ];
  for (const { label, body } of overBudget) {
    it(`refuses ${label} before executing it, as QUERY_TOO_COMPLEX`, async () => {
      const { status, body: answer } = await post(CONTENT, body(), true);
      expect(status).to.equal(400);
      expect(answer.errors[0].extensions.code).to.equal('QUERY_TOO_COMPLEX');
      expect(answer.errors[0].message).to.be.a('string').and.not.equal('');
      expect(answer).not.to.have.property('data');
    });
  }

  for (const endpoint of [CONTENT, PAYMENTS]) {
    it(`refuses a subscription on ${endpoint} as a 4xx with a code, never INTERNAL`, async () => {
      for (const query of ['subscription { offers { id } }', 'subscription Watch { __typename }']) {
        const { status, body } = await post(endpoint, { query }, true);
        expect(status, query).to.be.within(400, 499);
        expect(body.errors[0].extensions.code).to.be.a('string').and.not.equal('INTERNAL');
      }
    });

    it(`refuses a query longer than the limit on ${endpoint} before parsing it, with a code`, async () => {
      // Unparseable as well as long: QUERY_TOO_LARGE, not GRAPHQL_PARSE_FAILED, shows the parser never saw it.
      const { status, body } = await post(endpoint, { query: `{ __typename ${'{'.repeat(900_000)}` });
      expect(status).to.be.within(400, 499);
      expect(body.code).to.equal('QUERY_TOO_LARGE');
      expect(body.fields.query).to.match(/at most \d+ characters/);
    });
  }

  describe('a NUL character in an id on the payments endpoint', () => {
    const TRANSFER = `mutation T($customerId: ID!, $fundingSourceId: ID!) {
      executeTransferOut(customerId: $customerId, fundingSourceId: $fundingSourceId, amount: 2000, sessionId: "s", idempotencyKey: "nul-test") { transferId }
    }`;
    const DEACTIVATE = `mutation D($customerId: ID!, $fundingSourceId: ID!) {
      deactivateFundingSource(customerId: $customerId, fundingSourceId: $fundingSourceId) { fundingSourceId }
    }`;
    const cases: { label: string; body: () => unknown }[] = [
      { label: 'executeTransferOut, in a variable', body: () => ({ query: TRANSFER, variables: { customerId: demo.customerId, fundingSourceId: '1\u0000' } }) },
      {
        label: 'executeTransferOut, in a literal argument',
        body: () => ({
          query: `mutation { executeTransferOut(customerId: "${demo.customerId}", fundingSourceId: "1\\u0000", amount: 2000, sessionId: "s", idempotencyKey: "nul-test") { transferId } }`,
        }),
      },
      { label: 'deactivateFundingSource, in a variable', body: () => ({ query: DEACTIVATE, variables: { customerId: demo.customerId, fundingSourceId: '\u00001' } }) },
      {
        label: 'deactivateFundingSource, in a literal argument',
        body: () => ({ query: `mutation { deactivateFundingSource(customerId: "${demo.customerId}", fundingSourceId: "\\u0000") { fundingSourceId } }` }),
      },
    ];
    for (const { label, body } of cases) {
      it(`answers BAD_USER_INPUT naming fundingSourceId: ${label}`, async () => {
        const { status, body: answer } = await post(PAYMENTS, body(), true);
        expect(status).to.equal(400);
        expect(answer.errors[0].extensions.code).to.equal('BAD_USER_INPUT');
        expect(answer.errors[0].extensions.fields).to.have.property('fundingSourceId').that.matches(/NUL/);
      });
    }
  });
});
