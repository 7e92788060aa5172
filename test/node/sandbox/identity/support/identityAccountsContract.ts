// The behaviour every IdentityAccounts implementation owes the provider, run against each of them.
import { expect } from 'chai';
import { EmailTakenError, type IdentityAccounts } from '../../../../../scripts/sandbox/identity';

export interface AccountsFixture {
  accounts: IdentityAccounts;
  /** A customer id linkCustomer may point at (the database checks the reference). */
  customerId: string;
}

const CREATED = new Date('2025-05-01T08:30:00.000Z');
const HASH = 'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2U=';

export function describeIdentityAccountsContract(name: string, setUp: () => Promise<AccountsFixture>): void {
  describe(`IdentityAccounts contract: ${name}`, () => {
    let fixture: AccountsFixture;
    before(async function () {
      this.timeout(60_000);
      fixture = await setUp();
    });

    let counter = 0;
    const freshEmail = () => `person${(counter += 1)}.${name.replace(/\W/g, '').toLowerCase()}@example.com`;

    it('creates an account with a lower-cased email, no customer and no failures', async () => {
      const email = freshEmail();
      const created = await fixture.accounts.create({ email: email.toUpperCase(), passwordHash: HASH, createdAt: CREATED });
      expect(created).to.deep.include({ email, passwordHash: HASH, customerId: null, failedAttempts: 0, lockedAt: null });
      expect(created.id).to.match(/^[0-9a-f]{24}$/);
      expect(created.createdAt.toISOString()).to.equal(CREATED.toISOString());
      expect(await fixture.accounts.findById(created.id)).to.deep.equal(created);
      expect(await fixture.accounts.findByEmail(` ${email.toUpperCase()} `)).to.deep.equal(created);
    });

    it('answers null for unknown ids and emails', async () => {
      expect(await fixture.accounts.findById('000000000000000000000000')).to.equal(null);
      expect(await fixture.accounts.findByEmail('nobody.at.all@example.com')).to.equal(null);
    });

    it('refuses a second account with the same email, whatever its case', async () => {
      const email = freshEmail();
      await fixture.accounts.create({ email, passwordHash: HASH, createdAt: CREATED });
      try {
        await fixture.accounts.create({ email: email.toUpperCase(), passwordHash: HASH, createdAt: CREATED });
        expect.fail('expected EmailTakenError');
      } catch (error) {
        expect(error).to.be.instanceOf(EmailTakenError);
      }
    });

    it('counts attempts before the check, locks at the limit, refuses while locked, and resets', async () => {
      const { id } = await fixture.accounts.create({ email: freshEmail(), passwordHash: HASH, createdAt: CREATED });
      const first = new Date('2025-05-02T10:00:00.000Z');
      const later = new Date('2025-05-02T10:05:00.000Z');
      const rules = (at: Date) => ({ at, lockAfter: 3, lockDurationMs: 10 * 60_000 });
      const one = await fixture.accounts.beginPasswordAttempt(id, rules(first));
      expect(one?.granted).to.equal(true);
      expect(one?.account).to.deep.include({ failedAttempts: 1, lockedAt: null });
      await fixture.accounts.beginPasswordAttempt(id, rules(first));
      const third = await fixture.accounts.beginPasswordAttempt(id, rules(first));
      expect(third?.granted).to.equal(true);
      expect(third?.account.failedAttempts).to.equal(3);
      expect(third?.account.lockedAt?.toISOString()).to.equal(first.toISOString());
      const refused = await fixture.accounts.beginPasswordAttempt(id, rules(later));
      expect(refused?.granted).to.equal(false);
      // Refused attempts neither count nor extend the lock.
      expect(refused?.account).to.deep.include({ failedAttempts: 3 });
      expect(refused?.account.lockedAt?.toISOString()).to.equal(first.toISOString());

      const afterLock = new Date(first.getTime() + 10 * 60_000);
      const fresh = await fixture.accounts.beginPasswordAttempt(id, rules(afterLock));
      expect(fresh?.granted).to.equal(true);
      expect(fresh?.account).to.deep.include({ failedAttempts: 1, lockedAt: null });

      await fixture.accounts.resetFailedAttempts(id);
      expect(await fixture.accounts.findById(id)).to.deep.include({ failedAttempts: 0, lockedAt: null });
      expect(await fixture.accounts.beginPasswordAttempt('000000000000000000000000', rules(first))).to.equal(null);
    });

    it('takes exactly the limit of parallel attempts and refuses the rest', async () => {
      const { id } = await fixture.accounts.create({ email: freshEmail(), passwordHash: HASH, createdAt: CREATED });
      const at = new Date('2025-05-03T10:00:00.000Z');
      const attempts = await Promise.all(
        Array.from({ length: 12 }, () => fixture.accounts.beginPasswordAttempt(id, { at, lockAfter: 5, lockDurationMs: 60_000 })),
      );
      expect(attempts.filter((attempt) => attempt?.granted)).to.have.length(5);
    });

    it('finds nothing for a key holding a NUL character', async () => {
      expect(await fixture.accounts.findByEmail('ann\u0000@example.com')).to.equal(null);
      expect(await fixture.accounts.findById('abc\u0000')).to.equal(null);
    });

    it('links a customer', async () => {
      const { id } = await fixture.accounts.create({ email: freshEmail(), passwordHash: HASH, createdAt: CREATED });
      await fixture.accounts.linkCustomer(id, fixture.customerId);
      expect((await fixture.accounts.findById(id))?.customerId).to.equal(fixture.customerId);
    });
  });
}
