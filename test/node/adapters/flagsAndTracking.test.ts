import { expect } from 'chai';
import { sdkFlags } from '../../../adapters/flags/FlagsPort';
import { createApi } from '../../../adapters/http/createApi';
import { createApiEventSender } from '../../../adapters/http/eventSender';
import type { ApiSession, XhrErrorReport } from '../../../adapters/http/sdkOptions';
import { SITE_VERSION, WEB_APP_TOKEN } from '../../../domain/constants/app';
import { rejection } from '../../support/rejection';
import { sdkTracking } from '../../../adapters/tracking/TrackingPort';
import { eventSenderWith } from '../../../sdk/src/eventSenderWith';
import * as MESSAGES from '../../../domain/constants/messages';

/** A fetch that records each request (with its body) and answers `status` with `body`. */
function recordingFetch(status: number, body: unknown) {
  const requests: { url: string; method: string; headers: Headers; body: unknown }[] = [];
  const fetch = async (request: Request) => {
    const text = await request.text();
    requests.push({ url: request.url, method: request.method, headers: request.headers, body: text ? JSON.parse(text) : null });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, requests };
}

const visitorSession = { getAccessToken: async () => null, getCustomerId: () => null, getSessionId: () => null, getZip: () => null };

/** An SDK over a fetch that records each request (with its body) and answers `status` with `body`. */
function recordingApi(status: number, body: unknown) {
  const { fetch, requests } = recordingFetch(status, body);
  return { api: createApi('http://localhost', visitorSession, () => undefined, { fetch }), requests };
}

/** The app's event sender over a recording fetch; `session` and the callbacks as main.tsx gives them. */
function recordingSender(status: number, body: unknown, { session = visitorSession, onAuthenticationError = () => undefined, onXhrError = () => undefined }: {
  session?: ApiSession;
  onAuthenticationError?: () => void;
  onXhrError?: (report: XhrErrorReport) => void;
} = {}) {
  const { fetch, requests } = recordingFetch(status, body);
  return { send: createApiEventSender('http://localhost', session, onAuthenticationError, { fetch, onXhrError }), requests };
}

describe('sdkFlags', () => {
  it('asks POST /api/flags/evaluations for the platform and, when signed in, the customer', async () => {
    const { api, requests } = recordingApi(200, { flags: { maintenance: true } });
    const flags = sdkFlags(api);
    expect(await flags.evaluate({ customerId: null, platform: 'web_v2' })).to.deep.equal({ maintenance: true });
    await flags.evaluate({ customerId: '1000001', platform: 'web_mobile' });
    expect(requests.map((request) => [request.method, new URL(request.url).pathname, request.body])).to.deep.equal([
      ['POST', '/api/flags/evaluations', { context: { platform: 'web_v2' } }],
      ['POST', '/api/flags/evaluations', { context: { platform: 'web_mobile', customerId: '1000001' } }],
    ]);
  });

  it('fails with the documented message when the service fails', async () => {
    const { api } = recordingApi(503, { message: 'down' });
    const error = await sdkFlags(api)
      .evaluate({ platform: 'web_v2' })
      .then(() => null, (thrown: Error) => thrown);
    expect(error).to.be.instanceOf(Error);
    const { api: empty } = recordingApi(200, null);
    const emptyError = await sdkFlags(empty)
      .evaluate({ platform: 'web_v2' })
      .then(() => null, (thrown: Error) => thrown);
    expect(emptyError?.message).to.equal(MESSAGES.FEATURE_FLAGS_FAILED);
  });
});

