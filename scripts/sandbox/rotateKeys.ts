// `npm run sandbox:rotate-keys`: adds a new identity signing key to the database (DATABASE_URL, else the
// PGlite folder: stop that sandbox first). Running instances publish it within a minute, sign with it from
// then on, and keep verifying the old key until every token it signed has expired (databaseSigningKeys.ts).
import { openSandboxDatabase } from './db';
import { ensureSigningKey, rotateSigningKeys } from './identity';

try {
  const db = await openSandboxDatabase({ seedWhenEmpty: false });
  try {
    await ensureSigningKey(db, new Date());
    const rotation = await rotateSigningKeys(db);
    console.log(
      `[sandbox] new signing key ${rotation.kid}: signs from ${rotation.signsFrom.toISOString()}; ` +
        `older keys stop verifying at ${rotation.retiredKeysExpireAt.toISOString()}`,
    );
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(`[sandbox] key rotation failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
