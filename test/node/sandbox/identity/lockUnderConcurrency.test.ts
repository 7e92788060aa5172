// The account lock (001 §4) under a burst of parallel guesses: once the limit of wrong passwords is reached
// nothing signs in, and every guess past it is answered "locked" (issue 12, finding 3).
import { expect } from 'chai';
import { ApiError } from '../../../../sdk/src';
import { MAX_FAILED_ATTEMPTS, type IdentityAccounts } from '../../../../scripts/sandbox/identity';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../../../../scripts/sandbox/seed/fixtures';
import { type SandboxHarness } from '../support/sandbox';
import { CookieJarClient } from './support/cookieJarClient';
import {
  ANN,
  authorizationRequest,
  openSignInPage,
  startIdentitySandbox,
  type IdentityEndpoint,
  type IdentitySandbox,
} from './support/identitySandbox';
import { useSharedSandbox } from '../../../support/sharedSandbox';

const BURST = 30;
/** The right password's place in the burst (1-based), well past the limit. */
const RIGHT_AT = 25;
const RUNS = 4;

/** Statuses of BURST parallel sign-in posts on one interaction, the right password at RIGHT_AT. */
async function signInBurst(endpoint: IdentityEndpoint, credentials: { email: string; password: string }): Promise<number[]> {
  const client = new CookieJarClient(endpoint.base);
  const interactionPath = await openSignInPage(client, authorizationRequest(endpoint));
  const posts = Array.from({ length: BURST }, (_, index) =>
    client.postForm(`${interactionPath}/login`, {
      email: credentials.email,
      password: index + 1 === RIGHT_AT ? credentials.password : `wrong-guess-${index}`,
    }),
  );
  return (await Promise.all(posts)).map((response) => response.status);
}

function tally(statuses: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

async function unlock(accounts: IdentityAccounts, email: string): Promise<void> {
  const account = await accounts.findByEmail(email);
  if (account) await accounts.resetFailedAttempts(account.id);
}

function expectLockHeld(statuses: number[]): void {
  // 303 would be a completed sign-in; the guesses that were checked are the ones before the lock.
  expect(tally(statuses), JSON.stringify(statuses)).to.deep.equal({
    401: MAX_FAILED_ATTEMPTS - 1,
    423: BURST - (MAX_FAILED_ATTEMPTS - 1),
  });
}

describe('sandbox identity provider: the account lock under parallel guessing', function () {
  this.timeout(60_000);

  describe('in-memory accounts', () => {
    let sandbox: IdentitySandbox;
    before(async () => {
      sandbox = await startIdentitySandbox();
    });
    after(() => sandbox.stop());

    it(`${BURST} parallel sign-ins, the right password at ${RIGHT_AT}: none signs in, all past the limit say locked (${RUNS} runs)`, async () => {
      for (let run = 1; run <= RUNS; run += 1) {
        expectLockHeld(await signInBurst(sandbox, ANN));
        await unlock(sandbox.accounts, ANN.email);
      }
    });
  });

  describe('database accounts (the whole sandbox)', () => {
    let endpoint: IdentityEndpoint;
    const harness = useSharedSandbox();
    before(async () => {
      endpoint = { base: harness.origin, identity: harness.sandbox.identity };
    });

    it(`${BURST} parallel sign-ins, the right password at ${RIGHT_AT}: none signs in, all past the limit say locked (${RUNS} runs)`, async () => {
      const credentials = { email: DEMO_CUSTOMERS.FRIEND.email, password: DEMO_PASSWORD };
      for (let run = 1; run <= RUNS; run += 1) {
        expectLockHeld(await signInBurst(endpoint, credentials));
        await unlock(harness.sandbox.identity.accounts, credentials.email);
      }
    });

    it(`${BURST} parallel profile saves with a password, the right one at ${RIGHT_AT}: none saves, all past the limit say locked`, async () => {
      const { NEW } = DEMO_CUSTOMERS;
      const sdk = await harness.sdkFor(NEW.email);
      const saves = Array.from({ length: BURST }, (_, index) =>
        sdk.main
          .PUT('/v2/customers/{id}/profile.json', {
            params: { path: { id: NEW.id } },
            body: { zip: '80011', password: index + 1 === RIGHT_AT ? DEMO_PASSWORD : `wrong-guess-${index}` },
          })
          .then(
            () => 200,
            (error: unknown) => {
              if (!(error instanceof ApiError)) throw error;
              return error.code === 'ACCOUNT_LOCKED' ? 423 : error.status;
            },
          ),
      );
      const statuses = await Promise.all(saves);
      // 400 is "Incorrect password.", 423 here stands for 403 ACCOUNT_LOCKED.
      expect(tally(statuses), JSON.stringify(statuses)).to.deep.equal({
        400: MAX_FAILED_ATTEMPTS - 1,
        423: BURST - (MAX_FAILED_ATTEMPTS - 1),
      });
    });
  });
});
