import type { ResolverMap } from '../api/graphqlService';
import type { OperationHandlers } from '../api/restService';
import type { SandboxDatabase } from '../db';
import type { SandboxService } from '../http/service';
import type { ServiceWorkerDeploys } from '../http/serviceWorkerDeploys';
import type { IdentityService } from '../identity';

/** What every service's handlers are built from. */
export interface SandboxDeps {
  db: SandboxDatabase;
  /** The sandbox's clock (tests fix it). */
  now(): Date;
  /** The one origin the app, the APIs and the identity provider share, e.g. 'http://localhost:8080'. */
  origin: string;
  identity: IdentityService;
  /** The sandbox-only stand-in for deploying a new service worker (the static files serve what it says). */
  serviceWorkerDeploys: ServiceWorkerDeploys;
}

export type RestHandlersFactory = (deps: SandboxDeps) => OperationHandlers;
export type GraphqlResolversFactory = (deps: SandboxDeps) => ResolverMap;
/** A stand-in that is not in the contract (bank linking, the demo retailer site, placeholder images). */
export type ExtraServiceFactory = (deps: SandboxDeps) => SandboxService;
