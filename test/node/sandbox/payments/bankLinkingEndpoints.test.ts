import { expect } from 'chai';
import { CONTENT_SECURITY_POLICY } from '../../../../scripts/sandbox/http/securityHeaders';
import type { SandboxHarness } from '../support/sandbox';
import { postJson } from './support';
import { useSharedSandbox } from '../../../support/sharedSandbox';

describe('sandbox bank-linking stand-in endpoints (/sandbox/plaid)', function () {
  this.timeout(30_000);

  const harness = useSharedSandbox();

  it('serves link-initialize.js and link.css with their types and the sandbox CSP', async () => {
    const script = await fetch(`${harness.origin}/sandbox/plaid/link-initialize.js`);
    expect(script.status).to.equal(200);
    expect(script.headers.get('content-type')).to.equal('text/javascript; charset=utf-8');
    expect(script.headers.get('content-security-policy')).to.equal(CONTENT_SECURITY_POLICY);
    const text = await script.text();
    expect(text).to.include('window.Plaid');
    expect(text).to.include('https://cdn.plaid.com/link/v2/stable/link-initialize.js');

    const css = await fetch(`${harness.origin}/sandbox/plaid/link.css`);
    expect(css.status).to.equal(200);
    expect(css.headers.get('content-type')).to.equal('text/css; charset=utf-8');

    const head = await fetch(`${harness.origin}/sandbox/plaid/link-initialize.js`, { method: 'HEAD' });
    expect(head.status).to.equal(200);
  });

  it('answers 404 for unknown paths and 405 for the wrong method', async () => {
    expect((await fetch(`${harness.origin}/sandbox/plaid/nothing-here`)).status).to.equal(404);
    const wrong = await fetch(`${harness.origin}/sandbox/plaid/public_token`);
    expect(wrong.status).to.equal(405);
    expect(wrong.headers.get('allow')).to.equal('POST');
    expect((await fetch(`${harness.origin}/sandbox/plaid/link.css`, { method: 'DELETE' })).status).to.equal(405);
  });

  it('opens a Link session for a valid link token with the sandbox banks', async () => {
    const customer = await harness.freshCustomer();
    const { getLinkToken } = await customer.sdk.payments.getLinkToken({ customerId: customer.customerId });
    const session = await postJson(harness.origin, '/sandbox/plaid/link/session', { link_token: getLinkToken.linkToken });
    expect(session.status).to.equal(200);
    expect(session.body.link_session_id).to.match(/^link-session-/);
    const names = session.body.institutions.map((bank: { name: string }) => bank.name);
    expect(names).to.include.members(['Sandbox Credit Union', 'First Platypus Bank']);
    for (const bank of session.body.institutions) {
      expect(bank.accounts.map((account: { subtype: string }) => account.subtype).sort()).to.deep.equal(['checking', 'savings']);
      expect(bank.logo).to.match(/^[A-Za-z0-9+/]+=*$/);
    }
  });

  it('refuses malformed bodies with a 400 and a field map (never a 5xx)', async () => {
    const customer = await harness.freshCustomer();
    const { getLinkToken } = await customer.sdk.payments.getLinkToken({ customerId: customer.customerId });
    const cases: [string, unknown][] = [
      ['/sandbox/plaid/public_token', '{not json'],
      ['/sandbox/plaid/public_token', '"a string"'],
      ['/sandbox/plaid/public_token', {}],
      ['/sandbox/plaid/public_token', { link_token: getLinkToken.linkToken, institution_id: 'ins_109508', account_id: 'acc_nope', link_session_id: 's' }],
      ['/sandbox/plaid/public_token', { link_token: getLinkToken.linkToken, institution_id: 'ins_sandbox_cu', account_id: 'acc_platypus_checking', link_session_id: 's' }],
      ['/sandbox/plaid/public_token', { link_token: 42, institution_id: ['x'], account_id: null, link_session_id: 'x'.repeat(500) }],
      ['/sandbox/plaid/public_token', { link_token: 'link-sandbox-unknown', institution_id: 'ins_109508', account_id: 'acc_platypus_checking', link_session_id: 's' }],
      ['/sandbox/plaid/link/session', { link_token: "'; DROP TABLE link_tokens; --" }],
      ['/sandbox/plaid/link/session', 'null'],
    ];
    for (const [path, body] of cases) {
      const answer = await postJson(harness.origin, path, body);
      expect(answer.status, `${path} ${JSON.stringify(body)} → ${JSON.stringify(answer.body)}`).to.equal(400);
      expect(answer.body.message).to.be.a('string');
    }
    const huge = await postJson(harness.origin, '/sandbox/plaid/public_token', { link_token: 'x'.repeat(64 * 1024) });
    expect(huge.status).to.equal(413);
  });
});
