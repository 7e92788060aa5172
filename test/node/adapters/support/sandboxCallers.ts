import type { ClipbackSdk } from '../../../../sdk/src';
import { DEMO_EMAIL, type SandboxHarness } from '../../sandbox/support/sandbox';

/**
 * A port's callers over the sandbox, as its contract takes them: a visitor, and the customer signed in as
 * `email` (the demo by default) with their id and some other customer's id.
 */
export async function sandboxCallers<Port>(harness: SandboxHarness, adapt: (sdk: ClipbackSdk) => Port, email = DEMO_EMAIL) {
  const signedIn = await harness.sdkFor(email);
  return {
    visitor: adapt(harness.anonymous),
    customer: adapt(signedIn),
    customerId: signedIn.customerId,
    otherCustomerId: String(Number(signedIn.customerId) + 1),
  };
}
