import { builtBefore } from '../support/builtBefore';

/**
 * One adapter's run of a port's contract: `setup` builds the subject once, before the tests, which get it as
 * their argument. Every contract is written this way, so the twin and the SDK adapter answer the same tests.
 */
export function describeContract<Subject extends object>(title: string, setup: () => Promise<Subject>, tests: (subject: Subject) => void): void {
  describe(title, function () {
    this.timeout(30_000);
    tests(builtBefore(setup));
  });
}

/** The two callers every contract runs a port as. */
export interface PortCallers<Port> {
  /** No token: a visitor. */
  visitor: Port;
  /** Signed in; each subject says as whom in its own doc comment. */
  customer: Port;
}
