import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { legacyRedirect } from '../../domain/navigation/legacyRedirect';
import { sendError, sendJson } from './http/json';
import { applySecurityHeaders } from './http/securityHeaders';
import { ownsPath, type SandboxService } from './http/service';
import type { ServiceWorkerDeploys } from './http/serviceWorkerDeploys';
import type { Pages } from './http/pages';
import { createStaticFiles } from './http/staticFiles';

export interface SandboxOptions {
  /** The built app (build.mjs output). */
  distDir: string;
  /** APIs and stand-ins, each under its own path prefix; the app owns every other path. */
  services?: readonly SandboxService[];
  /** /healthz answers 503 until this says true (the sandbox mounts its services after listening). */
  isReady?: () => boolean;
  /** What the sandbox-only deploys of a new service worker changed in its script (none: the built file). */
  serviceWorkerDeploys?: ServiceWorkerDeploys;
  /** The app's pages (rendered on the server, or its index.html), once the sandbox can render them; else index.html as built. */
  pages?: () => Pages | null;
}

/** The request target as a URL; null when it cannot be parsed (an absolute-form target with a broken host). */
function requestUrl(request: IncomingMessage): URL | null {
  try {
    return new URL(request.url ?? '/', 'http://sandbox.invalid');
  } catch {
    return null;
  }
}

/** One origin for the app and every API it calls. */
export function createSandboxServer({ distDir, services = [], isReady = () => true, serviceWorkerDeploys, pages = () => null }: SandboxOptions): Server {
  const staticFiles = createStaticFiles(distDir, { serviceWorkerDeploys });

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = requestUrl(request);
    if (!url) {
      request.resume();
      sendError(response, 400, 'The request target is not a valid URL.', { code: 'BAD_REQUEST' });
      return;
    }
    if (url.pathname === '/healthz') {
      if (isReady()) sendJson(response, 200, { status: 'ok' });
      else sendJson(response, 503, { status: 'starting' });
      return;
    }
    // The longest prefix wins, so '/sandbox/plaid' can live beside the '/sandbox' API.
    const service = services
      .filter((candidate) => ownsPath(candidate, url.pathname))
      .reduce<SandboxService | undefined>((best, candidate) => (!best || candidate.prefix.length > best.prefix.length ? candidate : best), undefined);
    if (service) {
      await service.handle(request, response, url);
      return;
    }
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const legacy = isRead ? legacyRedirect(url.pathname, url.search) : null;
    if (legacy) {
      response.statusCode = legacy.status;
      response.setHeader('Location', legacy.redirect);
      response.end();
      return;
    }
    if (await pages()?.handle(request, response, url)) return;
    if (staticFiles.handle(request, response, url.pathname)) return;
    sendError(response, 404, 'Not found');
  }

  return createServer((request, response) => {
    applySecurityHeaders(response);
    route(request, response).catch((error: unknown) => {
      console.error('[sandbox] unhandled error for', request.method, request.url, error);
      if (!response.headersSent) sendError(response, 500, 'Something went wrong!');
      else response.destroy();
    });
  });
}
