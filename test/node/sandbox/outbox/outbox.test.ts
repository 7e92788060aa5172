// The sandbox outbox (issue 14): every message the sandbox sends is stored with its text, links and codes,
// readable at GET /sandbox/outbox and on /sandbox/mail; with SMTP_URL set an e-mail goes to that server too.
import { expect } from 'chai';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { WEB_APP_TOKEN } from '../../../../domain/constants/app';
import { addIdentityAccount } from '../../../../scripts/sandbox/identity';
import { closeMailTransports } from '../../../../scripts/sandbox/services/account/mailer';
import { OUTBOX_TEMPLATE, codesIn, linksIn, queueMessage } from '../../../../scripts/sandbox/services/account/outbox';
import { type SandboxHarness } from '../support/sandbox';
import { CookieJarClient } from '../identity/support/cookieJarClient';
import { useSharedSandbox } from '../../../support/sharedSandbox';

interface OutboxAnswer {
  status: number;
  body: {
    messages: { channel: string; recipient: string; subject: string | null; text: string; links: string[]; codes: string[]; sentAt: string }[];
    message?: string;
    fields?: Record<string, string>;
  };
}

async function outbox(origin: string, recipient?: string): Promise<OutboxAnswer> {
  const query = recipient === undefined ? '' : `?recipient=${encodeURIComponent(recipient)}`;
  const response = await fetch(`${origin}/sandbox/outbox${query}`, { headers: { accept: 'application/json' } });
  return { status: response.status, body: await response.json() };
}

/** A loopback SMTP server that accepts every message and keeps the raw DATA. */
function tinySmtpServer(): Promise<{ server: Server; port: number; received: { from: string; to: string[]; data: string }[] }> {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 tiny ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          received.push(current);
          current = { from: '', to: [], data: '' };
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 tiny\r\n');
        else if (verb === 'MAIL') (current.from = line), socket.write('250 OK\r\n');
        else if (verb === 'RCPT') current.to.push(line), socket.write('250 OK\r\n');
        else if (verb === 'DATA') (inData = true), socket.write('354 go on\r\n');
        else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received })));
}

