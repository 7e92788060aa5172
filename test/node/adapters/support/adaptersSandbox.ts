import { startSandboxHarness, type SandboxHarness } from '../../sandbox/support/sandbox';

let started: Promise<SandboxHarness> | null = null;
/** Suites registered to use the shared sandbox that have not finished yet (all register while mocha loads files). */
let users = 0;

/**
 * One sandbox for every adapter suite of a mocha run, since starting one costs seconds. Call it in a describe
 * body: its `before` starts the sandbox (or joins the one started), and the `after` of the last registered
 * suite closes it, so it is not held through the rest of the run. Suites share its data: each leaves what it
 * changes as it found it, or changes only what no other suite reads. Answers a reader for the harness.
 */
export function useAdaptersSandbox(): () => SandboxHarness {
  users += 1;
  let harness: SandboxHarness | null = null;
  before(async function () {
    this.timeout(60_000);
    started ??= startSandboxHarness();
    harness = await started;
  });
  after(async () => {
    users -= 1;
    if (users > 0 || !started) return;
    const closing = started;
    started = null;
    await closing.then((running) => running.close(), () => undefined);
  });
  return () => {
    if (!harness) throw new Error('the adapters sandbox is read before its suite started');
    return harness;
  };
}
