// `npm run sandbox:reset`: rebuild the sandbox's data from scratch (PGlite: delete the data folder;
// PostgreSQL with DATABASE_URL: drop every table), then migrate and seed (SANDBOX_SEED, SANDBOX_SCALE).
// Stop the running sandbox first: PGlite's folder must not be open in another process.
import { resetSandboxDatabase } from './db';

try {
  const db = await resetSandboxDatabase();
  await db.close();
} catch (error) {
  console.error(`[sandbox] reset failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
