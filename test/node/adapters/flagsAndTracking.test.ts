import { expect } from 'chai';
import { sdkFlags } from '../../../adapters/flags/FlagsPort';
import { createApi } from '../../../adapters/http/createApi';
import { sdkTracking } from '../../../adapters/tracking/TrackingPort';
import { MESSAGES } from '../../../domain/constants/messages';

/** An SDK over a fetch that records each request (with its body) and answers `status` with `body`. */
function recordingApi(status: number, body: unknown) {
  const requests: { url: string; method: string; headers: Headers; body: unknown }[] = [];
  const api = createApi(
    'http://localhost',
    { getAccessToken: async () => null, getCustomerId: () => null, getSessionId: () => null, getZip: () => null },
    () => undefined,
    {
      fetch: async (request) => {
        const text = await request.text();
        requests.push({ url: request.url, method: request.method, headers: request.headers, body: text ? JSON.parse(text) : null });
        return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      },
    },
  );
  return { api, requests };
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
  it('posts the events with the user, device, platform, session and extension headers', async () => {
    const { api, requests } = recordingApi(202, { accepted: 1 });
    const event = { name: 'PageViewed' as const, screenName: 'home_page', properties: { path: '/home' }, timestamp: '2026-03-01T12:00:00.000Z' };
    await sdkTracking(api).send([event], {
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
    const { api, requests } = recordingApi(202, { accepted: 1 });
    await sdkTracking(api).send([], { userId: null, device: 'desktop', platform: 'web_v2', sessionId: 's', extensionVersion: null });
    expect(requests[0]?.headers.has('X-User-Id')).to.equal(false);
    expect(requests[0]?.headers.has('X-Extension-Version')).to.equal(false);
  });
});
