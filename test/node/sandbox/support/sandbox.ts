import { randomUUID } from 'node:crypto';
import { WEB_APP_TOKEN } from '../../../../domain/constants/app';
import { createClipbackSdk, type ClipbackSdk } from '../../../../sdk/src';
import { dropPostgresSchema } from '../../../../scripts/sandbox/db/postgres';
import { startSandbox, type RunningSandbox } from '../../../../scripts/sandbox/sandboxApp';
import { readThrough } from '../../../support/builtBefore';

export const DEMO_EMAIL = 'demo@clipback.test';
export const NEW_EMAIL = 'new@clipback.test';

export interface SandboxHarness {
  sandbox: RunningSandbox;
  origin: string;
  /** An SDK client with no access token (a visitor), sending the app's X-App-Token as the app does. */
  anonymous: ClipbackSdk;
  /** A token and customer id for an existing account, through the sandbox's test-token issuer. */
  tokenFor(email: string): Promise<{ accessToken: string; customerId: string }>;
  /** An SDK client signed in as that account. */
  sdkFor(email: string): Promise<ClipbackSdk & { customerId: string }>;
  close(): Promise<void>;
}

export interface SandboxHarnessOptions {
  now?: () => Date;
  /** A built app to serve (browser tests of stand-ins); none by default. */
  distDir?: string;
  /** Run on the PostgreSQL at DATABASE_URL (in a throwaway schema) when it is set. */
  usePostgresWhenSet?: boolean;
}

/**
 * The whole sandbox on a fresh in-memory PGlite, seeded as `npm start` seeds (~4 s): start one per test
 * file in `before`, close it in `after`. Calls go over real HTTP on loopback.
 */
export async function startSandboxHarness({ now, distDir, usePostgresWhenSet = false }: SandboxHarnessOptions = {}): Promise<SandboxHarness> {
  const databaseUrl = usePostgresWhenSet ? process.env.DATABASE_URL || undefined : undefined;
  const schema = databaseUrl ? `clipback_test_${randomUUID().slice(0, 8)}` : undefined;
  const sandbox = await startSandbox({
    port: 0,
    distDir: distDir ?? '/nonexistent',
    database: databaseUrl ? { databaseUrl, schema, log: false } : { inMemory: true, log: false },
    now,
  });
  const { origin } = sandbox;
  const tokenFor = async (email: string) => {
    const token = await sandbox.identity.issueTestToken(email);
    return { accessToken: token.accessToken, customerId: String(token.customerId) };
  };
  return {
    sandbox,
    origin,
    anonymous: createClipbackSdk({ origin, appToken: WEB_APP_TOKEN }),
    tokenFor,
    async sdkFor(email) {
      const { accessToken, customerId } = await tokenFor(email);
      const sdk = createClipbackSdk({
        origin,
        appToken: WEB_APP_TOKEN,
        getAccessToken: () => accessToken,
        getCustomerId: () => customerId,
        getSessionId: () => 'test-session',
      });
      return Object.assign(sdk, { customerId });
    },
    async close() {
      await sandbox.close();
      if (databaseUrl && schema) await dropPostgresSchema(databaseUrl, schema);
    },
  };
}

/**
 * A sandbox of the suite's own (`start` builds it), started before its tests and closed after them: for a suite
 * that needs options, an environment or a clock of its own, or changes the seeded demo accounts. The others
 * share one (test/support/sharedSandbox.ts).
 */
export function useOwnSandbox<H extends SandboxHarness>(start: () => Promise<H>): H {
  let harness: H | null = null;
  before(async function () {
    this.timeout(60_000);
    harness = await start();
  });
  after(() => harness?.close());
  return readThrough(() => {
    if (!harness) throw new Error('the sandbox is read before its suite started');
    return harness;
  });
}

/** Starts a sandbox with these environment variables set (the sandbox reads them once, at start), then puts them back. */
export async function startSandboxWithEnv(env: Record<string, string>): Promise<SandboxHarness> {
  const previous = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    return await startSandboxHarness();
  } finally {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
