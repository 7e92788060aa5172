// Issue 12 finding 11: tracking's X-User-Id could name anyone. The user of an event is the bearer token's
// customer; a header that names someone else is refused, and without a token no user is recorded.
import { expect } from 'chai';
import { DEMO_CUSTOMERS } from '../../../../scripts/sandbox/seed';
import { type SandboxHarness } from '../support/sandbox';
import { call, event, trackingHeaders } from './support';
import { useSharedSandbox } from '../../../support/sharedSandbox';

describe('sandbox platform: the tracking user comes from the bearer token', function () {
  this.timeout(60_000);
  let demoToken: string;
  const send = (headers: Record<string, string>) =>
    call(harness.origin, 'POST', '/api/tracking/events', { body: { events: [event({ name: 'search' })] }, headers });
  const usersOfSession = async (session: string) =>
    (await call(harness.origin, 'GET', `/sandbox/tracking/events?session=${session}`)).body.events.map((stored: { userId: string | null }) => stored.userId);

  const harness = useSharedSandbox();

  before(async () => {
    demoToken = (await harness.tokenFor(DEMO_CUSTOMERS.DEMO.email)).accessToken;
  });

  it('records the token’s customer, with or without a matching X-User-Id', async () => {
    const bearer = { authorization: `Bearer ${demoToken}` };
    expect((await send(trackingHeaders({ ...bearer, 'X-App-Session': 'token-only' }))).status).to.equal(202);
    expect((await send(trackingHeaders({ ...bearer, 'X-App-Session': 'token-and-header', 'X-User-Id': DEMO_CUSTOMERS.DEMO.id }))).status).to.equal(202);
    expect(await usersOfSession('token-only')).to.deep.equal([DEMO_CUSTOMERS.DEMO.id]);
    expect(await usersOfSession('token-and-header')).to.deep.equal([DEMO_CUSTOMERS.DEMO.id]);
  });

  it('refuses an X-User-Id that names another customer than the token’s (403) and stores nothing', async () => {
    const sent = await send(trackingHeaders({ authorization: `Bearer ${demoToken}`, 'X-App-Session': 'spoofed', 'X-User-Id': DEMO_CUSTOMERS.FRIEND.id }));
    expect(sent.status).to.equal(403);
    expect(sent.body.code).to.equal('FORBIDDEN');
    expect(await usersOfSession('spoofed')).to.deep.equal([]);
  });

  it('records no user for an X-User-Id without a token: nothing vouches for it', async () => {
    expect((await send(trackingHeaders({ 'X-App-Session': 'unsigned', 'X-User-Id': DEMO_CUSTOMERS.FRIEND.id }))).status).to.equal(202);
    expect(await usersOfSession('unsigned')).to.deep.equal([null]);
  });

  it('answers 401 for a bearer token that does not verify', async () => {
    const sent = await send(trackingHeaders({ authorization: 'Bearer not-a-token', 'X-App-Session': 'bad-token' }));
    expect(sent.status).to.equal(401);
    expect(await usersOfSession('bad-token')).to.deep.equal([]);
  });
});
