import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { dropDocumentOnlyHeaders } from './securityHeaders';
import type { ServiceWorkerDeploys } from './serviceWorkerDeploys';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Built files under assets/ carry a content hash in their name, so they never change: cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NEVER_CACHE = 'no-cache';

/** A page's own scripts and stylesheets (the service worker's script is at the root, outside). */
const PAGE_SUBRESOURCE = /^\/assets\/.*\.(js|css)$/;

/** Precompressed siblings written by build.mjs, best first. */
const ENCODINGS: [string, string][] = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

export interface StaticFiles {
  /** Serves a file or the SPA's index.html; answers false when the request is not for the app at all. */
  handle(request: IncomingMessage, response: ServerResponse, pathname: string): boolean;
}

/** build.mjs's folder for the server's renderer (scripts/build/serverBundle.mjs). */
const SERVER_ONLY = '/server/';

/** A source map or one of its precompressed siblings. */
const SOURCE_MAP = /\.map(\.(br|gz))?$/;

export interface StaticFilesOptions {
  /**
   * Source maps hold the app's source: served in the sandbox, not when NODE_ENV=production. The built
   * scripts keep their sourceMappingURL comment (one build serves every mode); in production it names a 404,
   * which only an open DevTools asks for.
   */
  serveSourceMaps?: boolean;
  /** The sandbox's stand-in deploys of a new service worker: its script as they changed it. */
  serviceWorkerDeploys?: ServiceWorkerDeploys;
}

export function createStaticFiles(
  distDir: string,
  { serveSourceMaps = process.env.NODE_ENV !== 'production', serviceWorkerDeploys }: StaticFilesOptions = {},
): StaticFiles {
  const root = normalize(distDir + sep);
  const index = join(root, 'index.html');
  /**
   * The last index.html read. build.mjs swaps a rebuilt dist/ in by two renames; a request landing between them
   * (or during an older build that emptied dist/ first) gets the app it had, not a "Not found".
   */
  let lastIndex: Buffer | null = null;
  function readIndex(): Buffer | null {
    try {
      lastIndex = readFileSync(index);
    } catch {
      // mid-rebuild: keep the last one
    }
    return lastIndex;
  }

  function resolveFile(pathname: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    if (!serveSourceMaps && SOURCE_MAP.test(decoded)) return null;
    // The server's renderer (and its stylesheet) run here; they are not the browser's.
    if (decoded.startsWith(SERVER_ONLY)) return null;
    const file = normalize(join(root, decoded));
    if (!file.startsWith(root)) return null;
    return existsSync(file) && statSync(file).isFile() ? file : null;
  }

  /** `replacement`: bytes served instead of the file's (a sandbox deploy of the service worker). */
  function send(request: IncomingMessage, response: ServerResponse, file: string, cacheControl: string, replacement: Buffer | null = null) {
    response.statusCode = 200;
    response.setHeader('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', cacheControl);
    response.setHeader('Vary', 'Accept-Encoding');
    if (replacement) {
      response.setHeader('Content-Length', replacement.length);
      response.end(request.method === 'HEAD' ? undefined : replacement);
      return;
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = ENCODINGS.find(([name, suffix]) => accepted.includes(name) && existsSync(file + suffix));
    const servedFile = encoding ? file + encoding[1] : file;
    response.setHeader('Content-Length', statSync(servedFile).size);
    if (encoding) response.setHeader('Content-Encoding', encoding[0]);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(servedFile).pipe(response);
  }

  return {
    handle(request, response, pathname) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const file = pathname === '/' ? null : resolveFile(pathname);
      if (file && !file.endsWith('index.html')) {
        const deployed = serviceWorkerDeploys?.served(pathname, () => readFileSync(file)) ?? null;
        if (PAGE_SUBRESOURCE.test(pathname)) dropDocumentOnlyHeaders(response);
        send(request, response, file, pathname.startsWith('/assets/') ? IMMUTABLE : NEVER_CACHE, deployed);
        return true;
      }
      // A path with a file extension that does not exist is a missing asset, not an app route.
      if (extname(pathname) && !pathname.endsWith('.html')) return false;
      const indexBytes = readIndex();
      if (!indexBytes) return false;
      send(request, response, index, NEVER_CACHE, existsSync(index) ? null : indexBytes);
      return true;
    },
  };
}
