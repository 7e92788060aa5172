// `npm start` runs this after the build: the whole sandbox on http://localhost:8080 (PORT overrides),
// on embedded PGlite in .data/ (or PostgreSQL when DATABASE_URL is set). PUBLIC_ORIGIN names the origin
// browsers use when it is not http://localhost:PORT (several instances behind a proxy: docs/deploy.md).
import { join } from 'node:path';
import { REPO_ROOT } from './db';
import { trustedProxyHops } from './http/clientAddress';
import { parsePublicOrigin } from './publicOrigin';
import { startSandbox } from './sandboxApp';

const DEFAULT_PORT = 8080;
const port = Number(process.env.PORT ?? DEFAULT_PORT);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${JSON.stringify(process.env.PORT)}`);
  process.exit(1);
}
let publicOrigin: string | undefined;
try {
  publicOrigin = process.env.PUBLIC_ORIGIN ? parsePublicOrigin(process.env.PUBLIC_ORIGIN) : undefined;
  trustedProxyHops();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

try {
  const sandbox = await startSandbox({
    port,
    ...(publicOrigin ? { publicOrigin } : {}),
    // Signing keys live in the database now; the key file of earlier sandboxes is imported once when present.
    legacySigningKeysFile: join(REPO_ROOT, '.data', 'identity-signing-keys.json'),
  });
  console.log(
    sandbox.origin === sandbox.localOrigin
      ? `Clipback is running at ${sandbox.origin}`
      : `Clipback is listening at ${sandbox.localOrigin}, reached at ${sandbox.origin}`,
  );
  console.log('Demo sign-in: demo@clipback.test / clipback-demo (fresh account: new@clipback.test)');
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      sandbox.close().then(() => process.exit(0), () => process.exit(1));
    });
  }
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to another one.` : error);
  process.exit(1);
}
