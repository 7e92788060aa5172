import { createClipbackSdk, type ClipbackSdk } from '../../../../sdk/src';
import { startSandbox, type RunningSandbox } from '../../../../scripts/sandbox/sandboxApp';

export const DEMO_EMAIL = 'demo@clipback.test';
export const NEW_EMAIL = 'new@clipback.test';

export interface SandboxHarness {
  sandbox: RunningSandbox;
  origin: string;
  /** An SDK client with no token (a visitor). */
  anonymous: ClipbackSdk;
  /** A token and customer id for an existing account, through the sandbox's test-token issuer. */
  tokenFor(email: string): Promise<{ accessToken: string; customerId: string }>;
  /** An SDK client signed in as that account. */
  sdkFor(email: string): Promise<ClipbackSdk & { customerId: string }>;
  close(): Promise<void>;
}

/**
 * The whole sandbox on a fresh in-memory PGlite, seeded as `npm start` seeds (~4 s): start one per test
 * file in `before`, close it in `after`. Calls go over real HTTP on loopback.
 */
export async function startSandboxHarness({ now }: { now?: () => Date } = {}): Promise<SandboxHarness> {
  const sandbox = await startSandbox({ port: 0, distDir: '/nonexistent', database: { inMemory: true, log: false }, now });
  const { origin } = sandbox;
  const tokenFor = async (email: string) => {
    const token = await sandbox.identity.issueTestToken(email);
    return { accessToken: token.accessToken, customerId: String(token.customerId) };
  };
  return {
    sandbox,
    origin,
    anonymous: createClipbackSdk({ origin }),
    tokenFor,
    async sdkFor(email) {
      const { accessToken, customerId } = await tokenFor(email);
      const sdk = createClipbackSdk({
        origin,
        getAccessToken: () => accessToken,
        getCustomerId: () => customerId,
        getSessionId: () => 'test-session',
      });
      return Object.assign(sdk, { customerId });
    },
    close: () => sandbox.close(),
  };
}
