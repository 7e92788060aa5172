// Two sandbox instances on one PostgreSQL behind nginx, on one origin, each serving its own build of this
// commit (built in its own folder): they serve one app, so a browser whose every request goes round robin signs
// in and installs the service worker; a sign-in made on one works on the other, money stays exact when both take withdrawals, a flag change on one reaches the other, and killing
// one mid-traffic of withdrawals and unlocks, then restarting it, loses no write it acknowledged and leaves
// none half-applied (restart durability on PostgreSQL; the PGlite half is test/node/sandbox/durability).
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { FLAG } from '../../domain/constants/flags';
import { DEMO_CUSTOMERS } from '../../scripts/sandbox/seed/fixtures';
import { GraphqlError } from '../../sdk/src';
import { ACCOUNT_COPY } from '../../ui/pages/account/copy';
import { call } from '../node/sandbox/platform/support';
import { restartViolations, unlockableOffers, unlockBody, type QueryRows, type UnlockableOffer } from '../support/restartInvariants';
import { clusterInfo, skipReason, type InstanceName } from './support/clusterInfo';
import { fundedCustomer, pinnedTo, sql, type FundedCustomer } from './support/customers';
import { restartInstance } from './support/instances';
import { INSTANCE_HEADER } from './support/nginx';
import { controlledByServiceWorker } from '../e2e/support/serviceWorker';
import { signInAsDemo } from '../e2e/support/signIn';

test.skip(!!skipReason(), skipReason());

const cluster = () => clusterInfo();
const instanceNamed = (name: InstanceName) => {
  const instance = cluster().instances.find((candidate) => candidate.name === name);
  if (!instance) throw new Error(`no instance ${name}`);
  return instance;
};
const portOf = (name: InstanceName) => instanceNamed(name).port;
/** The port nginx says answered (its X-Upstream header: 127.0.0.1:PORT). */
const answeredBy = (headers: Headers | Record<string, string>) => {
  const value = headers instanceof Headers ? headers.get('x-upstream') : headers['x-upstream'];
  return Number(value?.split(':').pop());
};

/** A withdrawal's outcome as a caller sees it: paid (with its transfer id) or refused (with the reason). */
type Outcome = { paid: string } | { refused: string };

async function withdraw({ customer, fundingSourceId }: FundedCustomer, amount: number, idempotencyKey: string, instance?: InstanceName): Promise<Outcome> {
  try {
    const { executeTransferOut } = await customer.sdk.payments.executeTransferOut(
      { customerId: customer.customerId, fundingSourceId, amount, sessionId: 'multi-session', idempotencyKey },
      pinnedTo(instance),
    );
    return { paid: executeTransferOut.transferId };
  } catch (error) {
    if (error instanceof GraphqlError) return { refused: String(error.errors[0]?.extensions?.reason ?? error.code) };
    return { refused: `${(error as Error).name}: ${(error as Error).message}` };
  }
}

async function transfersOf(customerId: string) {
  return sql<{ id: string; idempotency_key: string; amount_cents: number }>(
    cluster().databaseUrl,
    'SELECT id, idempotency_key, amount_cents FROM transfers WHERE customer_id = $1',
    [customerId],
  );
}

async function balanceThrough(funded: FundedCustomer, instance: InstanceName): Promise<number | null | undefined> {
  const { getFundingSources } = await funded.customer.sdk.payments.getFundingSources({ customerId: funded.customer.customerId }, pinnedTo(instance));
  return getFundingSources[0]?.customerBalance;
}

test('nginx splits calls over both instances, and a header pins a call to one', async () => {
  const { origin } = cluster();
  const roundRobin = await Promise.all(Array.from({ length: 6 }, () => fetch(`${origin}/healthz`)));
  expect(roundRobin.map((response) => response.status)).toEqual(Array(6).fill(200));
  expect(new Set(roundRobin.map((response) => answeredBy(response.headers)))).toEqual(new Set([portOf('a'), portOf('b')]));
  for (const name of ['a', 'b'] as const) {
    const pinned = await fetch(`${origin}/healthz`, { headers: { [INSTANCE_HEADER]: name } });
    expect(answeredBy(pinned.headers)).toBe(portOf(name));
  }
});

