// The sandbox's help-desk stand-in (issue 14): the help-centre login's redirect_url lands there with a signed
// ticket, and the page shows who arrived and the page they asked for, every text escaped.
import { expect } from 'chai';
import { helpDeskPage } from '../../../../scripts/sandbox/services/helpDesk';
import { signHelpDeskTicket, verifyHelpDeskTicket } from '../../../../scripts/sandbox/services/helpDesk/ticket';
import { DEMO_EMAIL, type SandboxHarness } from '../support/sandbox';
import { useSharedSandbox } from '../../../support/sharedSandbox';

describe('sandbox help-desk stand-in', function () {
  this.timeout(60_000);
  const harness = useSharedSandbox();

  async function redirectUrl(returnTo?: string): Promise<URL> {
    const demo = await harness.sdkFor(DEMO_EMAIL);
    const { data } = await demo.main.POST('/web_v1/helpdesk/login', {
      params: { query: { context: 'HELPCENTER' } },
      body: { variables: returnTo ? { return_to: returnTo } : {} },
    });
    return new URL(String(data?.data.redirect_url));
  }

  it("shows the signed-in customer's name and e-mail from the ticket, and the help-centre page asked for", async () => {
    const url = await redirectUrl('https://help.clipback.test/hc/en-us/articles/42');
    expect(url.origin).to.equal(harness.origin);
    const response = await fetch(url);
    expect(response.status).to.equal(200);
    const html = await response.text();
    expect(html).to.match(/<strong data-visitor-name>[^<]+<\/strong>/);
    expect(html).to.contain(`<span data-visitor-email>${DEMO_EMAIL}</span>`);
    expect(html).to.contain('href="https://help.clipback.test/hc/en-us/articles/42"');
  });

  it('refuses an altered ticket (401) without naming anyone', async () => {
    const url = await redirectUrl();
    const ticket = url.searchParams.get('jwt')!;
    const [header, payload, signature] = ticket.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.email = 'someone@else.test';
    url.searchParams.set('jwt', `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`);
    const response = await fetch(url);
    expect(response.status).to.equal(401);
    const html = await response.text();
    expect(html).to.contain('role="alert"');
    expect(html).to.not.contain('someone@else.test');
  });

  it('shows no return_to carrying markup, and refuses other methods and paths', async () => {
    const url = await redirectUrl();
    url.searchParams.set('return_to', '"><script>alert(1)</script>');
    const html = await (await fetch(url)).text();
    expect(html).to.not.contain('<script>');
    expect(html).to.not.contain('alert(1)');
    expect((await fetch(url, { method: 'POST' })).status).to.equal(405);
    expect((await fetch(`${harness.origin}/sandbox/help-desk/elsewhere`)).status).to.equal(404);
  });

  it('escapes markup in the name and e-mail a ticket carries', async () => {
    const now = new Date();
    const ticket = await signHelpDeskTicket({ customerId: '1', name: '<img src=x onerror=alert(1)>', email: 'a"b@example.com' }, now);
    const visitor = await verifyHelpDeskTicket(ticket, now);
    const html = helpDeskPage({ visitor, returnTo: null });
    expect(html).to.contain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).to.contain('a&#34;b@example.com');
    expect(html).to.not.contain('<img');
  });

  it('a ticket signs in once: a replay of the same URL is refused (401) without naming anyone (issue 29)', async () => {
    const url = await redirectUrl();
    const first = await fetch(url);
    expect(first.status).to.equal(200);
    const replay = await fetch(url);
    expect(replay.status).to.equal(401);
    const html = await replay.text();
    expect(html).to.contain('role="alert"');
    expect(html).to.not.contain(DEMO_EMAIL);
  });

  it('links only a return_to inside the help centre (http or https): javascript:, data:, other sites and // are not linked (issue 29)', async () => {
    for (const returnTo of ['javascript:alert(document.domain)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', 'https://evil.example/hc', '//evil.example/hc', 'http://help.clipback.test@evil.example/']) {
      const url = await redirectUrl();
      url.searchParams.set('return_to', returnTo);
      const response = await fetch(url);
      expect(response.status, returnTo).to.equal(200);
      const html = await response.text();
      expect(html, returnTo).to.not.match(/href="(javascript|data):/i);
      expect(html, returnTo).to.not.contain('evil.example');
      expect(html, returnTo).to.contain('href="https://help.clipback.test/hc/en-us"');
    }
  });

  it('a ticket expires after five minutes', async () => {
    const issued = new Date('2026-01-01T00:00:00Z');
    const ticket = await signHelpDeskTicket({ customerId: '1', name: 'A', email: 'a@example.com' }, issued);
    expect(await verifyHelpDeskTicket(ticket, new Date(issued.getTime() + 299_000))).to.not.equal(null);
    expect(await verifyHelpDeskTicket(ticket, new Date(issued.getTime() + 301_000))).to.equal(null);
  });
});