describe('sandbox outbox', function () {
  this.timeout(60_000);

  const harness = useSharedSandbox();

  it('finds links and 6-7 digit codes in a text', () => {
    expect(linksIn('Open https://a.test/x?token=1, then http://b.test/y.')).to.deep.equal(['https://a.test/x?token=1', 'http://b.test/y']);
    expect(codesIn('Code 1234567, not 12345 nor 12345678; https://a.test/123456')).to.deep.equal(['1234567']);
  });

  it('answers a recipient\'s messages newest first, an e-mail in any case', async () => {
    const base = Date.now();
    for (const [offset, code] of [[0, '1111111'], [2000, '2222222'], [1000, '3333333']] as const) {
      await queueMessage(harness.sandbox.db, {
        channel: 'email',
        recipient: 'Order.Test@Example.com',
        template: OUTBOX_TEMPLATE.ACCOUNT_UNLOCK,
        payload: { token: code, link: `http://app.test/unlock-account?token=${code}`, lockMinutes: 30 },
        customerId: null,
        at: new Date(base + offset),
      });
    }
    const { status, body } = await outbox(harness.origin, 'ORDER.test@example.COM');
    expect(status).to.equal(200);
    expect(body.messages.map((message) => message.links[0])).to.deep.equal(
      ['2222222', '3333333', '1111111'].map((code) => `http://app.test/unlock-account?token=${code}`),
    );
    expect(body.messages[0]).to.include({ channel: 'email', recipient: 'order.test@example.com', subject: 'Your Clipback account is locked' });
    expect(body.messages[0]?.sentAt).to.equal(new Date(base + 2000).toISOString());
  });

  it('matches a phone number in any US formatting as its E.164', async () => {
    await queueMessage(harness.sandbox.db, {
      channel: 'sms',
      recipient: '(212) 555-0142',
      template: OUTBOX_TEMPLATE.PHONE_CODE,
      payload: { code: '7654321', referenceId: 'ref-1' },
      customerId: null,
      at: new Date(),
    });
    for (const spelling of ['+12125550142', '212-555-0142', '(212) 555-0142', '212.555.0142', '1 212 555 0142', '2125550142']) {
      const { status, body } = await outbox(harness.origin, spelling);
      expect(status, spelling).to.equal(200);
      expect(body.messages, spelling).to.have.length(1);
      expect(body.messages[0], spelling).to.include({ channel: 'sms', recipient: '+12125550142', subject: null });
      expect(body.messages[0]?.codes, spelling).to.deep.equal(['7654321']);
    }
  });

  it('refuses a missing or invalid recipient with 400 and a fields map', async () => {
    for (const recipient of [undefined, '', 'not an address', '12', 'a@', '555-01']) {
      const { status, body } = await outbox(harness.origin, recipient);
      expect(status, String(recipient)).to.equal(400);
      expect(body.message, String(recipient)).to.be.a('string').and.not.equal('');
      expect(Object.keys(body.fields ?? {}), String(recipient)).to.have.length.greaterThan(0);
    }
  });

  it('puts the password reset e-mail in the outbox, and its link resets the password', async () => {
    const email = `outbox-reset-${Date.now()}@example.com`;
    await addIdentityAccount(harness.sandbox.identity.accounts, { email, password: 'the old garden gate' });
    const requested = await fetch(`${harness.origin}/api/main/web_v1/password_resets.json`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-app-token': WEB_APP_TOKEN },
      body: JSON.stringify({ email: email.toUpperCase() }),
    });
    expect(requested.status).to.equal(202);
    const { body } = await outbox(harness.origin, email);
    expect(body.messages).to.have.length(1);
    const [message] = body.messages;
    expect(message?.subject).to.equal('Reset your Clipback password');
    const link = new URL(message?.links[0] ?? '');
    expect(link.origin + link.pathname).to.equal(`${harness.sandbox.identity.domain}/password-reset`);
    expect(message?.text).to.contain(link.href);

    const client = new CookieJarClient(harness.origin);
    const page = await client.get(link.href);
    expect(page.status).to.equal(200);
    const changed = await client.postForm(link.pathname, {
      token: link.searchParams.get('token') ?? '',
      password: 'violet tram under moonlight',
      confirm: 'violet tram under moonlight',
    });
    expect(changed.status).to.equal(200);
    expect(changed.text).to.contain('Your password is changed');
  });

  it('/sandbox/mail lists the messages with clickable links, escaping markup', async () => {
    const email = 'mail-page@example.com';
    await queueMessage(harness.sandbox.db, {
      channel: 'email',
      recipient: email,
      template: OUTBOX_TEMPLATE.REFERRAL_INVITE,
      payload: { from: '<script>alert(1)</script>&"\'', referralCode: 'ABC<b>', link: 'https://clipback.test/register?friend=ABC' },
      customerId: null,
      at: new Date(),
    });
    const blank = await fetch(`${harness.origin}/sandbox/mail`);
    expect(blank.status).to.equal(200);
    const blankHtml = await blank.text();
    expect(blankHtml).to.contain('<label for="recipient">');
    expect(blankHtml).to.match(/<form method="get"/);

    const response = await fetch(`${harness.origin}/sandbox/mail?recipient=${encodeURIComponent(email)}`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.contain('text/html');
    const html = await response.text();
    expect(html).not.to.contain('<script');
    expect(html).not.to.contain('<b>');
    expect(html).to.contain('&#60;script&#62;alert(1)&#60;/script&#62;&#38;&#34;&#39;');
    expect(html).to.contain('<a href="https://clipback.test/register?friend=ABC" rel="noreferrer">https://clipback.test/register?friend=ABC</a>');

    const hostile = await fetch(`${harness.origin}/sandbox/mail?recipient=${encodeURIComponent('"><script>x</script>')}`);
    expect(hostile.status).to.equal(400);
    const hostileHtml = await hostile.text();
    expect(hostileHtml).not.to.contain('<script');
    expect(hostileHtml).to.contain('aria-invalid="true"');
  });

  it('hands an e-mail to the SMTP server at SMTP_URL (and still keeps it in the outbox)', async () => {
    const smtp = await tinySmtpServer();
    const previous = process.env.SMTP_URL;
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    try {
      await queueMessage(harness.sandbox.db, {
        channel: 'email',
        recipient: 'smtp-user@example.com',
        template: OUTBOX_TEMPLATE.EMAIL_CONFIRMATION,
        payload: { token: 't', link: 'https://clipback.test/confirm?token=t' },
        customerId: null,
        at: new Date(),
      });
    } finally {
      if (previous === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = previous;
      closeMailTransports();
      smtp.server.close();
    }
    expect(smtp.received).to.have.length(1);
    expect(smtp.received[0]?.to.join()).to.contain('smtp-user@example.com');
    expect(smtp.received[0]?.data).to.contain('Subject: Confirm your e-mail address');
    // The text part is quoted-printable: undo its soft breaks and its '=' escape.
    const text = (smtp.received[0]?.data ?? '').replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(text).to.contain('https://clipback.test/confirm?token=t');
    const { body } = await outbox(harness.origin, 'smtp-user@example.com');
    expect(body.messages).to.have.length(1);
  });
});
