// Waiting for a condition (a server up, a port answering) in the two-instance tier.

/** Polls `ready` every 100 ms until it answers true; throws what it throws, or a timeout naming `what`. */
export async function waitFor(what: string, ready: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}
