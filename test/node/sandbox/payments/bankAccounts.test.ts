import { expect } from 'chai';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { FUNDING_SOURCE_ACTIVE_STATUS } from '../../../../domain/money/fundingSource';
import * as MESSAGES from '../../../../domain/constants/messages';
import { DEMO_CUSTOMERS } from '../../../../scripts/sandbox/seed/fixtures';
import { useOwnSandbox } from '../support/sandbox';
import {
  achVariables,
  addBankAccount,
  createCustomer,
  startPaymentsHarness,
  CREDIT_UNION_CHECKING,
  expectRefusal,
  linkBank,
  moneySnapshot,
  PLATYPUS_CHECKING,
  PLATYPUS_SAVINGS,
  postJson,
  TARTAN_SAVINGS,
} from './support';

describe('sandbox payments: bank accounts (link token → Link stand-in → createACHAccount)', function () {
  this.timeout(30_000);
  // Its own: on PostgreSQL when DATABASE_URL is set, for real row-lock contention.
  const harness = useOwnSandbox(startPaymentsHarness);

  it('issues a link token that expires in 30 minutes and is stored for the customer', async () => {
    const customer = await createCustomer(harness);
    const before = Date.now();
    const { getLinkToken } = await customer.sdk.payments.getLinkToken({ customerId: customer.customerId });
    expect(getLinkToken.linkToken).to.match(/^link-sandbox-[0-9a-f-]{36}$/);
    const expiresIn = Date.parse(getLinkToken.expiration) - before;
    expect(expiresIn).to.be.within(29 * 60_000, 31 * 60_000);
    const row = await harness.sandbox.db.one<{ customer_id: string }>('SELECT customer_id FROM link_tokens WHERE token = $1', [getLinkToken.linkToken]);
    expect(row?.customer_id).to.equal(customer.customerId);
  });

  it('runs the whole flow: link token, Link session, public token, createACHAccount, getFundingSources', async () => {
    const customer = await createCustomer(harness, { balanceCents: 4_321 });
    const success = await linkBank(harness, customer, PLATYPUS_CHECKING);
    expect(success.publicToken).to.match(/^public-sandbox-/);
    expect(success.institution).to.deep.equal({ institution_id: 'ins_109508', name: 'First Platypus Bank' });
    expect(success.account).to.include({ id: 'acc_platypus_checking', mask: '0000', subtype: 'checking' });

    const { createACHAccount } = await customer.sdk.payments.createACHAccount(achVariables(customer, success));
    expect(createACHAccount).to.include({
      fundingType: 'CHECKING',
      vendorType: 'PLAID',
      institutionId: 'ins_109508',
      institutionName: 'First Platypus Bank',
      last4: '0000',
      status: FUNDING_SOURCE_ACTIVE_STATUS,
    });
    expect(createACHAccount.fundingSourceId).to.match(/^fs-/);
    expect(createACHAccount.color).to.match(/^#[0-9a-f]{6}$/);
    expect(Buffer.from(createACHAccount.logo ?? '', 'base64').subarray(1, 4).toString()).to.equal('PNG');

    const { getFundingSources } = await customer.sdk.payments.getFundingSources({ customerId: customer.customerId });
    expect(getFundingSources).to.have.length(1);
    expect(getFundingSources[0]).to.include({ fundingSourceId: createACHAccount.fundingSourceId, customerBalance: 4_321, last4: '0000' });
    const token = await harness.sandbox.db.one<{ exchanged_at: Date | null; funding_source_id: string }>(
      'SELECT exchanged_at, funding_source_id FROM bank_link_public_tokens WHERE token = $1',
      [success.publicToken],
    );
    expect(token?.exchanged_at).to.be.instanceOf(Date);
    expect(token?.funding_source_id).to.equal(createACHAccount.fundingSourceId);
  });

  it('exchanges a public token once; an unknown one is refused', async () => {
    const customer = await createCustomer(harness);
    const success = await linkBank(harness, customer, PLATYPUS_SAVINGS);
    await customer.sdk.payments.createACHAccount(achVariables(customer, success));
    const again = await expectRefusal(customer.sdk.payments.createACHAccount(achVariables(customer, success)), 'BAD_USER_INPUT');
    expect(again.fields).to.deep.equal({ publicToken: MESSAGES.TOKEN_EXPIRED });
    await expectRefusal(
      customer.sdk.payments.createACHAccount({ ...achVariables(customer, success), publicToken: 'public-sandbox-00000000-0000-0000-0000-000000000000' }),
      'BAD_USER_INPUT',
    );
    const { getFundingSources } = await customer.sdk.payments.getFundingSources({ customerId: customer.customerId });
    expect(getFundingSources).to.have.length(1);
  });

  it('refuses a public token whose details differ from the arguments, and keeps it usable', async () => {
    const customer = await createCustomer(harness);
    const success = await linkBank(harness, customer, CREDIT_UNION_CHECKING);
    const wrong = await expectRefusal(
      customer.sdk.payments.createACHAccount({ ...achVariables(customer, success), last4: '9999', plaidAccountId: 'acc_other' }),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(wrong.fields).sort()).to.deep.equal(['last4', 'plaidAccountId']);
    const { createACHAccount } = await customer.sdk.payments.createACHAccount(achVariables(customer, success));
    expect(createACHAccount.last4).to.equal('1010');
  });

  it('refuses another customer’s public token, an expired one, and an expired link token', async () => {
    const owner = await createCustomer(harness);
    const thief = await createCustomer(harness);
    const success = await linkBank(harness, owner, PLATYPUS_CHECKING);
    await expectRefusal(thief.sdk.payments.createACHAccount({ ...achVariables(thief, success) }), 'BAD_USER_INPUT');

    await harness.sandbox.db.query(
      "UPDATE bank_link_public_tokens SET created_at = now() - interval '2 hours', expires_at = now() - interval '1 minute' WHERE token = $1",
      [success.publicToken],
    );
    await expectRefusal(owner.sdk.payments.createACHAccount(achVariables(owner, success)), 'BAD_USER_INPUT');

    const { getLinkToken } = await owner.sdk.payments.getLinkToken({ customerId: owner.customerId });
    await harness.sandbox.db.query("UPDATE link_tokens SET expiration = now() - interval '1 second' WHERE token = $1", [getLinkToken.linkToken]);
    const session = await postJson(harness.origin, '/sandbox/plaid/link/session', { link_token: getLinkToken.linkToken });
    expect(session.status).to.equal(400);
    expect(session.body).to.include({ code: 'INVALID_LINK_TOKEN', message: MESSAGES.TOKEN_EXPIRED });
    const minted = await postJson(harness.origin, '/sandbox/plaid/public_token', {
      link_token: getLinkToken.linkToken,
      institution_id: 'ins_109508',
      account_id: 'acc_platypus_checking',
      link_session_id: 'link-session-x',
    });
    expect(minted.status).to.equal(400);
    expect(minted.body.code).to.equal('INVALID_LINK_TOKEN');
  });

  it('allows one active checking and one active savings account (FUNDING_TYPE_TAKEN otherwise)', async () => {
    const customer = await createCustomer(harness, { balanceCents: 100 });
    const checking = await addBankAccount(harness, customer, PLATYPUS_CHECKING);
    const savings = await addBankAccount(harness, customer, TARTAN_SAVINGS);
    expect([checking.fundingType, savings.fundingType]).to.deep.equal(['CHECKING', 'SAVINGS']);

    const secondChecking = await linkBank(harness, customer, CREDIT_UNION_CHECKING);
    const taken = await expectRefusal(
      customer.sdk.payments.createACHAccount(achVariables(customer, secondChecking)),
      'BAD_USER_INPUT',
      'FUNDING_TYPE_TAKEN',
    );
    expect(taken.message).to.equal(ACCOUNT_MESSAGES.ONE_ACCOUNT_PER_TYPE);
    expect(taken.fields).to.deep.equal({ fundingType: ACCOUNT_MESSAGES.ONE_ACCOUNT_PER_TYPE });
    const secondSavings = await linkBank(harness, customer, PLATYPUS_SAVINGS);
    await expectRefusal(customer.sdk.payments.createACHAccount(achVariables(customer, secondSavings)), 'BAD_USER_INPUT', 'FUNDING_TYPE_TAKEN');

    const { getFundingSources } = await customer.sdk.payments.getFundingSources({ customerId: customer.customerId });
    expect(getFundingSources.map((source) => source.fundingType)).to.deep.equal(['CHECKING', 'SAVINGS']);
    const onlySavings = await customer.sdk.payments.getFundingSources({ customerId: customer.customerId, types: ['SAVINGS'] });
    expect(onlySavings.getFundingSources.map((source) => source.fundingSourceId)).to.deep.equal([savings.fundingSourceId]);

    // Removing the checking account frees the type; the refused token was not used up.
    const { deactivateFundingSource } = await customer.sdk.payments.deactivateFundingSource({
      customerId: customer.customerId,
      fundingSourceId: checking.fundingSourceId,
    });
    expect(deactivateFundingSource).to.deep.equal({ fundingSourceId: checking.fundingSourceId, status: 'INACTIVE' });
    const replacement = await customer.sdk.payments.createACHAccount(achVariables(customer, secondChecking));
    expect(replacement.createACHAccount).to.include({ fundingType: 'CHECKING', last4: '1010' });
  });

  it('keeps the one-per-type rule when two creations race', async () => {
    const customer = await createCustomer(harness);
    const first = await linkBank(harness, customer, PLATYPUS_CHECKING);
    const second = await linkBank(harness, customer, CREDIT_UNION_CHECKING);
    const results = await Promise.allSettled([
      customer.sdk.payments.createACHAccount(achVariables(customer, first)),
      customer.sdk.payments.createACHAccount(achVariables(customer, second)),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).to.have.length(1);
    const rows = await harness.sandbox.db.query("SELECT id FROM funding_sources WHERE customer_id = $1 AND status = 'ACTIVE'", [customer.customerId]);
    expect(rows).to.have.length(1);
  });

  it('refuses when adding a bank account is disabled (FORBIDDEN ADDING_ACCOUNT_UNAVAILABLE)', async () => {
    const customer = await createCustomer(harness, { addingAccountDisabled: true });
    const success = await linkBank(harness, customer, PLATYPUS_CHECKING);
    const refused = await expectRefusal(customer.sdk.payments.createACHAccount(achVariables(customer, success)), 'FORBIDDEN', 'ADDING_ACCOUNT_UNAVAILABLE');
    expect(refused.message).to.equal(ACCOUNT_MESSAGES.ADD_ACCOUNT_UNAVAILABLE);
  });

  it('refuses malformed arguments with fields', async () => {
    const customer = await createCustomer(harness);
    const success = await linkBank(harness, customer, PLATYPUS_CHECKING);
    const refused = await expectRefusal(
      customer.sdk.payments.createACHAccount({ ...achVariables(customer, success), last4: '12a4', institutionName: '  ', fundingTypes: ['SAVINGS'] }),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(refused.fields).sort()).to.deep.equal(['fundingType', 'institutionName', 'last4']);
  });

  it('answers only the caller’s own data (FORBIDDEN for another customerId, nothing changes)', async () => {
    const customer = await createCustomer(harness);
    const other = DEMO_CUSTOMERS.DEMO.id;
    const before = await moneySnapshot(harness.sandbox.db, [other, customer.customerId]);
    await expectRefusal(customer.sdk.payments.getLinkToken({ customerId: other }), 'FORBIDDEN');
    await expectRefusal(customer.sdk.payments.getFundingSources({ customerId: other }), 'FORBIDDEN');
    const success = await linkBank(harness, customer, PLATYPUS_CHECKING);
    await expectRefusal(customer.sdk.payments.createACHAccount({ ...achVariables(customer, success), customerId: other }), 'FORBIDDEN');
    await expectRefusal(
      customer.sdk.payments.deactivateFundingSource({ customerId: other, fundingSourceId: `fs-${other}-checking` }),
      'FORBIDDEN',
    );
    // Their own customerId with someone else's account: not found, untouched.
    await expectRefusal(
      customer.sdk.payments.deactivateFundingSource({ customerId: customer.customerId, fundingSourceId: `fs-${other}-checking` }),
      'NOT_FOUND',
    );
    expect(await moneySnapshot(harness.sandbox.db, [other, customer.customerId])).to.deep.equal(before);
    await expectRefusal(harness.anonymous.payments.getLinkToken({ customerId: other }), 'UNAUTHENTICATED');
  });

  it('lists the demo account’s seeded active checking account with its balance', async () => {
    const demo = await harness.sdkFor('demo@clipback.test');
    const { getFundingSources } = await demo.payments.getFundingSources({ customerId: demo.customerId });
    expect(getFundingSources.map((source) => source.fundingSourceId)).to.deep.equal([`fs-${DEMO_CUSTOMERS.DEMO.id}-checking`]);
    expect(getFundingSources[0]?.customerBalance).to.be.a('number');
  });
});
