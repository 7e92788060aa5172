import type { IncomingMessage, ServerResponse } from 'node:http';

export interface ServiceRoute {
  method: string;
  path: string;
}

/**
 * A part of the sandbox mounted under a path prefix (an API, the identity provider, the bank-linking
 * stand-in…). The server hands it every request whose path starts with its prefix.
 */
export interface SandboxService {
  readonly name: string;
  /** e.g. '/api/main'; matched on a segment boundary. */
  readonly prefix: string;
  /** Method and path (an OpenAPI template) of each operation it serves, where it lists them. */
  readonly routes?: readonly ServiceRoute[];
  /** Tests' and demos' machinery the app never calls: gone when SANDBOX_ENDPOINTS=off. */
  readonly sandboxOnly?: boolean;
  handle(request: IncomingMessage, response: ServerResponse, url: URL): void | Promise<void>;
}

export function ownsPath(service: SandboxService, pathname: string): boolean {
  return pathname === service.prefix || pathname.startsWith(`${service.prefix}/`);
}
