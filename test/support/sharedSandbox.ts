// The one signed-in sandbox of a mocha process, for node tests that need a whole sandbox.
import { startSandboxHarness, type SandboxHarness } from '../node/sandbox/support/sandbox';
import { createCustomer, type NewCustomerOptions, type TestCustomer } from '../node/sandbox/payments/support';

export interface SharedSandbox extends SandboxHarness {
  /** A new customer (with an identity account) and an SDK signed in as them: a test's own data, shared with no one. */
  freshCustomer(options?: NewCustomerOptions): Promise<TestCustomer>;
}

let started: Promise<SharedSandbox> | null = null;
/** Suites registered in this process that have not finished yet (a serial run registers every suite before any runs). */
let users = 0;
/** A `mocha --parallel` worker runs file after file and is ended by mocha: its sandbox lives until then. */
const inParallelWorker = process.env.MOCHA_WORKER_ID !== undefined;

async function startShared(): Promise<SharedSandbox> {
  const harness = await startSandboxHarness();
  return Object.assign(harness, { freshCustomer: (options?: NewCustomerOptions) => createCustomer(harness, options) });
}

/**
 * Joins the process's sandbox (starting it costs ~4 s, so it starts once, on first use): call it in a describe
 * body, `const harness = useSharedSandbox();`, and use the harness in hooks and tests (reading it earlier throws).
 * Suites share its data: a suite changes only what it made itself (`freshCustomer`) or puts back what it
 * changed. A suite that needs its own options (environment, clock, built app) or changes the seeded demo
 * accounts starts its own with `startSandboxHarness`.
 */
export function useSharedSandbox(): SharedSandbox {
  users += 1;
  let harness: SharedSandbox | null = null;
  before(async function () {
    this.timeout(120_000);
    started ??= startShared();
    harness = await started;
  });
  after(async () => {
    users -= 1;
    if (users > 0 || inParallelWorker || !started) return;
    const closing = started;
    started = null;
    await closing.then((running) => running.close(), () => undefined);
  });
  return new Proxy({} as SharedSandbox, {
    get(_, key) {
      if (!harness) throw new Error('the shared sandbox is read before its suite started');
      return Reflect.get(harness, key);
    },
  });
}