test('instances built in their own folders serve one app: with every request round robin, a browser signs in and the service worker installs', async ({ page, context }) => {
  const { origin } = cluster();
  expect(instanceNamed('a').root).not.toBe(instanceNamed('b').root);
  const pages = await Promise.all((['a', 'b'] as const).map(async (name) => (await fetch(`${origin}/login`, { headers: { [INSTANCE_HEADER]: name } })).text()));
  expect(pages[1], 'the page names the same files on both').toBe(pages[0]);

  // The context sees the service worker's precache requests too, not only the page's.
  const appFiles: { path: string; status: number; port: number }[] = [];
  context.on('response', async (response) => {
    const { origin: from, pathname } = new URL(response.url());
    if (from === origin && !pathname.startsWith('/api/')) appFiles.push({ path: pathname, status: response.status(), port: answeredBy(await response.allHeaders()) });
  });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  await signInAsDemo(page, '/account', { origin });
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNT_COPY.TITLE })).toBeVisible();
  // The worker installs only when every file of its precache list answered, from whichever instance.
  await controlledByServiceWorker(page);

  expect(appFiles.filter(({ status }) => status >= 400)).toEqual([]);
  const assets = appFiles.filter(({ path }) => path.startsWith('/assets/'));
  expect(new Set(assets.map(({ port }) => port)), 'assets came from both instances').toEqual(new Set([portOf('a'), portOf('b')]));
  expect(problems).toEqual([]);
});

/** Every call under /api/ goes to instance `api`, everything else (the app, the identity provider) to `identity`. */
async function splitTraffic(page: Page, identity: InstanceName, api: InstanceName): Promise<void> {
  await page.route('**/*', (route) => {
    const { pathname } = new URL(route.request().url());
    return route.continue({ headers: { ...route.request().headers(), [INSTANCE_HEADER]: pathname.startsWith('/api/') ? api : identity } });
  });
}

