import { startSandboxHarness, type SandboxHarness } from '../../sandbox/support/sandbox';

let started: Promise<SandboxHarness> | null = null;

/**
 * One sandbox for every adapter suite of a mocha run (starting one costs seconds): the first suite that asks
 * starts it, and it closes after the run's last test. Suites share its data: each leaves what it changes as
 * it found it, or changes only what no other suite reads.
 */
export function adaptersSandbox(): Promise<SandboxHarness> {
  started ??= startSandboxHarness();
  return started;
}

// Registered at load time, so on the root suite: it runs once, after every suite of the run.
after(async () => {
  await started?.then((harness) => harness.close(), () => undefined);
});
