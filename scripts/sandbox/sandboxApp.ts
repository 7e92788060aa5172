import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { GRAPHQL_SERVICES, type RestServiceName } from '../../sdk/src/services';
import { loadRestContract } from './api/contract';
import { createGraphqlService, executableSchema } from './api/graphqlService';
import { AUTHENTICATION_FAILED, createRestService, type Authenticator } from './api/restService';
import { openSandboxDatabase, REPO_ROOT, type OpenSandboxDatabaseOptions, type SandboxDatabase } from './db';
import type { SandboxService } from './http/service';
import { createPages, type Pages } from './http/pages';
import { ServiceWorkerDeploys } from './http/serviceWorkerDeploys';
import {
  AccessTokenError,
  bearerToken,
  createIdentityService,
  DatabaseIdentityAccounts,
  databaseKeyRing,
  ensureSigningKey,
  readSigningKeysFile,
  type IdentityService,
} from './identity';
import { createSandboxServer } from './server';
import { EXTRA_SERVICES, GRAPHQL_RESOLVERS, REST_HANDLERS, SANDBOX_ONLY_EXTRA_SERVICES, SANDBOX_ONLY_REST_SERVICES } from './services';
import { sandboxOnlyService } from './services/sandbox';
import { sandboxAppConfig } from './services/appConfig';
import { sendUnlockLink } from './services/account/passwordConfirmation';
import { sendPasswordResetEmail } from './services/account/passwordReset';
import type { SandboxDeps } from './services/SandboxDeps';

const OPENAPI_DIR = join(REPO_ROOT, 'openapi');

export interface StartSandboxOptions {
  /** 0 picks a free port (tests). */
  port: number;
  distDir?: string;
  /** An open database; else one is opened with `database` options. */
  db?: SandboxDatabase;
  database?: OpenSandboxDatabaseOptions;
  /**
   * The origin browsers and mail reach the sandbox at (PUBLIC_ORIGIN: a reverse proxy in front of several
   * instances): the issuer, redirect URIs, links in messages and CORS use it. Default http://localhost:<port>.
   */
  publicOrigin?: string;
  /** The key file of sandboxes before issue 19: imported into an empty key table once, then unused. */
  legacySigningKeysFile?: string;
  now?: () => Date;
}

export interface RunningSandbox {
  /** The public origin (publicOrigin, else localOrigin). */
  origin: string;
  /** This instance's own listening address, http://localhost:<port>. */
  localOrigin: string;
  server: Server;
  db: SandboxDatabase;
  identity: IdentityService;
  /** Everything mounted on the origin (tests enumerate the sandbox-only ones). */
  services: readonly SandboxService[];
  close(): Promise<void>;
}

function authenticatorFor(identity: IdentityService): Authenticator {
  return {
    async authenticate(authorization) {
      if (!authorization) return null;
      try {
        return await identity.verifyAccessToken(bearerToken(authorization));
      } catch (error) {
        if (error instanceof AccessTokenError) throw AUTHENTICATION_FAILED();
        throw error;
      }
    },
  };
}

async function contractServices(deps: SandboxDeps, authenticator: Authenticator): Promise<SandboxService[]> {
  const rest = (await loadRestContract(OPENAPI_DIR)).map((contract) => {
    const name = contract.name as RestServiceName;
    const service = createRestService({ contract, authenticator, handlers: REST_HANDLERS[name]?.(deps) ?? {} });
    return SANDBOX_ONLY_REST_SERVICES.includes(name) ? sandboxOnlyService(service) : service;
  });
  const graphql = Object.entries(GRAPHQL_SERVICES).map(([name, { document, basePath }]) =>
    createGraphqlService({
      name,
      prefix: basePath,
      authenticator,
      schema: executableSchema(
        readFileSync(join(OPENAPI_DIR, 'graphql', `${document}.graphql`), 'utf8'),
        GRAPHQL_RESOLVERS[name as keyof typeof GRAPHQL_RESOLVERS](deps),
      ),
    }),
  );
  return [...rest, ...graphql];
}

/**
 * Starts the whole sandbox on one origin. It listens first, because the default public origin names the
 * real port, then mounts the provider and every API. Several instances may share one database: everything
 * they must agree on (signing keys, provider state, flags, rate limits, idempotency) lives there.
 */
export async function startSandbox(options: StartSandboxOptions): Promise<RunningSandbox> {
  const db = options.db ?? (await openSandboxDatabase(options.database));
  const services: SandboxService[] = [];
  let ready = false;
  const serviceWorkerDeploys = new ServiceWorkerDeploys();
  const distDir = options.distDir ?? join(REPO_ROOT, 'dist');
  // The pages render once the APIs they call are mounted.
  let pages: Pages | null = null;
  const server = createSandboxServer({ distDir, services, isReady: () => ready, serviceWorkerDeploys, pages: () => pages });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const localOrigin = `http://localhost:${port}`;
  const origin = options.publicOrigin ? new URL(options.publicOrigin).origin : localOrigin;
  const now = options.now ?? (() => new Date());
  await ensureSigningKey(db, now(), options.legacySigningKeysFile ? readSigningKeysFile(options.legacySigningKeysFile) : null);
  // The provider's e-mails (unlock link, reset link) go through the services, which need the provider: bound late.
  let deps: SandboxDeps | undefined;
  const servicesReady = (): SandboxDeps => {
    if (!deps) throw new Error('the identity provider sent mail before the services were ready');
    return deps;
  };
  const identity = await createIdentityService({
    issuerOrigin: origin,
    appOrigin: origin,
    accounts: new DatabaseIdentityAccounts(db),
    keyRing: databaseKeyRing(db, now),
    database: db,
    clock: now,
    onAccountLocked: (account, at) => sendUnlockLink(servicesReady(), account.id, account.email, account.customerId, at),
    sendPasswordResetLink: (email, client) => sendPasswordResetEmail(servicesReady(), email, client),
  });
  const serviceDeps: SandboxDeps = { db, now, origin, identity, serviceWorkerDeploys };
  deps = serviceDeps;
  services.push(
    identity,
    ...(await contractServices(serviceDeps, authenticatorFor(identity))),
    ...EXTRA_SERVICES.map((make) => make(serviceDeps)),
    ...SANDBOX_ONLY_EXTRA_SERVICES.map((make) => sandboxOnlyService(make(serviceDeps))),
  );
  pages = createPages({ distDir, apiOrigin: localOrigin, publicOrigin: origin, config: sandboxAppConfig(identity) });
  ready = true;
  return {
    origin,
    localOrigin,
    server,
    db,
    identity,
    services,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!options.db) await db.close();
    },
  };
}