test.describe('pinned traffic', () => {
  // The service worker's own fetches (it takes navigations over once active) bypass page.route, so they would
  // not carry the instance header this test pins each request with.
  test.use({ serviceWorkers: 'block' });

  test('a browser signs in on instance a while its API calls land on instance b', async ({ page }) => {
    const { origin } = cluster();
    await splitTraffic(page, 'a', 'b');
    const apiAnswers: { path: string; status: number; port: number }[] = [];
    const identityPorts = new Set<number>();
    page.on('response', async (response) => {
      const { pathname } = new URL(response.url());
      const port = answeredBy(await response.allHeaders());
      if (pathname.startsWith('/api/')) apiAnswers.push({ path: pathname, status: response.status(), port });
      else if (/^\/(identity|authorize|oauth)\b/.test(pathname)) identityPorts.add(port);
    });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    await signInAsDemo(page, '/account', { origin });
    await expect(page.getByRole('heading', { level: 1, name: ACCOUNT_COPY.TITLE })).toBeVisible();
    await expect(page.getByText(DEMO_CUSTOMERS.DEMO.email)).toBeVisible();
    // The header's balance comes from a signed-in API call, verified by the other instance.
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('button')).toContainText(/\$\d+\.\d{2}/);

    expect([...identityPorts]).toEqual([portOf('a')]);
    expect(apiAnswers.length).toBeGreaterThan(0);
    expect(apiAnswers.filter((answer) => answer.port !== portOf('b'))).toEqual([]);
    expect(apiAnswers.filter((answer) => answer.status >= 400)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test('a flag changed through instance a is seen by instance b on its very next call', async () => {
  const { origin } = cluster();
  const popularSortOn = async (instance: InstanceName) => {
    const answer = await call(origin, 'POST', '/api/flags/evaluations', {
      body: { keys: [FLAG.POPULAR_SORT], context: { platform: 'web_v2' } },
      headers: { [INSTANCE_HEADER]: instance },
    });
    expect(answer.status).toBe(200);
    return answer.body.flags[FLAG.POPULAR_SORT] as boolean;
  };
  const setOn = async (value: boolean) => {
    const answer = await call(origin, 'PUT', '/sandbox/flags', { body: { flags: { [FLAG.POPULAR_SORT]: value } }, headers: { [INSTANCE_HEADER]: 'a' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  const before = await popularSortOn('b'); // b has the current value cached now
  try {
    await setOn(!before);
    // b read the old value into its cache just before; the shared revision tells it the table moved.
    expect(await popularSortOn('b')).toBe(!before);
    expect(await popularSortOn('a')).toBe(!before);
  } finally {
    await setOn(before);
  }
});

test('50 concurrent withdrawals split over both instances keep the balance exact, each key paid once', async () => {
  const keys = 25;
  const amount = 3_000;
  const start = 60_000; // room for 20 of the 25 keys
  const funded = await fundedCustomer(cluster(), start, 'a');
  const requests = Array.from({ length: keys }, () => randomUUID()).flatMap((key) =>
    (['a', 'b'] as const).map((instance) => ({ key, instance })),
  );
  const outcomes = await Promise.all(requests.map(async ({ key, instance }) => ({ key, instance, outcome: await withdraw(funded, amount, key, instance) })));

  const refusals = outcomes.flatMap(({ outcome }) => ('refused' in outcome ? [outcome.refused] : []));
  expect(new Set(refusals)).toEqual(new Set(refusals.length ? ['INSUFFICIENT_BALANCE'] : []));
  const paidByKey = new Map<string, Set<string>>();
  for (const { key, outcome } of outcomes) if ('paid' in outcome) paidByKey.set(key, (paidByKey.get(key) ?? new Set()).add(outcome.paid));
  for (const [key, ids] of paidByKey) expect(ids.size, `key ${key} answered several transfers`).toBe(1);
  expect(paidByKey.size).toBe(start / amount);
  expect(new Set(outcomes.filter(({ outcome }) => 'paid' in outcome).map(({ instance }) => instance))).toEqual(new Set(['a', 'b']));

  const transfers = await transfersOf(funded.customer.customerId);
  expect(transfers).toHaveLength(start / amount);
  expect(new Set(transfers.map((transfer) => transfer.idempotency_key)).size).toBe(transfers.length);
  expect(new Set(transfers.map((transfer) => transfer.id))).toEqual(new Set([...paidByKey.values()].flatMap((ids) => [...ids])));
  expect(await balanceThrough(funded, 'a')).toBe(0);
  expect(await balanceThrough(funded, 'b')).toBe(0);
  console.log(`[multi] withdrawals: ${requests.length} requests, ${paidByKey.size} keys paid, ${refusals.length} refused (INSUFFICIENT_BALANCE)`);
});

type Job = { kind: 'withdrawal'; key: string } | { kind: 'unlock'; offer: UnlockableOffer };

/** The withdrawals and unlocks spread evenly over one sequence, so both are in flight at any moment. */
function interleaved(keys: string[], offers: UnlockableOffer[]): Job[] {
  const at = <T,>(items: T[], index: number) => (index + 0.5) / items.length;
  return [
    ...keys.map((key, index) => ({ at: at(keys, index), job: { kind: 'withdrawal', key } as const })),
    ...offers.map((offer, index) => ({ at: at(offers, index), job: { kind: 'unlock', offer } as const })),
  ]
    .sort((x, y) => x.at - y.at)
    .map(({ job }) => job);
}

/** Unlocks an offer (round robin); answers the port that answered it, or null when it failed. */
async function unlock({ customer }: FundedCustomer, offer: UnlockableOffer): Promise<number | null> {
  try {
    const { response } = await customer.sdk.main.PUT('/v2/customers/{customerId}/offers/{offerId}.json', {
      params: { path: { customerId: customer.customerId, offerId: offer.offerId } },
      body: unlockBody(offer),
    });
    return answeredBy(response.headers);
  } catch {
    return null;
  }
}

test('SIGKILL of instance b mid-traffic of withdrawals and unlocks, then its restart: nothing acknowledged lost, nothing half-applied', async () => {
  const amount = 2_000;
  const start = 1_000_000;
  const concurrency = 8;
  const killAfter = 24;
  const { databaseUrl, origin } = cluster();
  const query: QueryRows = (text, params) => sql(databaseUrl, text, params);
  const funded = await fundedCustomer(cluster(), start, 'a');
  const offers = await unlockableOffers(query, 24);
  expect(offers).toHaveLength(24);
  const keys = Array.from({ length: 80 }, () => randomUUID());
  const b = cluster().instances.find((instance) => instance.name === 'b');
  if (!b) throw new Error('no instance b');

  const acknowledged = new Map<string, string>();
  const unlocked = new Set<number>();
  const unlockPorts = new Set<number>();
  const failures: string[] = [];
  const jobs = interleaved(keys, offers);
  let answered = 0;
  let atKill = { withdrawals: 0, unlocks: 0 };
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      if (job.kind === 'withdrawal') {
        const outcome = await withdraw(funded, amount, job.key); // round robin: half go to b until it dies
        if ('paid' in outcome) acknowledged.set(job.key, outcome.paid);
        else failures.push(outcome.refused);
      } else {
        const port = await unlock(funded, job.offer);
        if (port === null) {
          failures.push('an unlock');
        } else {
          unlocked.add(job.offer.offerId);
          unlockPorts.add(port);
        }
      }
      if (++answered === killAfter) {
        process.kill(b.pid, 'SIGKILL');
        atKill = { withdrawals: acknowledged.size, unlocks: unlocked.size };
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  // Both kinds were acknowledged on both sides of the kill, and unlocks by both instances.
  expect(atKill.withdrawals).toBeGreaterThan(0);
  expect(atKill.unlocks).toBeGreaterThan(0);
  expect(acknowledged.size).toBeGreaterThan(atKill.withdrawals);
  expect(unlocked.size).toBeGreaterThan(atKill.unlocks);
  expect(unlockPorts).toEqual(new Set([portOf('a'), portOf('b')]));

  // b comes back on the same port and database, as a supervisor would restart it.
  const restarted = await restartInstance({ name: 'b', port: b.port, repoRoot: b.root, databaseUrl, publicOrigin: origin }, b.pid);
  try {
    // The shopper retries every key, half through each instance: an acknowledged one answers its transfer,
    // any other is paid now, or replays the write that committed while its answer died with b.
    const replays = await Promise.all(keys.map((key, index) => withdraw(funded, amount, key, index % 2 ? 'a' : 'b')));
    expect(replays.filter((outcome) => !('paid' in outcome))).toEqual([]);
    for (const [index, key] of keys.entries()) {
      const before = acknowledged.get(key);
      if (before) expect(replays[index], `replay of acknowledged key ${key}`).toEqual({ paid: before });
    }

    const violations = await restartViolations(query, {
      customerId: funded.customer.customerId,
      withdrawals: { initialBalanceCents: start, fundingSourceId: funded.fundingSourceId, amountCents: amount, keys, acknowledged },
      unlocks: { sent: offers, acknowledged: unlocked },
    });
    expect(violations).toEqual([]);
    expect(await balanceThrough(funded, 'b')).toBe(start - amount * keys.length);
  } finally {
    await restarted.stop();
  }
  console.log(
    `[multi] kill: ${keys.length} withdrawals and ${offers.length} unlocks, SIGKILL of b after ${killAfter} answers ` +
      `(${atKill.withdrawals} paid, ${atKill.unlocks} unlocked by then); ${acknowledged.size} paid and ${unlocked.size} unlocked in all, ` +
      `${failures.length} failed (${[...new Set(failures)].join('; ') || 'none'}); b restarted, every key retried`,
  );
});
