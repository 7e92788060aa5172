import { expect } from 'chai';
import { hashPassword, verifyPassword } from '../../../../scripts/sandbox/identity';

describe('sandbox identity: password hashes', () => {
  it('writes scrypt$N$r$p$saltB64$hashB64 with a fresh salt each time', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).to.match(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(first).not.to.equal(second);
    expect(Buffer.from(first.split('$')[4] ?? '', 'base64')).to.have.length(16);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).to.equal(true);
    expect(await verifyPassword('correct horsE', stored)).to.equal(false);
    expect(await verifyPassword('', stored)).to.equal(false);
  });

  it('reads other cost parameters from the stored hash', async () => {
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('pw-12345', salt, 64, { N: 1024, r: 4, p: 2 });
    const stored = `scrypt$1024$4$2$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('pw-12345', stored)).to.equal(true);
  });

  for (const broken of ['', 'bcrypt$x', 'scrypt$1000$8$1$AA==$AA==', 'scrypt$16384$8$1$$', 'scrypt$4194304$8$1$AAAA$AAAAAAAAAAAAAAAAAAAAAA==']) {
    it(`refuses an unreadable or unsafe hash (${broken || 'empty'}) without throwing`, async () => {
      expect(await verifyPassword('anything', broken)).to.equal(false);
    });
  }
});
