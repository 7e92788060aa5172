import { expect } from 'chai';
import { UnknownIdentityAccountError } from '../../../../scripts/sandbox/identity';
import { ANN, decodeJwt, startIdentitySandbox, type IdentitySandbox } from './support/identitySandbox';

describe('sandbox identity: test tokens (POST /sandbox/tokens)', () => {
  let sandbox: IdentitySandbox;
  before(async () => {
    sandbox = await startIdentitySandbox();
  });
  after(() => sandbox.stop());

  it('issues a token for an existing account that the APIs accept like a signed-in one', async () => {
    const { accessToken, customerId } = await sandbox.identity.issueTestToken(ANN.email);
    expect(customerId).to.equal(ANN.customerId);
    const account = await sandbox.accounts.findByEmail(ANN.email);
    const { header, payload } = decodeJwt(accessToken);
    expect(header).to.include({ alg: 'RS256', kid: sandbox.identity.jwks.keys[0]?.kid });
    expect(payload).to.include({ iss: sandbox.identity.issuer, aud: sandbox.identity.audience, sub: ANN.customerId });
    expect(await sandbox.identity.verifyAccessToken(accessToken)).to.deep.include({
      customerId: ANN.customerId,
      identityId: `auth0|${account?.id}`,
    });
  });

  it('gives sub auth0|… and no customer id for an account that has not registered', async () => {
    const email = 'unregistered@example.com';
    await sandbox.accounts.create({ email, passwordHash: 'scrypt$16384$8$1$AA==$AA==', createdAt: new Date() });
    const { accessToken, customerId } = await sandbox.identity.issueTestToken(email);
    expect(customerId).to.equal(null);
    expect(String(decodeJwt(accessToken).payload.sub)).to.match(/^auth0\|[0-9a-f]{24}$/);
  });

  it('throws UnknownIdentityAccountError for an unknown email', async () => {
    try {
      await sandbox.identity.issueTestToken('nobody@example.com');
      expect.fail('expected an error');
    } catch (error) {
      expect(error).to.be.instanceOf(UnknownIdentityAccountError);
    }
  });
});
