import { expect } from 'chai';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { loadOrCreateSigningKeys, publicKeySet } from '../../../../scripts/sandbox/identity';
import { ANN, startIdentitySandbox } from './support/identitySandbox';

describe('sandbox identity: signing keys kept in the data folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'clipback-identity-keys-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates an RS256 key file readable by its owner only, then reads the same key back', async () => {
    const file = join(dir, 'nested/identity-signing-keys.json');
    const created = await loadOrCreateSigningKeys(file);
    expect(created.keys[0]).to.include({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(statSync(file).mode & 0o777).to.equal(0o600);
    expect(await loadOrCreateSigningKeys(file)).to.deep.equal(created);
    expect(JSON.stringify(publicKeySet(created))).not.to.contain('"d"');
  });

  it('refuses a file that is not a key file instead of replacing it', async () => {
    const file = join(dir, 'identity-signing-keys.json');
    writeFileSync(file, '{"keys":[]}');
    try {
      await loadOrCreateSigningKeys(file);
      expect.fail('expected an error');
    } catch (error) {
      expect(String(error)).to.contain('not an identity signing key file');
    }
    expect(readFileSync(file, 'utf8')).to.equal('{"keys":[]}');
  });

  it('keeps access tokens valid across a restart with the same key file', async () => {
    const file = join(dir, 'identity-signing-keys.json');
    const first = await startIdentitySandbox({ keys: await loadOrCreateSigningKeys(file) });
    const { accessToken } = await first.identity.issueTestToken(ANN.email);
    await first.stop();
    const second = await startIdentitySandbox({ keys: await loadOrCreateSigningKeys(file) });
    try {
      // A new port is a new issuer here, so check the signature against the restarted provider's keys.
      expect(second.identity.jwks).to.deep.equal(first.identity.jwks);
      const verified = await jwtVerify(accessToken, createLocalJWKSet(second.identity.jwks), { algorithms: ['RS256'] });
      expect(verified.payload.sub).to.equal(ANN.customerId);
    } finally {
      await second.stop();
    }
  });
});
