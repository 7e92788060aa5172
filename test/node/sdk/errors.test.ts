import { expect } from 'chai';
import {
  AbortError,
  ApiError,
  AUTH_CALLBACK_EXEMPT_CALLS,
  AuthenticationError,
  createClipbackSdk,
  GraphqlError,
  NetworkError,
  type ClipbackSdk,
} from '../../../sdk/src/index';
import { callUntyped, failureOf, sendJson, startLoopbackServer, type LoopbackServer } from './loopbackServer';

const AUTH_MESSAGE = 'There was a problem authenticating your request';

describe('sdk: typed errors', () => {
  let server: LoopbackServer;
  let sdk: ClipbackSdk;
  let notified: AuthenticationError[];

  before(async () => {
    server = await startLoopbackServer();
  });
  after(() => server.close());
  beforeEach(() => {
    notified = [];
    sdk = createClipbackSdk({
      origin: server.origin,
      getAccessToken: () => 'token',
      onAuthenticationError: (error) => notified.push(error),
    });
  });

  const getCustomer = () => sdk.main.GET('/v2/customers/{id}', { params: { path: { id: '42' } } });

  describe('authentication failures', () => {
    it('maps HTTP 401 to AuthenticationError and tells onAuthenticationError once', async () => {
      server.answer((_request, response) => sendJson(response, 401, { message: AUTH_MESSAGE, code: 'UNAUTHENTICATED' }));
      const error = await failureOf(getCustomer);
      expect(error).to.be.instanceOf(AuthenticationError).and.instanceOf(ApiError);
      const auth = error as AuthenticationError;
      expect(auth.name).to.equal('AuthenticationError');
      expect(auth.status).to.equal(401);
      expect(auth.code).to.equal('UNAUTHENTICATED');
      expect(auth.message).to.equal(AUTH_MESSAGE);
      expect(auth.service).to.equal('main');
      expect(auth.operation).to.equal('GET /v2/customers/{id}');
      expect(notified).to.deep.equal([auth]);
    });

    it('maps a 401 without a body to AuthenticationError', async () => {
      server.answer((_request, response) => response.writeHead(401).end());
      const error = await failureOf(getCustomer);
      expect(error).to.be.instanceOf(AuthenticationError);
      expect(error.message).to.contain('HTTP 401');
      expect(notified).to.have.length(1);
    });

    it('maps an UNAUTHENTICATED code on another status to AuthenticationError', async () => {
      server.answer((_request, response) => sendJson(response, 403, { message: 'Session expired', code: 'UNAUTHENTICATED' }));
      const error = await failureOf(getCustomer);
      expect(error).to.be.instanceOf(AuthenticationError);
      expect((error as AuthenticationError).status).to.equal(403);
      expect(notified).to.have.length(1);
    });

    it('maps the authentication-failure message alone to AuthenticationError', async () => {
      server.answer((_request, response) => sendJson(response, 400, { message: AUTH_MESSAGE }));
      const error = await failureOf(getCustomer);
      expect(error).to.be.instanceOf(AuthenticationError);
      expect(notified).to.have.length(1);
    });

    it('maps a 200 GraphQL answer with extensions.code UNAUTHENTICATED to AuthenticationError', async () => {
      server.answer((_request, response) =>
        sendJson(response, 200, {
          data: null,
          errors: [{ message: 'Not signed in', path: ['getLinkToken'], extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      );
      const error = await failureOf(() => sdk.payments.getLinkToken({ customerId: '42' }));
      expect(error).to.be.instanceOf(AuthenticationError);
      const auth = error as AuthenticationError;
      expect(auth.status).to.equal(200);
      expect(auth.code).to.equal('UNAUTHENTICATED');
      expect(auth.message).to.equal('Not signed in');
      expect(auth.errors).to.have.length(1);
      expect(auth.service).to.equal('payments');
      expect(auth.operation).to.equal('query GetLinkToken');
      expect(notified).to.deep.equal([auth]);
    });

    it('maps a GraphQL error carrying only the authentication-failure message to AuthenticationError', async () => {
      server.answer((_request, response) => sendJson(response, 200, { errors: [{ message: AUTH_MESSAGE }] }));
      const error = await failureOf(() => sdk.content.retailerNode({ id: '3' }));
      expect(error).to.be.instanceOf(AuthenticationError);
      expect(notified).to.have.length(1);
    });

    it('maps an HTTP 401 from a GraphQL endpoint to AuthenticationError', async () => {
      server.answer((_request, response) => sendJson(response, 401, { message: AUTH_MESSAGE, code: 'UNAUTHENTICATED' }));
      const error = await failureOf(() => sdk.content.retailerNode({ id: '3' }));
      expect(error).to.be.instanceOf(AuthenticationError);
      expect(error.service).to.equal('content');
      expect(notified).to.have.length(1);
    });

    for (const path of AUTH_CALLBACK_EXEMPT_CALLS.gateway ?? []) {
      it(`throws AuthenticationError but does not tell onAuthenticationError for gateway ${path}`, async () => {
        server.answer((_request, response) => sendJson(response, 401, { message: AUTH_MESSAGE, code: 'UNAUTHENTICATED' }));
        const error = await failureOf(() =>
          callUntyped(sdk.gateway, 'post', path, { body: { token: 'from-the-email', settings: {} } }),
        );
        expect(error).to.be.instanceOf(AuthenticationError);
        expect(error.operation).to.equal(`POST ${path}`);
        expect(notified).to.deep.equal([]);
      });
    }

    it('still tells onAuthenticationError for other gateway calls', async () => {
      server.answer((_request, response) => sendJson(response, 401, { message: AUTH_MESSAGE }));
      await failureOf(() => callUntyped(sdk.gateway, 'get', '/monolith/fetchCustomerInfo'));
      expect(notified).to.have.length(1);
    });

    it('throws the AuthenticationError even when the callback itself throws', async () => {
      server.answer((_request, response) => sendJson(response, 401, { message: AUTH_MESSAGE }));
      const throwing = createClipbackSdk({
        origin: server.origin,
        onAuthenticationError: () => {
          throw new Error('logout failed');
        },
      });
      const error = await failureOf(() => throwing.main.GET('/v2/customers/{id}', { params: { path: { id: '1' } } }));
      expect(error).to.be.instanceOf(AuthenticationError);
    });
  });

  describe('other error answers', () => {
    it('maps a 400 ErrorBody with fields to ApiError with status, message, code and fields', async () => {
      const body = {
        message: 'Something went wrong, please try again.',
        code: 'VALIDATION_FAILED',
        fields: { zip: "Hm, that zip code doesn't look right.", email: 'Please enter an email.' },
      };
      server.answer((_request, response) => sendJson(response, 400, body));
      const error = await failureOf(getCustomer);
      expect(error).to.be.instanceOf(ApiError).and.not.instanceOf(AuthenticationError);
      const api = error as ApiError;
      expect(api.name).to.equal('ApiError');
      expect(api.status).to.equal(400);
      expect(api.message).to.equal(body.message);
      expect(api.code).to.equal('VALIDATION_FAILED');
      expect(api.fields).to.deep.equal(body.fields);
      expect(api.body).to.deep.equal(body);
      expect(notified).to.deep.equal([]);
    });

    it('gives an empty fields map when the body has none', async () => {
      server.answer((_request, response) => sendJson(response, 404, { message: "Sorry, we couldn't find that retailer.", code: 'NOT_FOUND' }));
      const error = (await failureOf(getCustomer)) as ApiError;
      expect(error.status).to.equal(404);
      expect(error.fields).to.deep.equal({});
    });

    it('maps a 500 with a plain-text body to ApiError with a useful message', async () => {
      server.answer((_request, response) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end('upstream exploded');
      });
      const error = (await failureOf(getCustomer)) as ApiError;
      expect(error).to.be.instanceOf(ApiError);
      expect(error.status).to.equal(500);
      expect(error.code).to.equal(undefined);
      expect(error.message).to.equal('main answered HTTP 500 Internal Server Error to GET /v2/customers/{id}: upstream exploded');
      expect(error.body).to.equal('upstream exploded');
    });

    it('maps a 502 HTML page or an empty body to a message without the markup', async () => {
      server.answer((_request, response) => {
        response.writeHead(502, { 'content-type': 'text/html' });
        response.end('<html><body>Bad gateway</body></html>');
      });
      const html = await failureOf(getCustomer);
      expect(html.message).to.equal('main answered HTTP 502 Bad Gateway to GET /v2/customers/{id}');
      server.answer((_request, response) => response.writeHead(503).end());
      const empty = (await failureOf(getCustomer)) as ApiError;
      expect(empty.status).to.equal(503);
      expect(empty.message).to.equal('main answered HTTP 503 Service Unavailable to GET /v2/customers/{id}');
    });

    it('maps a 2xx REST answer that is not JSON to ApiError', async () => {
      server.answer((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"truncated":');
      });
      const error = (await failureOf(getCustomer)) as ApiError;
      expect(error).to.be.instanceOf(ApiError);
      expect(error.status).to.equal(200);
      expect(error.message).to.contain('not JSON');
    });

    it('maps GraphQL BAD_USER_INPUT errors to GraphqlError with the first message, code and every field', async () => {
      server.answer((_request, response) =>
        sendJson(response, 200, {
          data: null,
          errors: [
            { message: 'Amount is too small', extensions: { code: 'BAD_USER_INPUT', fields: { amount: 'Minimum is $20' } } },
            { message: 'Unknown account', extensions: { code: 'BAD_USER_INPUT', fields: { fundingSourceId: 'Pick an account' } } },
          ],
        }),
      );
      const error = (await failureOf(() =>
        sdk.payments.executeTransferOut({
          customerId: '42',
          fundingSourceId: 'fs-1',
          amount: 100,
          sessionId: 'device-1',
          idempotencyKey: 'key-1',
        }),
      )) as GraphqlError;
      expect(error).to.be.instanceOf(GraphqlError).and.instanceOf(ApiError);
      expect(error.name).to.equal('GraphqlError');
      expect(error.message).to.equal('Amount is too small');
      expect(error.code).to.equal('BAD_USER_INPUT');
      expect(error.fields).to.deep.equal({ amount: 'Minimum is $20', fundingSourceId: 'Pick an account' });
      expect(error.errors.map((entry) => entry.message)).to.deep.equal(['Amount is too small', 'Unknown account']);
      expect(notified).to.deep.equal([]);
    });

    it('keeps partial data on a GraphqlError', async () => {
      server.answer((_request, response) =>
        sendJson(response, 200, { data: { retailerNode: null }, errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] }),
      );
      const error = (await failureOf(() => sdk.content.retailerNode({ id: '9' }))) as GraphqlError;
      expect(error.code).to.equal('NOT_FOUND');
      expect(error.data).to.deep.equal({ retailerNode: null });
    });

    it('maps a GraphQL answer without data to GraphqlError "Response data is empty!"', async () => {
      server.answer((_request, response) => sendJson(response, 200, { data: null }));
      const error = await failureOf(() => sdk.content.retailerNode({ id: '3' }));
      expect(error).to.be.instanceOf(GraphqlError);
      expect(error.message).to.equal('Response data is empty!');
    });

    it('maps a GraphQL 400 with an errors list to GraphqlError with that status', async () => {
      server.answer((_request, response) =>
        sendJson(response, 400, { errors: [{ message: 'Cannot query field "x"', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] }),
      );
      const error = (await failureOf(() => sdk.content.retailerNode({ id: '3' }))) as GraphqlError;
      expect(error).to.be.instanceOf(GraphqlError);
      expect(error.status).to.equal(400);
      expect(error.code).to.equal('GRAPHQL_VALIDATION_FAILED');
    });
  });

  describe('transport failures', () => {
    it('maps a refused connection (closed port) to NetworkError on REST and GraphQL calls', async () => {
      const closed = await startLoopbackServer();
      await closed.close();
      const offline = createClipbackSdk({ origin: closed.origin });
      const rest = await failureOf(() => offline.main.GET('/v2/customers/{id}', { params: { path: { id: '1' } } }));
      expect(rest).to.be.instanceOf(NetworkError);
      expect(rest.name).to.equal('NetworkError');
      expect(rest.service).to.equal('main');
      expect(rest.message).to.contain('Could not reach main (GET /v2/customers/{id})');
      expect(rest.cause).to.be.instanceOf(Error);
      const graphql = await failureOf(() => offline.content.retailerNode({ id: '3' }));
      expect(graphql).to.be.instanceOf(NetworkError);
      expect(graphql.service).to.equal('content');
    });

    it('maps a connection dropped mid-answer to NetworkError', async () => {
      server.answer((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
        response.write('{"id":');
        setTimeout(() => response.destroy(), 20);
      });
      const error = await failureOf(getCustomer);
      expect(error).to.be.instanceOf(NetworkError);
    });

    it("maps the caller's abort to AbortError", async () => {
      server.answer(() => undefined); // never answers
      const controller = new AbortController();
      const pending = failureOf(() =>
        sdk.main.GET('/v2/customers/{id}', { params: { path: { id: '1' } }, signal: controller.signal }),
      );
      setTimeout(() => controller.abort(), 30);
      const error = await pending;
      expect(error).to.be.instanceOf(AbortError);
      expect(error.name).to.equal('AbortError');
    });

    it('maps an already-aborted signal to AbortError on a GraphQL call', async () => {
      const error = await failureOf(() => sdk.content.retailerNode({ id: '3' }, { signal: AbortSignal.abort() }));
      expect(error).to.be.instanceOf(AbortError);
    });
  });
});