describe('sdkTracking', () => {
  const event = { name: 'PageViewed' as const, screenName: 'home_page', properties: { path: '/home' }, timestamp: '2026-03-01T12:00:00.000Z' };
  const context = { userId: null, device: 'desktop', platform: 'web_v2', sessionId: 's', extensionVersion: null } as const;

  it('posts the events with the user, device, platform, session and extension headers', async () => {
    const { send, requests } = recordingSender(202, { accepted: 1 });
    await sdkTracking(send).send([event], {
      userId: '1000001',
      device: 'mobile',
      platform: 'web_mobile',
      sessionId: 'session-1',
      extensionVersion: '3.2.1',
    });
    const [request] = requests;
    expect(new URL(request?.url ?? '').pathname).to.equal('/api/tracking/events');
    expect(request?.body).to.deep.equal({ events: [event] });
    expect(Object.fromEntries(['X-User-Id', 'X-Device', 'X-Platform', 'X-App-Session', 'X-Extension-Version'].map((name) => [name, request?.headers.get(name)]))).to.deep.equal({
      'X-User-Id': '1000001',
      'X-Device': 'mobile',
      'X-Platform': 'web_mobile',
      'X-App-Session': 'session-1',
      'X-Extension-Version': '3.2.1',
    });
  });

  it('leaves out the user and extension headers for an anonymous visitor without the extension', async () => {
    const { send, requests } = recordingSender(202, { accepted: 1 });
    await sdkTracking(send).send([], context);
    expect(requests[0]?.headers.has('X-User-Id')).to.equal(false);
    expect(requests[0]?.headers.has('X-Extension-Version')).to.equal(false);
  });

  it("carries the SDK's headers: the app's version and token, and the session's token, session and customer when signed in", async () => {
    const signedIn = { getAccessToken: async () => 'token-1', getCustomerId: () => '1000001', getSessionId: () => 'session-9', getZip: () => null };
    const { send, requests } = recordingSender(202, { accepted: 1 }, { session: signedIn });
    await sdkTracking(send).send([event], { ...context, sessionId: 'session-1' });
    const headers = requests[0]?.headers;
    expect(Object.fromEntries(['Content-Type', 'X-App-Version', 'X-App-Token', 'Authorization', 'X-Customer-Id', 'X-App-Session'].map((name) => [name, headers?.get(name)]))).to.deep.equal({
      'Content-Type': 'application/json',
      'X-App-Version': SITE_VERSION,
      'X-App-Token': WEB_APP_TOKEN,
      Authorization: 'Bearer token-1',
      'X-Customer-Id': '1000001',
      // The event's own session header wins, as a header set on a client's call does.
      'X-App-Session': 'session-1',
    });
    const { send: visitorSend, requests: visitorRequests } = recordingSender(202, { accepted: 1 });
    await sdkTracking(visitorSend).send([event], context);
    expect(visitorRequests[0]?.headers.has('Authorization')).to.equal(false);
  });

  it("fails as the SDK's clients do: a typed error, monitoring told of the status, the forced logout on an authentication failure", async () => {
    // The classes as the sender has them: their module loads with its first failure (a static import here is another
    // copy in this tier, which compiles the tests to CommonJS).
    const { ApiError, AuthenticationError } = await import('../../../sdk/src/errors');
    const reports: XhrErrorReport[] = [];
    let signOuts = 0;
    const refused = recordingSender(400, { message: 'bad batch' }, { onXhrError: (report) => reports.push(report) });
    const badRequest = await rejection(sdkTracking(refused.send).send([event], context));
    expect(badRequest).to.be.instanceOf(ApiError);
    expect((badRequest as InstanceType<typeof ApiError>).status).to.equal(400);
    expect(reports).to.deep.equal([{ service: 'tracking', operation: 'POST /events', status: 400 }]);
    const expired = recordingSender(401, { message: 'expired' }, { onAuthenticationError: () => (signOuts += 1) });
    expect(await rejection(sdkTracking(expired.send).send([event], context))).to.be.instanceOf(AuthenticationError);
    expect(signOuts).to.equal(1);
  });

  it('fails a send whose error classes could not be loaded with that failure, without hanging', async () => {
    const { fetch } = recordingFetch(503, { message: 'down' });
    const unloadable = new Error('the chunk could not be fetched');
    const send = eventSenderWith(() => Promise.reject(unloadable), { origin: 'http://localhost', fetch });
    expect(await rejection(sdkTracking(send).send([event], context))).to.equal(unloadable);
  });
});
