import { expect } from 'chai';
import {
  bindGraphqlOperations,
  contentOperations,
  createClipbackSdk,
  graphqlOperation,
  paymentsOperations,
  type ClipbackSdk,
  type RetailerNodeQuery,
} from '../../../sdk/src/index';
import { sendJson, startLoopbackServer, type LoopbackServer } from './loopbackServer';

interface PingQuery {
  ping: { at: string };
}
interface EchoMutation {
  echo: string;
}

/** A registry as the generator writes one, small and local to the test. */
const testOperations = {
  ping: graphqlOperation<PingQuery, Record<string, never>>('Ping', 'query', 'query Ping { ping { at } }'),
  echo: graphqlOperation<EchoMutation, { text: string; times?: number | null }>(
    'Echo',
    'mutation',
    'mutation Echo($text: String!, $times: Int) { echo(text: $text, times: $times) }',
  ),
} as const;

describe('sdk: GraphQL helpers', () => {
  let server: LoopbackServer;
  let sdk: ClipbackSdk;

  before(async () => {
    server = await startLoopbackServer();
    server.answer((request, response) => {
      const { operationName, variables } = request.json as { operationName: string; variables: Record<string, unknown> };
      if (operationName === 'Ping') sendJson(response, 200, { data: { ping: { at: 'now' } } });
      else if (operationName === 'Echo') sendJson(response, 200, { data: { echo: String(variables.text).repeat(Number(variables.times ?? 1)) } });
      else sendJson(response, 200, { data: { retailerNode: { id: String(variables.id), name: 'Acme' } } });
    });
  });
  after(() => server.close());
  beforeEach(() => {
    server.received.length = 0;
    sdk = createClipbackSdk({ origin: server.origin });
  });

  it('has one helper per registered operation on content and payments, plus execute', () => {
    for (const name of Object.keys(contentOperations)) expect(sdk.content, name).to.have.property(name).that.is.a('function');
    for (const name of Object.keys(paymentsOperations)) expect(sdk.payments, name).to.have.property(name).that.is.a('function');
    expect(sdk.content.execute).to.be.a('function');
    expect(sdk.payments.execute).to.be.a('function');
  });

  it('resolves a helper with the typed data', async () => {
    const result: RetailerNodeQuery = await sdk.content.retailerNode({ id: '7' });
    expect(result.retailerNode).to.deep.include({ id: '7', name: 'Acme' });
  });

  it('runs any operation through execute, sending its document, name and variables', async () => {
    const result = await sdk.content.execute(testOperations.echo, { text: 'ab', times: 2 });
    const echoed: string = result.echo;
    expect(echoed).to.equal('abab');
    expect(server.received[0]!.json).to.deep.equal({
      query: testOperations.echo.document,
      operationName: 'Echo',
      variables: { text: 'ab', times: 2 },
    });
  });

  it('binds a registry to an endpoint: variables are optional for an operation without any', async () => {
    const helpers = bindGraphqlOperations(testOperations, sdk.payments.execute);
    const ping = await helpers.ping();
    expect(ping.ping.at).to.equal('now');
    expect(server.received[0]!.url).to.equal('/api/payments/graphql');
    expect((server.received[0]!.json as { variables: unknown }).variables).to.deep.equal({});
    expect((await helpers.echo({ text: 'x' })).echo).to.equal('x');
  });

  it('passes per-call headers (they win over the SDK defaults)', async () => {
    await sdk.content.retailerNode({ id: '1' }, { headers: { 'X-Location': ',,10001,,' } });
    expect(server.received[0]!.headers['x-location']).to.equal(',,10001,,');
  });

  it('is typed end to end (checked by tsc)', () => {
    // Each line below must fail to compile; the test body never runs them.
    const typeOnly = (run: () => unknown) => run;
    typeOnly(() => {
      // @ts-expect-error a required variable is missing
      void sdk.content.retailerNode({});
      // @ts-expect-error a variable of the wrong type
      void sdk.content.retailerNode({ id: 3 });
      // @ts-expect-error execute needs the operation's variables
      void sdk.content.execute(testOperations.echo);
      // @ts-expect-error no such operation
      void sdk.content.noSuchOperation();
    });
  });
});
