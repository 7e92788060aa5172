import { expect } from 'chai';
import { openPglite } from '../../../../scripts/sandbox/db/pglite';
import { migrate } from '../../../../scripts/sandbox/db/migrate';
import type { SandboxDatabase } from '../../../../scripts/sandbox/db/database';
import {
  addIdentityAccount,
  createIdentityService,
  DatabaseIdentityAccounts,
  generateSigningKeys,
  WEB_CLIENT_ID,
  type IdentityService,
  type SigningKeys,
} from '../../../../scripts/sandbox/identity';
import type { SandboxService } from '../../../../scripts/sandbox/http/service';
import { createSandboxServer } from '../../../../scripts/sandbox/server';
import { close, listenOnFreePort } from '../../../support/listen';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeIdentityAccountsContract } from './support/identityAccountsContract';
import { CookieJarClient } from './support/cookieJarClient';
import {
  authorizationRequest,
  exchangeCode,
  openSignInPage,
  submitCredentials,
  tokenRequest,
  type IdentitySandbox,
} from './support/identitySandbox';

let database: SandboxDatabase | undefined;
/** One embedded database for this file (PGlite starts in a few seconds). */
async function sharedDatabase(): Promise<SandboxDatabase> {
  if (!database) {
    database = await openPglite();
    await migrate(database);
  }
  return database;
}

async function insertCustomer(db: SandboxDatabase, email: string): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO customers (first_name, email, referral_code) VALUES ('Test', $1, $2) RETURNING id`,
    [email, `REF${Math.abs(hashCode(email))}`],
  );
  return row?.id ?? '';
}

function hashCode(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return hash;
}

describe('sandbox identity on the sandbox database (PGlite)', () => {
  after(async () => {
    await database?.close();
    database = undefined;
  });

  describeIdentityAccountsContract('sandbox database (PGlite)', async () => {
    const db = await sharedDatabase();
    return { accounts: new DatabaseIdentityAccounts(db), customerId: await insertCustomer(db, 'contract@example.com') };
  });

  describe('sandbox identity provider on the sandbox database', () => {
    let db: SandboxDatabase;
    let keys: SigningKeys;
    let distDir: string;

    before(async function () {
      this.timeout(60_000);
      db = await sharedDatabase();
      keys = await generateSigningKeys();
      distDir = mkdtempSync(join(tmpdir(), 'clipback-identity-db-'));
      writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>app</title>');
    });
    after(() => rmSync(distDir, { recursive: true, force: true }));

    /** A sandbox on a fixed port so that a "restart" keeps the issuer. */
    async function startOn(port: number | 0): Promise<{ sandbox: IdentitySandbox; identity: IdentityService }> {
      const services: SandboxService[] = [];
      const server = createSandboxServer({ distDir, services });
      let base: string;
      if (port === 0) base = await listenOnFreePort(server);
      else {
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, '127.0.0.1', () => resolve());
        });
        base = `http://127.0.0.1:${port}`;
      }
      const accounts = new DatabaseIdentityAccounts(db);
      const identity = await createIdentityService({ issuerOrigin: base, appOrigin: base, accounts, keys, database: db });
      services.push(identity);
      const sandbox: IdentitySandbox = {
        base,
        distDir,
        identity,
        accounts,
        server,
        stop: () => close(server),
      };
      return { sandbox, identity };
    }

    it('stores accounts in identity_accounts with Auth0 ids and the shared password format', async () => {
      const accounts = new DatabaseIdentityAccounts(db);
      const account = await addIdentityAccount(accounts, { email: 'stored@example.com', password: 'stored-password' });
      const row = await db.one<{ id: string; password_hash: string }>(
        'SELECT id, password_hash FROM identity_accounts WHERE email = $1',
        ['stored@example.com'],
      );
      expect(row?.id).to.equal(`auth0|${account.id}`);
      expect(row?.password_hash).to.match(/^scrypt\$16384\$8\$1\$/);
    });

    it('keeps sign-ins across a restart: refresh tokens and the session survive', async function () {
      this.timeout(30_000);
      const accounts = new DatabaseIdentityAccounts(db);
      const customerId = await insertCustomer(db, 'restart@example.com');
      await addIdentityAccount(accounts, { email: 'restart@example.com', password: 'restart-password', customerId });

      const first = await startOn(0);
      const port = Number(new URL(first.sandbox.base).port);
      const client = new CookieJarClient(first.sandbox.base);
      const request = authorizationRequest(first.sandbox);
      const code = await submitCredentials(client, await openSignInPage(client, request), request, {
        email: 'restart@example.com',
        password: 'restart-password',
      });
      const { body } = await exchangeCode(first.sandbox, request, code);
      expect(body.refresh_token).to.be.a('string');
      await first.sandbox.stop();
      // Let fetch's connection pool notice that the old server's sockets are gone.
      await new Promise((resolve) => setTimeout(resolve, 100));

      const second = await startOn(port);
      try {
        const refreshed = await tokenRequest(second.sandbox, {
          grant_type: 'refresh_token',
          client_id: WEB_CLIENT_ID,
          refresh_token: body.refresh_token as string,
        });
        expect(refreshed.status, JSON.stringify(refreshed.body)).to.equal(200);
        expect((await second.identity.verifyAccessToken(refreshed.body.access_token as string)).customerId).to.equal(customerId);
        // The old access token is still good too: same keys.
        expect((await second.identity.verifyAccessToken(body.access_token as string)).customerId).to.equal(customerId);

        const silent = await client.get(authorizationRequest(second.sandbox, { prompt: 'none' }).url);
        expect(silent.status).to.equal(303);
        expect(new URL(silent.location ?? '').searchParams.get('code')).to.be.a('string');
      } finally {
        await second.sandbox.stop();
      }
    });
  });
});
