import { expect } from 'chai';
import * as esbuild from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contentModule from '../../../sdk/src/generated/contentOperations';
import * as paymentsModule from '../../../sdk/src/generated/paymentsOperations';
import {
  AuthenticationError,
  contentOperations,
  createClipbackClients,
  createClipbackSdk,
  GetLinkTokenDocument,
  GraphqlError,
  paymentsOperations,
  RetailerNodeDocument,
  REST_SERVICES,
  type ClipbackClients,
  type ClipbackSdk,
  type ClipbackSdkOptions,
  type GraphqlRegistry,
  type RetailerNodeQuery,
} from '../../../sdk/src/index';
import { failureOf, sendJson, startLoopbackServer, type LoopbackServer, type ReceivedRequest } from './loopbackServer';

const AUTHENTICATED: ClipbackSdkOptions = {
  appToken: 'app-token-1',
  getAccessToken: async () => 'token-1',
  getSessionId: () => 'session-7',
  getCustomerId: () => 42,
  getZip: () => '10001',
};

/** What the service sees of a request, without what differs between two connections. */
function seen({ method, url, headers, json }: ReceivedRequest) {
  const { host: _host, connection: _connection, ...sent } = headers;
  return { method, url, headers: sent, json };
}

/** The `<Name>Document` constants a generated module exports. */
function documentsOf(module: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(module).filter(([name]) => name.endsWith('Document')));
}

describe('sdk: createClipbackClients (GraphQL through execute only)', () => {
  let server: LoopbackServer;

  before(async () => {
    server = await startLoopbackServer();
  });
  after(() => server.close());
  beforeEach(() => {
    server.received.length = 0;
    server.answer((_request, response) => sendJson(response, 200, { data: { retailerNode: { id: '3', name: 'Acme' } } }));
  });

  it('has every REST client and, per GraphQL service, execute and nothing else', () => {
    const clients = createClipbackClients({ origin: server.origin });
    for (const service of Object.keys(REST_SERVICES)) {
      expect(clients, service).to.have.property(service).that.has.property('GET').that.is.a('function');
    }
    expect(Object.keys(clients.content)).to.deep.equal(['execute']);
    expect(Object.keys(clients.payments)).to.deep.equal(['execute']);
  });

  it('sends an operation exactly as the full SDK sends it: same endpoint, headers and body', async () => {
    const result: RetailerNodeQuery = await createClipbackClients({ origin: server.origin, ...AUTHENTICATED }).content.execute(
      RetailerNodeDocument,
      { id: '3' },
    );
    await createClipbackSdk({ origin: server.origin, ...AUTHENTICATED }).content.retailerNode({ id: '3' });
    expect(result.retailerNode).to.deep.include({ id: '3', name: 'Acme' });
    const [lean, full] = server.received.map(seen);
    expect(lean).to.deep.equal(full);
    expect(lean!.url).to.equal('/api/graphql');
    expect(lean!.headers).to.include({ authorization: 'Bearer token-1', 'x-location': ',,10001,,', 'x-app-token': 'app-token-1' });
  });

  it('throws the same typed errors and tells onAuthenticationError, like the full SDK', async () => {
    server.answer((_request, response) =>
      sendJson(response, 200, { data: null, errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] }),
    );
    const notified: AuthenticationError[] = [];
    const options = { origin: server.origin, onAuthenticationError: (error: AuthenticationError) => notified.push(error) };
    const lean = await failureOf(() => createClipbackClients(options).payments.execute(GetLinkTokenDocument, { customerId: '42' }));
    const full = await failureOf(() => createClipbackSdk(options).payments.getLinkToken({ customerId: '42' }));
    expect(lean).to.be.instanceOf(AuthenticationError);
    const fields = ({ name, message, service, operation, status, code }: AuthenticationError) => ({ name, message, service, operation, status, code });
    expect(fields(lean as AuthenticationError)).to.deep.equal(fields(full as AuthenticationError));
    expect(fields(lean as AuthenticationError)).to.include({ service: 'payments', operation: 'query GetLinkToken', code: 'UNAUTHENTICATED' });
    expect(notified).to.deep.equal([lean, full]);

    server.answer((_request, response) => sendJson(response, 200, { data: null }));
    const empty = await failureOf(() => createClipbackClients(options).content.execute(RetailerNodeDocument, { id: '3' }));
    expect(empty).to.be.instanceOf(GraphqlError).and.not.instanceOf(AuthenticationError);
  });

  it('comes from a module that reaches no generated operation, so a bundle of it carries no document', async () => {
    // A bundler code-splitting by file puts every file the startup code reaches in the startup chunks, even
    // through imports it tree-shakes away: were the factory's module to reach the registries, it would pull
    // every document module some lazy page uses into the startup bundle.
    const sdkSource = join(dirname(fileURLToPath(import.meta.url)), '../../../sdk/src');
    const { metafile } = await esbuild.build({
      entryPoints: [join(sdkSource, 'clients.ts')],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      external: ['openapi-fetch'],
      logLevel: 'silent',
    });
    const reached = Object.keys(metafile.inputs).filter((input) => /generated\/(\w+Operations|\w+\/\w+)\.ts$/.test(input));
    expect(reached).to.deep.equal([]);
  });

  it('refuses to start without an origin outside a browser', () => {
    expect(() => createClipbackClients()).to.throw(/origin/);
  });

  it('exports each generated operation as a constant that is its registry entry', () => {
    const registries: [GraphqlRegistry, Record<string, unknown>][] = [
      [contentOperations, contentModule],
      [paymentsOperations, paymentsModule],
    ];
    for (const [registry, module] of registries) {
      const fromRegistry = Object.fromEntries(Object.values(registry).map((operation) => [`${operation.name}Document`, operation]));
      const documents = documentsOf(module);
      expect(Object.keys(documents).sort()).to.deep.equal(Object.keys(fromRegistry).sort());
      for (const [name, operation] of Object.entries(fromRegistry)) expect(documents[name], name).to.equal(operation);
    }
  });

  it('is typed: a full SDK is usable as the lean clients, which have no helpers (checked by tsc)', () => {
    const asClients = (sdk: ClipbackSdk): ClipbackClients => sdk;
    const typeOnly = (run: () => unknown) => run;
    typeOnly(() => {
      const clients = asClients(createClipbackSdk({ origin: server.origin }));
      // @ts-expect-error the lean clients bind no helper
      void clients.content.retailerNode({ id: '3' });
      // @ts-expect-error execute checks the operation's variables
      void clients.content.execute(RetailerNodeDocument, { id: 3 });
    });
  });
});
