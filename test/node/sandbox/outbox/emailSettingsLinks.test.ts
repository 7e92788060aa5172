import { rejection } from '../../../support/rejection';
// POST /sandbox/email-settings-links: an e-mail settings link sent through the outbox, whose token opens
// the customer's e-mail settings (monolith/fetchEmailSettingsWithToken) for 30 days.
import { expect } from 'chai';
import { DAY_MS } from '../../../../domain/constants/timing';
import { DEMO_EMAIL } from '../support/sandbox';
import { useAccountHarness } from '../account/support';

describe('sandbox: e-mail settings links', function () {
  this.timeout(60_000);
  const harness = useAccountHarness();

  const send = (email: string) =>
    fetch(`${harness.origin}/sandbox/email-settings-links`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });

  it('sends the link to the customer (outbox) and its token opens their e-mail settings until it expires', async () => {
    const response = await send('Demo@Clipback.test');
    expect(response.status).to.equal(201);
    const { link, expiresAt } = (await response.json()) as { link: string; expiresAt: string };
    const url = new URL(link);
    expect(url.origin).to.equal(harness.origin);
    expect(url.pathname).to.equal('/email-settings');
    const token = url.searchParams.get('token')!;
    expect(new Date(expiresAt).getTime() - harness.clock.now().getTime()).to.be.closeTo(30 * DAY_MS, 60_000);

    const outbox = (await (await fetch(`${harness.origin}/sandbox/outbox?recipient=${DEMO_EMAIL}`)).json()) as { messages: { subject: string; links: string[] }[] };
    expect(outbox.messages[0]).to.include({ subject: 'Your Clipback e-mail settings' });
    expect(outbox.messages[0]!.links).to.deep.equal([link]);

    const { data } = await harness.anonymous.gateway.POST('/monolith/fetchEmailSettingsWithToken', { body: { token } });
    expect(data?.settings_collections.map((collection) => collection.name)).to.deep.equal(['Email']);
    harness.clock.advance(31 * DAY_MS);
    const expired = await rejection<{ status: number }>(harness.anonymous.gateway.POST('/monolith/fetchEmailSettingsWithToken', { body: { token } }));
    expect(expired.status).to.equal(401);
  });

  it('answers 404 for an e-mail no customer uses, 400 for a malformed one', async () => {
    expect((await send('nobody@clipback.test')).status).to.equal(404);
    expect((await send('not-an-email')).status).to.equal(400);
  });
});
