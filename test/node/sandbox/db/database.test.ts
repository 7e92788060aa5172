import { expect } from 'chai';
import {
  hashPassword,
  insertRows,
  isCheckViolation,
  isForeignKeyViolation,
  isUniqueViolation,
  loadMigrations,
  migrate,
  SQLSTATE,
  sqlState,
  transferRequestHash,
  verifyPassword,
  type Migration,
} from '../../../../scripts/sandbox/db';
import { Mutex } from '../../../../scripts/sandbox/db/mutex';
import { ENGINE, failure, openTestDatabase, type TestDatabase } from './support';

describe(`sandbox db: the database port and schema (${ENGINE})`, function () {
  this.timeout(60_000);
  let handle: TestDatabase;
  const db = () => handle.db;

  before(async () => {
    handle = await openTestDatabase('port', { seedWhenEmpty: false });
    await db().exec(`
      INSERT INTO retailers (id, name, catalogue_position) VALUES (1, 'Test Market', 1);
      INSERT INTO customers (id, first_name, email, referral_code, balance_cents) VALUES
        ('c1', 'Ada', 'ada@clipback.test', 'ADA1', 5000),
        ('c2', 'Bo', 'bo@clipback.test', 'BO1', 0);
      INSERT INTO funding_sources (id, customer_id, funding_type, last4) VALUES
        ('fs1', 'c1', 'CHECKING', '1234'),
        ('fs2', 'c2', 'CHECKING', '9876');
    `);
  });

  after(async () => {
    await handle?.dispose();
  });

  describe('migrations', () => {
    it('applied every migration file once, in order, and recorded them', async () => {
      const files = loadMigrations();
      expect(files.map((migration) => migration.version)).to.deep.equal([...files.map((m) => m.version)].sort((a, b) => a - b));
      expect(db().startup.migrations.applied).to.deep.equal(files.map((m) => `${String(m.version).padStart(3, '0')}_${m.name}`));
      const rows = await db().query<{ version: number; checksum: string }>('SELECT version, checksum FROM schema_migrations ORDER BY version');
      expect(rows).to.deep.equal(files.map((m) => ({ version: m.version, checksum: m.checksum })));
    });

    it('is idempotent: a second run applies nothing and changes nothing', async () => {
      const before = await db().query('SELECT version, applied_at FROM schema_migrations ORDER BY version');
      const result = await migrate(db());
      expect(result.applied).to.deep.equal([]);
      expect(result.alreadyApplied).to.equal(before.length);
      expect(await db().query('SELECT version, applied_at FROM schema_migrations ORDER BY version')).to.deep.equal(before);
    });

    it('refuses to run when an applied migration file changed', async () => {
      const edited = loadMigrations().map((m, index): Migration => (index === 0 ? { ...m, checksum: 'edited' } : m));
      const error = await failure(migrate(db(), edited));
      expect(error.message).to.match(/changed after it was applied/);
    });

    it('applies a new migration, and rolls a failing one back completely', async () => {
      const base = loadMigrations();
      const next = (base.at(-1)?.version ?? 0) + 900;
      const broken: Migration = { version: next, name: 'broken', checksum: 'x', sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();' };
      expect((await failure(migrate(db(), [...base, broken]))).message).to.match(/Migration \d+_broken failed/);
      expect(await db().one(`SELECT to_regclass('half_done')::text AS name`)).to.deep.equal({ name: null });
      expect(await db().one('SELECT version FROM schema_migrations WHERE version = $1', [next])).to.equal(null);

      const good: Migration = { version: next, name: 'scratch', checksum: 'y', sql: 'CREATE TABLE scratch_table (id int PRIMARY KEY);' };
      expect((await migrate(db(), [...base, good])).applied).to.deep.equal([`${next}_scratch`]);
      expect((await migrate(db(), [...base, good])).applied).to.deep.equal([]);
      await db().exec('DROP TABLE scratch_table');
      await db().query('DELETE FROM schema_migrations WHERE version = $1', [next]);
    });
  });

  describe('values and helpers', () => {
    it('answers the same value shapes on both engines', async () => {
      const row = await db().one<Record<string, unknown>>(
        `SELECT 42::int AS int, count(*) AS big, 1.5::float8 AS float, DATE '2024-02-29' AS day,
                TIMESTAMPTZ '2024-02-29T12:00:00Z' AS at, '{"a":[1,2]}'::jsonb AS doc, ARRAY[1,2]::int[] AS ints,
                ARRAY['x','y']::text[] AS texts, $1::text AS missing, true AS yes
           FROM (VALUES (1), (2)) v(x)`,
        [undefined],
      );
      expect(row).to.deep.equal({
        int: 42, big: 2, float: 1.5, day: '2024-02-29', at: new Date('2024-02-29T12:00:00Z'),
        doc: { a: [1, 2] }, ints: [1, 2], texts: ['x', 'y'], missing: null, yes: true,
      });
    });

    it('one() answers null for no row and refuses several', async () => {
      expect(await db().one('SELECT 1 AS x WHERE false')).to.equal(null);
      expect((await failure(db().one('SELECT x FROM (VALUES (1), (2)) v(x)'))).message).to.match(/at most one row, got 2/);
    });

    it('insertRows inserts in bulk and refuses a key that is not a column', async () => {
      const rows = Array.from({ length: 1200 }, (_, i) => ({ id: 10_000 + i, name: `Bulk ${i}`, tags: ['a', `t${i}`], at: new Date(0) }));
      await db().exec('CREATE TEMP TABLE bulk_test (id int PRIMARY KEY, name text NOT NULL, tags text[], at timestamptz)');
      try {
        await insertRows(db(), 'bulk_test', { id: 'integer', name: 'text', tags: 'text[]', at: 'timestamptz' }, rows, { chunkSize: 500 });
        expect(await db().one('SELECT count(*) AS n, max(tags[2]) AS last FROM bulk_test')).to.deep.equal({ n: 1200, last: 't999' });
        const error = await failure(insertRows(db(), 'bulk_test', { id: 'integer', name: 'text' }, [{ id: 1, name: 'x', nmae: 'typo' }]));
        expect(error.message).to.match(/no column 'nmae'/);
      } finally {
        await db().exec('DROP TABLE bulk_test');
      }
    });
  });

  describe('transactions', () => {
    it('commits on success and answers the callback result', async () => {
      const result = await db().transaction(async (tx) => {
        await tx.query(`UPDATE customers SET zip = '80011' WHERE id = 'c1'`);
        return 'done';
      });
      expect(result).to.equal('done');
      expect(await db().one(`SELECT zip FROM customers WHERE id = 'c1'`)).to.deep.equal({ zip: '80011' });
    });

    it('rolls back everything when the callback throws', async () => {
      const error = await failure(
        db().transaction(async (tx) => {
          await tx.query(`UPDATE customers SET balance_cents = 1 WHERE id = 'c1'`);
          throw new Error('boom');
        }),
      );
      expect(error.message).to.equal('boom');
      expect(await db().one(`SELECT balance_cents FROM customers WHERE id = 'c1'`)).to.deep.equal({ balance_cents: 5000 });
    });

    it('serialises 50 concurrent read-modify-write transactions on one balance (SELECT … FOR UPDATE): the result is exact', async () => {
      await db().query(`UPDATE customers SET balance_cents = 0 WHERE id = 'c2'`);
      await Promise.all(
        Array.from({ length: 50 }, () =>
          db().transaction(async (tx) => {
            const row = await tx.one<{ balance_cents: number }>(`SELECT balance_cents FROM customers WHERE id = 'c2' FOR UPDATE`);
            await new Promise((resolve) => setTimeout(resolve, 1));
            await tx.query(`UPDATE customers SET balance_cents = $1 WHERE id = 'c2'`, [(row?.balance_cents ?? 0) + 7]);
          }),
        ),
      );
      expect(await db().one(`SELECT balance_cents FROM customers WHERE id = 'c2'`)).to.deep.equal({ balance_cents: 350 });
    });

    if (ENGINE === 'pglite') {
      it('PGlite: transactions never interleave, even without row locks', async () => {
        await db().query(`UPDATE customers SET balance_cents = 0 WHERE id = 'c2'`);
        const events: string[] = [];
        await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            db().transaction(async (tx) => {
              events.push(`start ${i}`);
              const row = await tx.one<{ balance_cents: number }>(`SELECT balance_cents FROM customers WHERE id = 'c2'`);
              await new Promise((resolve) => setTimeout(resolve, 1));
              await tx.query(`UPDATE customers SET balance_cents = $1 WHERE id = 'c2'`, [(row?.balance_cents ?? 0) + 3]);
              events.push(`end ${i}`);
            }),
          ),
        );
        expect(await db().one(`SELECT balance_cents FROM customers WHERE id = 'c2'`)).to.deep.equal({ balance_cents: 150 });
        // Every start is immediately followed by its own end, in call order.
        expect(events).to.deep.equal(Array.from({ length: 50 }, (_, i) => [`start ${i}`, `end ${i}`]).flat());
      });
    }

    it('a statement outside the transaction waits for it (PGlite) and never sees uncommitted data', async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const writer = db().transaction(async (tx) => {
        await tx.query(`UPDATE customers SET first_name = 'Uncommitted' WHERE id = 'c2'`);
        await gate;
        await tx.query(`UPDATE customers SET first_name = 'Bo' WHERE id = 'c2'`);
      });
      const reader = db().one<{ first_name: string }>(`SELECT first_name FROM customers WHERE id = 'c2'`);
      setTimeout(release, 20);
      const [, seen] = await Promise.all([writer, reader]);
      expect(seen).to.deep.equal({ first_name: 'Bo' });
    });

    it('refuses to use the database itself inside a transaction (it would deadlock on PGlite)', async () => {
      const error = await failure(db().transaction(async () => db().query('SELECT 1')));
      expect(error.message).to.match(/inside its own transaction/);
      const nested = await failure(db().transaction(async () => db().transaction(async () => 1)));
      expect(nested.message).to.match(/inside its own transaction/);
    });

    it('refuses to use a transaction after it ended', async () => {
      let leaked: { query(sql: string): Promise<unknown> } | undefined;
      await db().transaction(async (tx) => {
        leaked = tx;
      });
      expect((await failure(leaked!.query('SELECT 1'))).message).to.match(/Transaction is closed/);
    });

    it('Mutex runs calls one at a time in call order, surviving failures', async () => {
      const mutex = new Mutex();
      const order: number[] = [];
      const results = await Promise.allSettled(
        [3, 1, 2].map((delay, index) =>
          mutex.run(async () => {
            await new Promise((resolve) => setTimeout(resolve, delay));
            order.push(index);
            if (index === 1) throw new Error('fails');
            return index;
          }),
        ),
      );
      expect(order).to.deep.equal([0, 1, 2]);
      expect(results.map((result) => result.status)).to.deep.equal(['fulfilled', 'rejected', 'fulfilled']);
    });
  });

  describe('constraints that protect money and identity', () => {
    it('refuses a negative balance', async () => {
      const error = await failure(db().query(`UPDATE customers SET balance_cents = balance_cents - 5001 WHERE id = 'c1'`));
      expect(sqlState(error)).to.equal(SQLSTATE.CHECK_VIOLATION);
      expect(isCheckViolation(error, 'customers_balance_cents_check')).to.equal(true);
    });

    const transfer = (id: string, key: string, amount = 2500, customer = 'c1', source = 'fs1') =>
      db().query(
        `INSERT INTO transfers (id, customer_id, funding_source_id, amount_cents, idempotency_key, request_hash)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, customer, source, amount, key, transferRequestHash({ fundingSourceId: source, amount })],
      );

    it('refuses a duplicate idempotency key for the same customer, not for another one', async () => {
      await transfer('t1', 'key-1');
      const error = await failure(transfer('t2', 'key-1'));
      expect(isUniqueViolation(error, 'transfers_customer_idempotency_key')).to.equal(true);
      await transfer('t3', 'key-1', 2500, 'c2', 'fs2');
    });

    it('refuses a zero or negative amount and a withdrawal to another customer’s account', async () => {
      expect(sqlState(await failure(transfer('t4', 'key-2', 0)))).to.equal(SQLSTATE.CHECK_VIOLATION);
      expect(sqlState(await failure(transfer('t5', 'key-3', -100)))).to.equal(SQLSTATE.CHECK_VIOLATION);
      expect(isForeignKeyViolation(await failure(transfer('t6', 'key-4', 2500, 'c1', 'fs2')))).to.equal(true);
    });

    it('allows one active account per funding type', async () => {
      const error = await failure(db().query(`INSERT INTO funding_sources (id, customer_id, funding_type, last4) VALUES ('fs3', 'c1', 'CHECKING', '5555')`));
      expect(isUniqueViolation(error, 'funding_sources_one_active_per_type_key')).to.equal(true);
      await db().query(`INSERT INTO funding_sources (id, customer_id, funding_type, last4) VALUES ('fs4', 'c1', 'SAVINGS', '5555')`);
    });

    it('keeps e-mails unique regardless of case', async () => {
      const customer = await failure(db().query(`INSERT INTO customers (id, first_name, email, referral_code) VALUES ('c9', 'X', 'ADA@Clipback.test', 'X1')`));
      expect(isUniqueViolation(customer, 'customers_email_key')).to.equal(true);
      await db().query(`INSERT INTO identity_accounts (id, email, password_hash) VALUES ('auth0|a', 'Sam@clipback.test', 'scrypt$x')`);
      const account = await failure(db().query(`INSERT INTO identity_accounts (id, email, password_hash) VALUES ('auth0|b', 'sam@CLIPBACK.test', 'scrypt$y')`));
      expect(isUniqueViolation(account, 'identity_accounts_email_key')).to.equal(true);
    });

    it('gives new customers numeric text ids from the sequence', async () => {
      const row = await db().one<{ id: string }>(`INSERT INTO customers (first_name, email, referral_code) VALUES ('New', 'n@clipback.test', 'N1') RETURNING id`);
      expect(row?.id).to.match(/^\d+$/);
      expect(Number(row?.id)).to.be.at.least(100_100);
    });

    it('checks launch ids: lid- plus 32 alphanumerics', async () => {
      const insert = (id: string) =>
        db().query(`INSERT INTO affiliate_launches (id, retailer_id, url, transaction_id) VALUES ($1, 1, 'https://shop.example/', $2)`, [id, `txn-${id}`]);
      await insert(`lid-${'a1'.repeat(16)}`);
      expect(sqlState(await failure(insert(`lid-${'a'.repeat(31)}`)))).to.equal(SQLSTATE.CHECK_VIOLATION);
    });
  });

  describe('passwords', function () {
    it('verifies the right password and rejects a wrong one', async () => {
      const stored = await hashPassword('clipback-demo');
      expect(stored).to.match(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(await verifyPassword('clipback-demo', stored)).to.equal(true);
      expect(await verifyPassword('clipback-dem0', stored)).to.equal(false);
      expect(await verifyPassword('', stored)).to.equal(false);
    });

    it('salts every hash, and treats unreadable hashes as a mismatch', async () => {
      const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
      expect(a).not.to.equal(b);
      for (const bad of ['', 'plain', 'scrypt$16384$8$1$$', 'bcrypt$1$2$3$4$5', 'scrypt$3$8$1$c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA==', 'scrypt$1073741824$8$1$c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA==']) {
        expect(await verifyPassword('same', bad), bad).to.equal(false);
      }
    });
  });
});
