// Two sandbox instances on one database, in one process (issue 19 "Many instances"): what they must agree on
// lives in the database. Each instance gets its own view of the one database object, so its in-process
// caches (flags, key ring, list matching) are its own, as in two processes. PGlite by default; the
// PostgreSQL at DATABASE_URL (a throwaway schema) when it is set.
import { expect } from 'chai';
import { WEB_APP_TOKEN } from '../../../../domain/constants/app';
import { FLAG } from '../../../../domain/constants/flags';
import type { SandboxDatabase } from '../../../../scripts/sandbox/db';
import { KEY_ACTIVATION_DELAY_MS, rotateSigningKeys } from '../../../../scripts/sandbox/identity';
import { startSandbox, type RunningSandbox } from '../../../../scripts/sandbox/sandboxApp';
import { PASSWORD_RESETS_PER_ADDRESS } from '../../../../scripts/sandbox/services/account/passwordReset';
import { openTestDatabase, type TestDatabase } from '../db/support';
import { call } from '../platform/support';

const PUBLIC_ORIGIN = 'https://clipback.example';
const DEMO_EMAIL = 'demo@clipback.test';

/** Another handle on the same database: the instance's per-database caches start empty, as in another process. */
function ownView(db: SandboxDatabase): SandboxDatabase {
  return {
    engine: db.engine,
    location: db.location,
    query: (sql, params) => db.query(sql, params),
    one: (sql, params) => db.one(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: async () => undefined,
  };
}

const headerOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as { kid: string };

describe('sandbox: two instances on one database behind one public origin', function () {
  this.timeout(180_000);
  let database: TestDatabase;
  let a: RunningSandbox;
  let b: RunningSandbox;
  /** Both instances' clock: the real time moved by the test (key rotation). */
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);

  before(async () => {
    database = await openTestDatabase('two_instances', { seedWhenEmpty: true });
    const options = { distDir: '/nonexistent', publicOrigin: PUBLIC_ORIGIN, now };
    // Started together: the first start of a database must agree on one signing key.
    [a, b] = await Promise.all([
      startSandbox({ ...options, port: 0, db: ownView(database.db) }),
      startSandbox({ ...options, port: 0, db: ownView(database.db) }),
    ]);
  });
  after(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.dispose();
  });

  const customerOn = (instance: RunningSandbox, accessToken: string, customerId: string | null) =>
    call(instance.localOrigin, 'GET', `/api/main/v2/customers/${customerId}`, { headers: { authorization: `Bearer ${accessToken}` } });

  it('names the public origin, not the listening address, as issuer and in links', async () => {
    for (const instance of [a, b]) {
      expect(instance.origin).to.equal(PUBLIC_ORIGIN);
      expect(instance.localOrigin).to.match(/^http:\/\/localhost:\d+$/);
      const discovery = await call(instance.localOrigin, 'GET', '/identity/.well-known/openid-configuration');
      expect(discovery.body.issuer).to.equal(`${PUBLIC_ORIGIN}/identity/`);
      expect(discovery.body.authorization_endpoint).to.equal(`${PUBLIC_ORIGIN}/identity/authorize`);
    }
    const { accessToken, customerId } = await a.identity.issueTestToken(DEMO_EMAIL);
    const customer = await customerOn(b, accessToken, customerId);
    expect(customer.status).to.equal(200);
    expect(customer.body.referralLink).to.match(new RegExp(`^${PUBLIC_ORIGIN}/register\\?`));
  });

  it('publishes the same key set on both, and a token issued by one is accepted by the other', async () => {
    const jwksA = await call(a.localOrigin, 'GET', '/identity/.well-known/jwks.json');
    const jwksB = await call(b.localOrigin, 'GET', '/identity/.well-known/jwks.json');
    expect(jwksA.body.keys).to.have.length(1);
    expect(jwksB.body).to.deep.equal(jwksA.body);

    const fromA = await a.identity.issueTestToken(DEMO_EMAIL);
    expect((await customerOn(b, fromA.accessToken, fromA.customerId)).status).to.equal(200);
    const fromB = await b.identity.issueTestToken(DEMO_EMAIL);
    expect((await customerOn(a, fromB.accessToken, fromB.customerId)).status).to.equal(200);
    expect(headerOf(fromA.accessToken).kid).to.equal(headerOf(fromB.accessToken).kid);
  });

  it('rotates keys with an overlap: old tokens still verify on both, new tokens use the new key on both', async () => {
    const old = await a.identity.issueTestToken(DEMO_EMAIL);
    const rotation = await rotateSigningKeys(database.db, { now: now() });

    // Until every instance has re-read the table the old key keeps signing; the new key is published first.
    offsetMs += KEY_ACTIVATION_DELAY_MS / 2;
    const published = await call(b.localOrigin, 'GET', '/identity/.well-known/jwks.json');
    expect(published.body.keys.map((key: { kid: string }) => key.kid)).to.include.members([rotation.kid, headerOf(old.accessToken).kid]);
    expect(headerOf((await b.identity.issueTestToken(DEMO_EMAIL)).accessToken).kid).to.equal(headerOf(old.accessToken).kid);

    offsetMs += KEY_ACTIVATION_DELAY_MS;
    for (const [issuer, verifier] of [
      [a, b],
      [b, a],
    ] as const) {
      const fresh = await issuer.identity.issueTestToken(DEMO_EMAIL);
      expect(headerOf(fresh.accessToken).kid).to.equal(rotation.kid);
      expect((await customerOn(verifier, fresh.accessToken, fresh.customerId)).status).to.equal(200);
      expect((await customerOn(verifier, old.accessToken, old.customerId)).status, 'the old key verifies during the overlap').to.equal(200);
    }
    const jwksA = await call(a.localOrigin, 'GET', '/identity/.well-known/jwks.json');
    const jwksB = await call(b.localOrigin, 'GET', '/identity/.well-known/jwks.json');
    expect(jwksA.body.keys[0].kid).to.equal(rotation.kid);
    expect(jwksB.body).to.deep.equal(jwksA.body);
  });

  it('shows a flag changed through one instance on the other at its next call', async () => {
    const maintenanceOn = async (instance: RunningSandbox) =>
      (await call(instance.localOrigin, 'POST', '/api/flags/evaluations', { body: { keys: [FLAG.MAINTENANCE], context: { platform: 'web_v2' } } })).body.flags[
        FLAG.MAINTENANCE
      ];
    expect(await maintenanceOn(b)).to.equal(false);
    try {
      expect((await call(a.localOrigin, 'PUT', '/sandbox/flags', { body: { flags: { [FLAG.MAINTENANCE]: true } } })).status).to.equal(200);
      expect(await maintenanceOn(b)).to.equal(true);
    } finally {
      await call(a.localOrigin, 'PUT', '/sandbox/flags', { body: { flags: { [FLAG.MAINTENANCE]: false } } });
    }
    expect(await maintenanceOn(b)).to.equal(false);
  });

  it('counts a rate limit window across both instances', async () => {
    const requestReset = (instance: RunningSandbox) =>
      fetch(`${instance.localOrigin}/api/main/web_v1/password_resets.json`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', 'x-app-token': WEB_APP_TOKEN },
        body: JSON.stringify({ email: 'shared-window@example.com' }),
      });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => requestReset(index % 2 === 0 ? a : b)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 202)).to.have.length(PASSWORD_RESETS_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).to.have.length(10 - PASSWORD_RESETS_PER_ADDRESS);
  });
});
