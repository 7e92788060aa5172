import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  databaseKeyRing,
  ensureSigningKey,
  generateSigningKeys,
  KEY_RETIREMENT_OVERLAP_MS,
  publicKeySet,
  readSigningKeysFile,
  rotateSigningKeys,
} from '../../../../scripts/sandbox/identity';
import { openTestDatabase, type TestDatabase } from '../db/support';

const MINUTE = 60_000;

describe('sandbox identity: signing keys kept in the database', () => {
  let test: TestDatabase;
  let dir: string;
  before(async function () {
    this.timeout(120_000);
    test = await openTestDatabase('signing_keys', { seedWhenEmpty: false });
  });
  after(() => test.dispose());
  beforeEach(async () => {
    await test.db.query('DELETE FROM identity_signing_keys');
    dir = mkdtempSync(join(tmpdir(), 'clipback-identity-keys-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const kidsOf = async (at: Date) => (await databaseKeyRing(test.db, () => at).current()).keys.map((key) => key.kid);

  it('creates exactly one RS256 key when several instances start at once, their clocks a little apart', async () => {
    const now = new Date();
    await Promise.all([0, 5, -5].map((skewMs) => ensureSigningKey(test.db, new Date(now.getTime() + skewMs))));
    const keys = (await databaseKeyRing(test.db, () => new Date(now.getTime() - 5)).current()).keys;
    expect(keys).to.have.length(1);
    expect(keys[0]).to.include({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(JSON.stringify(publicKeySet({ keys }))).not.to.contain('"d"');
  });

  it('imports the key file of an older sandbox into an empty table, and only then', async () => {
    const legacy = await generateSigningKeys();
    const file = join(dir, 'identity-signing-keys.json');
    writeFileSync(file, JSON.stringify(legacy));
    const now = new Date();
    await ensureSigningKey(test.db, now, readSigningKeysFile(file));
    expect(await kidsOf(now)).to.deep.equal([legacy.keys[0]?.kid]);
    expect(readSigningKeysFile(join(dir, 'absent.json'))).to.equal(null);
  });

  it('refuses a file that is not a key file', () => {
    const file = join(dir, 'identity-signing-keys.json');
    writeFileSync(file, '{"keys":[]}');
    expect(() => readSigningKeysFile(file)).to.throw('not an identity signing key file');
  });

  it('rotates with an overlap: the new key is published first, signs after the delay, the old one verifies until retired', async () => {
    const start = new Date('2026-01-01T00:00:00Z');
    await ensureSigningKey(test.db, start);
    const [oldKid] = await kidsOf(start);
    const rotation = await rotateSigningKeys(test.db, { now: start, activationDelayMs: MINUTE });
    expect(rotation.retiredKeysExpireAt.getTime() - rotation.signsFrom.getTime()).to.equal(KEY_RETIREMENT_OVERLAP_MS);

    expect(await kidsOf(start)).to.deep.equal([oldKid, rotation.kid]);
    const afterActivation = new Date(rotation.signsFrom.getTime() + 1);
    expect(await kidsOf(afterActivation)).to.deep.equal([rotation.kid, oldKid]);
    const afterRetirement = new Date(rotation.retiredKeysExpireAt.getTime() + 1);
    expect(await kidsOf(afterRetirement)).to.deep.equal([rotation.kid]);
  });

  it('re-reads the table when asked (an unknown kid), so a rotation on another instance is seen', async () => {
    const now = new Date();
    await ensureSigningKey(test.db, now);
    const ring = databaseKeyRing(test.db, () => now);
    const before = (await ring.current()).keys.map((key) => key.kid);
    const rotation = await rotateSigningKeys(test.db, { now, activationDelayMs: 0 });
    expect((await ring.current()).keys.map((key) => key.kid)).to.deep.equal(before);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await ring.reload()).keys[0]?.kid).to.equal(rotation.kid);
  });
});
