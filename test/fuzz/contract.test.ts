import { expect } from 'chai';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadRestContract } from '../../scripts/sandbox/api/contract';
import { DEMO_CUSTOMERS } from '../../scripts/sandbox/seed/fixtures';
import { GRAPHQL_SERVICES } from '../../sdk/src/services';
import { DEMO_EMAIL, startSandboxHarness, type SandboxHarness } from '../node/sandbox/support/sandbox';
import { customerState } from './support/customerState';
import type { FuzzCustomers, FuzzRequest } from './support/fuzzRequest';
import { graphqlRequests, graphqlTargets, type GraphqlEndpoint } from './support/graphqlRequests';
import { restRequests, restTargets } from './support/restRequests';
import { createRng, fuzzSeed, type Rng } from './support/rng';
import { HANG_MS, percentile, runRequests, type FuzzOutcome } from './support/runRequests';

const OPENAPI_DIR = join(import.meta.dirname, '../../openapi');
/** Requests in flight at once: the issue's bounded load. */
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY) || 50;
/** Per operation or field: valid samples, and mutations of them (every kind in turn). */
const SAMPLES = { validCount: 4, mutantCount: 20 };
const MIN_REQUESTS = 2_000;
/** The run's figures and every finding in full, for the closing note and for triage. */
const REPORT_FILE = join(import.meta.dirname, '../../test-results/fuzz.json');

const seed = fuzzSeed();
const restServices = await loadRestContract(OPENAPI_DIR);
const graphqlEndpoints: GraphqlEndpoint[] = Object.entries(GRAPHQL_SERVICES).map(([service, { document, basePath }]) => ({
  service,
  basePath,
  sdl: readFileSync(join(OPENAPI_DIR, 'graphql', `${document}.graphql`), 'utf8'),
}));
const targets = [...restTargets(restServices).map(({ target }) => target), ...graphqlTargets(graphqlEndpoints).map(({ target }) => target)];

function shuffled<T>(items: T[], rng: Rng): T[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = rng.int(0, index);
    [items[index], items[other]] = [items[other] as T, items[index] as T];
  }
  return items;
}

const describeRequest = ({ index, request, status, problem }: FuzzOutcome) =>
  `#${index} ${request.kind} ${request.method} ${request.url.slice(0, 200)} ${request.body ? `body ${request.body.slice(0, 300)}` : ''}\n    → ${status ?? 'no answer'}: ${problem}`;

/**
 * Hostile traffic derived from the contract (openapi/*.yaml, openapi/graphql/*.graphql) against a real
 * sandbox, signed in as the demo customer and aiming at a second customer's ids: no 5xx, no hang, no
 * answer outside the contract, and the second customer's state exactly as before. The seed is printed;
 * FUZZ_SEED=<seed> replays the same requests.
 */
describe(`fuzz: the contract under hostile traffic (seed ${seed})`, function () {
  this.timeout(180_000);
  let harness: SandboxHarness;
  let outcomes: FuzzOutcome[] = [];
  let victimBefore: Record<string, string[]> = {};
  let victimAfter: Record<string, string[]> = {};

  before(async () => {
    console.log(`  fuzz seed ${seed}: FUZZ_SEED=${seed} npm run test:fuzz reproduces this run`);
    harness = await startSandboxHarness();
    const customers: FuzzCustomers = {
      attacker: await harness.tokenFor(DEMO_EMAIL),
      victim: await harness.tokenFor(DEMO_CUSTOMERS.FRIEND.email),
    };
    victimBefore = await customerState(harness.sandbox.db, customers.victim.customerId);
    const rng = createRng(seed);
    const requests: FuzzRequest[] = shuffled(
      [...restRequests(restServices, customers, rng, SAMPLES), ...graphqlRequests(graphqlEndpoints, customers, rng, SAMPLES)],
      rng,
    );
    // One request of each kind per target first, one at a time: the sandbox compiles each operation's
    // validators (request and every answer) on first use, so a start does not pay for all ~380; the load
    // below then measures a warm server.
    const firstOfEachKind = new Map<string, FuzzRequest>();
    for (const request of requests) if (!firstOfEachKind.has(`${request.target} ${request.kind}`)) firstOfEachKind.set(`${request.target} ${request.kind}`, request);
    const warmUp = [...firstOfEachKind.values()];
    const warmUpOutcomes = await runRequests(harness.origin, warmUp, 1);
    // The sandbox runs in this process: a long event-loop stall is a request blocking every other one.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const started = performance.now();
    const load = await runRequests(harness.origin, requests, CONCURRENCY);
    const seconds = (performance.now() - started) / 1000;
    loopDelay.disable();
    outcomes = [...warmUpOutcomes, ...load];
    victimAfter = await customerState(harness.sandbox.db, customers.victim.customerId);
    const latencies = load.map(({ ms }) => ms);
    const figures = {
      seed,
      warmUpRequests: warmUp.length,
      requests: load.length,
      concurrency: CONCURRENCY,
      seconds: Number(seconds.toFixed(1)),
      '5xx': outcomes.filter(({ status }) => status !== null && status >= 500).length,
      hangs: outcomes.filter(({ problem }) => problem?.startsWith('hang')).length,
      outsideContract: outcomes.filter(({ problem }) => problem?.startsWith('outside')).length,
      p50Ms: Math.round(percentile(latencies, 0.5)),
      p95Ms: Math.round(percentile(latencies, 0.95)),
      maxMs: Math.round(Math.max(...latencies)),
      maxEventLoopStallMs: Math.round(loopDelay.max / 1e6),
    };
    console.log(`  fuzz figures ${JSON.stringify(figures)}`);
    const findings = outcomes
      .filter(({ problem, ms }) => problem || ms > 500)
      .map(({ index, request, status, ms, problem }) => ({ index, target: request.target, kind: request.kind, method: request.method, url: request.url, body: request.body?.slice(0, 2_000), status, ms: Math.round(ms), problem }));
    mkdirSync(join(REPORT_FILE, '..'), { recursive: true });
    writeFileSync(REPORT_FILE, JSON.stringify({ figures, findings }, null, 1));
  });
  after(() => harness?.close());

  it(`sends at least ${MIN_REQUESTS} requests, ${CONCURRENCY} at a time, each answered within ${HANG_MS} ms`, () => {
    expect(outcomes.length).to.be.at.least(MIN_REQUESTS + targets.length);
    const hung = outcomes.filter(({ status }) => status === null);
    expect(hung.map(describeRequest), 'hangs').to.deep.equal([]);
  });

  for (const target of targets) {
    it(`${target}: no 5xx, no hang, every answer inside the contract`, () => {
      const mine = outcomes.filter(({ request }) => request.target === target);
      expect(mine.length, 'requests sent').to.be.greaterThan(0);
      const findings = mine.filter(({ problem }) => problem !== null);
      expect(findings.slice(0, 5).map(describeRequest), `${findings.length} of ${mine.length} requests`).to.deep.equal([]);
    });
  }

  it("leaves the other customer's state (balance, favourites, unlocks, earnings, settings…) exactly as it was", () => {
    expect(Object.keys(victimBefore)).to.include.members(['customers', 'favorite_retailers', 'unlocked_offers']);
    expect(victimAfter).to.deep.equal(victimBefore);
  });
});
