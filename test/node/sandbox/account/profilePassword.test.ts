// Issue 12 finding 4: the sign-in e-mail (and the name) change only with the password, on every route that
// changes the profile (PUT profile.json, gateway monolith/changeCustomerInfo, content GraphQL
// changeCustomerInfo); the field rules and the account lock hold on all of them.
import { expect } from 'chai';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { MAX_FAILED_ATTEMPTS, signIn } from '../../../../scripts/sandbox/identity';
import { SANDBOX_MESSAGES } from '../../../../scripts/sandbox/services/account/refusals';
import { DEMO_PASSWORD, freshIdentity, rawRequest, registrationBody, useAccountHarness } from './support';

const CHANGE_CUSTOMER_INFO = `mutation($firstName: String, $lastName: String, $email: String, $zip: String, $password: String) {
  changeCustomerInfo(firstName: $firstName, lastName: $lastName, email: $email, zip: $zip, password: $password) { customerId firstName lastName email zip }
}`;

describe('sandbox account: profile changes need the password for the e-mail and the name', function () {
  this.timeout(60_000);
  const harness = useAccountHarness();

  let counter = 0;
  /** A freshly registered customer of its own (no test sees another's changes), with a bearer token. */
  async function registeredCustomer() {
    const identity = await freshIdentity(harness, `profile-${++counter}-${Date.now()}@example.com`);
    const { status } = await rawRequest(harness, 'POST', '/api/main/auth0_customers', {
      token: identity.accessToken,
      body: registrationBody(identity.identityId, identity.email),
    });
    expect(status).to.equal(201);
    const { accessToken, customerId } = await harness.sandbox.identity.issueTestToken(identity.email);
    return { email: identity.email, token: accessToken, customerId: String(customerId) };
  }

  const gatewayChange = (token: string, body: object) => rawRequest(harness, 'POST', '/api/gateway/monolith/changeCustomerInfo', { token, body });
  const graphqlChange = async (token: string, variables: object) =>
    (await rawRequest(harness, 'POST', '/api/graphql', { token, body: { query: CHANGE_CUSTOMER_INFO, variables } })).body;
  const emails = (customerId: string) =>
    harness.sandbox.db.one<{ customer: string; identity: string }>(
      'SELECT c.email AS customer, i.email AS identity FROM customers c JOIN identity_accounts i ON i.customer_id = c.id WHERE c.id = $1',
      [customerId],
    );
  const signsIn = async (email: string, password = DEMO_PASSWORD) => (await signIn(harness.sandbox.identity.accounts, email, password, harness.clock.now())).ok;
  const lock = (customerId: string) =>
    harness.sandbox.db.query('UPDATE identity_accounts SET failed_login_count = $2, locked_at = $3 WHERE customer_id = $1', [
      customerId, MAX_FAILED_ATTEMPTS, harness.clock.now(),
    ]);

  describe('gateway monolith/changeCustomerInfo', () => {
    it('refuses an e-mail or name change without the password (400 fields.password) and changes nothing', async () => {
      const customer = await registeredCustomer();
      for (const body of [{ email: `taken-over-${counter}@example.com` }, { firstName: 'Mallory' }, { lastName: 'Mallory', zip: '80203' }]) {
        const { status, body: answer } = await gatewayChange(customer.token, body);
        expect(status, JSON.stringify(body)).to.equal(400);
        expect(answer.fields).to.deep.equal({ password: ACCOUNT_MESSAGES.PASSWORD_REQUIRED });
      }
      expect(await emails(customer.customerId)).to.deep.equal({ customer: customer.email, identity: customer.email });
      expect(await signsIn(customer.email)).to.equal(true);
    });

    it('refuses a wrong password with fields.password "Incorrect password." and counts the attempt', async () => {
      const customer = await registeredCustomer();
      const { status, body } = await gatewayChange(customer.token, { email: `other-${counter}@example.com`, password: 'not-the-password' });
      expect(status).to.equal(400);
      expect(body).to.deep.include({ code: 'INCORRECT_PASSWORD', fields: { password: ACCOUNT_MESSAGES.PASSWORD_INCORRECT } });
      const identity = await harness.sandbox.db.one<{ failed_login_count: number }>('SELECT failed_login_count FROM identity_accounts WHERE customer_id = $1', [customer.customerId]);
      expect(identity?.failed_login_count).to.equal(1);
    });

    it('changes the e-mail with the right password: the customer and the sign-in identity move together', async () => {
      const customer = await registeredCustomer();
      const newEmail = `moved-${counter}@example.com`;
      const { status, body } = await gatewayChange(customer.token, { email: newEmail, firstName: 'Sam', password: DEMO_PASSWORD });
      expect(status).to.equal(200);
      expect(body).to.include({ email: newEmail, firstName: 'Sam' });
      expect(await emails(customer.customerId)).to.deep.equal({ customer: newEmail, identity: newEmail });
      expect(await signsIn(newEmail)).to.equal(true);
      expect(await signsIn(customer.email)).to.equal(false);
    });

    it('still changes the zip and the birth date without the password', async () => {
      const customer = await registeredCustomer();
      const { status, body } = await gatewayChange(customer.token, { zip: '80203', birthDate: '1990-01-02' });
      expect(status).to.equal(200);
      expect(body).to.include({ zip: '80203', birthDate: '1990-01-02' });
    });

    it('refuses every change while the account is locked (403 ACCOUNT_LOCKED), even with the right password', async () => {
      const customer = await registeredCustomer();
      await lock(customer.customerId);
      for (const body of [{ email: `locked-${counter}@example.com`, password: DEMO_PASSWORD }, { zip: '80203' }]) {
        const { status, body: answer } = await gatewayChange(customer.token, body);
        expect(status, JSON.stringify(body)).to.equal(403);
        expect(answer.code).to.equal('ACCOUNT_LOCKED');
      }
      expect(await emails(customer.customerId)).to.deep.equal({ customer: customer.email, identity: customer.email });
    });
  });

  describe('content GraphQL changeCustomerInfo', () => {
    it('refuses an e-mail change without the password (BAD_USER_INPUT fields.password) and changes nothing', async () => {
      const customer = await registeredCustomer();
      const body = await graphqlChange(customer.token, { email: `taken-over-${counter}@example.com` });
      expect(body.errors?.[0]?.extensions).to.deep.include({ code: 'BAD_USER_INPUT', fields: { password: ACCOUNT_MESSAGES.PASSWORD_REQUIRED } });
      const wrong = await graphqlChange(customer.token, { firstName: 'Mallory', password: 'not-the-password' });
      expect(wrong.errors?.[0]?.extensions).to.deep.include({ code: 'BAD_USER_INPUT', fields: { password: ACCOUNT_MESSAGES.PASSWORD_INCORRECT } });
      expect(await emails(customer.customerId)).to.deep.equal({ customer: customer.email, identity: customer.email });
    });

    it('changes the e-mail with the password, the sign-in identity with it', async () => {
      const customer = await registeredCustomer();
      const newEmail = `graphql-moved-${counter}@example.com`;
      const body = await graphqlChange(customer.token, { email: newEmail, password: DEMO_PASSWORD });
      expect(body.errors).to.equal(undefined);
      expect(body.data.changeCustomerInfo).to.include({ customerId: customer.customerId, email: newEmail });
      expect(await emails(customer.customerId)).to.deep.equal({ customer: newEmail, identity: newEmail });
      expect(await signsIn(newEmail)).to.equal(true);
    });

    it('refuses while the account is locked (FORBIDDEN, reason ACCOUNT_LOCKED)', async () => {
      const customer = await registeredCustomer();
      await lock(customer.customerId);
      const body = await graphqlChange(customer.token, { email: `locked-${counter}@example.com`, password: DEMO_PASSWORD });
      expect(body.errors?.[0]?.message).to.equal(SANDBOX_MESSAGES.ACCOUNT_LOCKED);
      expect(body.errors?.[0]?.extensions).to.deep.include({ code: 'FORBIDDEN', reason: 'ACCOUNT_LOCKED' });
      expect(await emails(customer.customerId)).to.deep.equal({ customer: customer.email, identity: customer.email });
    });

    it(`locks the account after ${MAX_FAILED_ATTEMPTS} wrong passwords, as the profile save does`, async () => {
      const customer = await registeredCustomer();
      const codes: string[] = [];
      for (let attempt = 0; attempt < MAX_FAILED_ATTEMPTS; attempt++) {
        const body = await graphqlChange(customer.token, { lastName: 'Guess', password: `wrong-${attempt}` });
        codes.push(body.errors?.[0]?.extensions?.reason ?? body.errors?.[0]?.extensions?.code);
      }
      expect(codes).to.deep.equal([...Array(MAX_FAILED_ATTEMPTS - 1).fill('BAD_USER_INPUT'), 'ACCOUNT_LOCKED']);
    });
  });

  describe('the field rules hold on every route', () => {
    const longEmail = `${'x'.repeat(200_000)}@example.com`;

    it('refuses a 200,006-character e-mail on GraphQL with the documents’ e-mail message', async () => {
      const customer = await registeredCustomer();
      const body = await graphqlChange(customer.token, { email: longEmail, password: DEMO_PASSWORD });
      expect(body.errors?.[0]?.extensions).to.deep.include({ code: 'BAD_USER_INPUT', fields: { email: ACCOUNT_MESSAGES.EMAIL_INVALID } });
      expect(await emails(customer.customerId)).to.deep.equal({ customer: customer.email, identity: customer.email });
    });

    it('refuses an e-mail longer than an address can be (over 254 characters) on every route', async () => {
      const customer = await registeredCustomer();
      // 255 characters, well formed: within the contract's size bound, over the longest address (254).
      const tooLong = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`;
      expect(tooLong.length).to.equal(255);
      const gateway = await gatewayChange(customer.token, { email: tooLong, password: DEMO_PASSWORD });
      expect(gateway.status).to.equal(400);
      expect(gateway.body.fields).to.deep.equal({ email: ACCOUNT_MESSAGES.EMAIL_INVALID });
      const profile = await rawRequest(harness, 'PUT', `/api/main/v2/customers/${customer.customerId}/profile.json`, {
        token: customer.token,
        body: { email: tooLong, password: DEMO_PASSWORD },
      });
      expect(profile.status).to.equal(400);
      expect(profile.body.fields).to.deep.equal({ email: ACCOUNT_MESSAGES.EMAIL_INVALID });
      const graphql = await graphqlChange(customer.token, { email: tooLong, password: DEMO_PASSWORD });
      expect(graphql.errors?.[0]?.extensions?.fields).to.deep.equal({ email: ACCOUNT_MESSAGES.EMAIL_INVALID });
    });
  });
});
