import { legacyRedirect } from '../../domain';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { sendError, sendJson } from './http/json';
import { applySecurityHeaders } from './http/securityHeaders';
import { createStaticFiles } from './http/staticFiles';

export interface SandboxOptions {
  /** The built app (build.mjs output). */
  distDir: string;
}

/** One origin for the app and, as the sandbox grows, every API it calls. */
export function createSandboxServer({ distDir }: SandboxOptions): Server {
  const staticFiles = createStaticFiles(distDir);

  function route(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
    if (url.pathname === '/healthz') {
      sendJson(response, 200, { status: 'ok' });
      return;
    }
    const legacy = request.method === 'GET' || request.method === 'HEAD' ? legacyRedirect(url.pathname, url.search) : null;
    if (legacy) {
      response.statusCode = legacy.status;
      response.setHeader('Location', legacy.redirect);
      response.end();
      return;
    }
    if (staticFiles.handle(request, response, url.pathname)) return;
    sendError(response, 404, 'Not found');
  }

  return createServer((request, response) => {
    applySecurityHeaders(response);
    try {
      route(request, response);
    } catch (error) {
      console.error('[sandbox] unhandled error for', request.method, request.url, error);
      if (!response.headersSent) sendError(response, 500, 'Something went wrong!');
      else response.destroy();
    }
  });
}
