import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import { COOKIE } from '../../../domain/constants/cookies';
import type { AppConfig } from '../../../domain/platform/appConfig';
import type { RenderedPage, RenderPageOptions } from '../../../ui/server/renderPage';
import type { PageAssets, PageFiles } from '../../../ui/server/pageDocument';

/** build.mjs writes the renderer here, inside the built app's folder (scripts/build/serverBundle.mjs). */
const RENDERER = 'server/renderPage.mjs';
const INDEX = 'index.html';
const PAGE_ASSETS = 'page-assets.json';

/** One build's renderer, page template and page assets. */
interface Build {
  version: string;
  renderer: Promise<Renderer>;
  template: string;
  assets: PageAssets;
}

interface Renderer {
  renderPage(options: RenderPageOptions): Promise<RenderedPage>;
  appShellDocument(template: string, config: AppConfig, files?: PageFiles | null): string;
}

export interface PagesOptions {
  distDir: string;
  /** Where the renderer's calls go: this instance. */
  apiOrigin: string;
  /** The origin browsers use. */
  publicOrigin: string;
  config: AppConfig;
}

export interface Pages {
  /** Answers a page (rendered, redirected, or the app's index.html); false when `pathname` is not a page's. */
  handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean>;
}

/**
 * The app's pages: the public ones rendered on the server (ui/server/renderPage.tsx), the others the app's
 * index.html for the browser to render, each with the app's configuration in it. Rendered pages are compressed
 * as they stream. The renderer and the template are read again when a rebuild replaced them.
 */
export function createPages({ distDir, apiOrigin, publicOrigin, config }: PagesOptions): Pages {
  let loaded: Build | null = null;

  /** The renderer and template of the build in `distDir` now; the last ones while a rebuild swaps it in. */
  function current(): Build | null {
    try {
      const rendererFile = join(distDir, RENDERER);
      const version = `${statSync(rendererFile).mtimeMs}:${statSync(join(distDir, INDEX)).mtimeMs}`;
      if (loaded?.version !== version) {
        loaded = {
          version,
          renderer: import(`${pathToFileURL(rendererFile).href}?v=${encodeURIComponent(version)}`) as Promise<Renderer>,
          template: readFileSync(join(distDir, INDEX), 'utf8'),
          assets: JSON.parse(readFileSync(join(distDir, PAGE_ASSETS), 'utf8')) as PageAssets,
        };
      }
    } catch {
      // Mid-rebuild (or never built): keep the last.
    }
    return loaded;
  }

  return {
    async handle(request, response, url) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      // A path with a file extension is a file's (served or missing), never a page.
      if (extname(url.pathname) && !url.pathname.endsWith('.html')) return false;
      const build = current();
      if (!build) return false;
      const renderer = await build.renderer;
      // The app's shell itself, which the service worker precaches for offline navigations (SHELL_PATH): no route's.
      if (url.pathname === `/${INDEX}`) {
        response.setHeader('Cache-Control', 'no-cache');
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Vary', 'Accept-Encoding');
        response.statusCode = 200;
        send(request, response, renderer.appShellDocument(build.template, config));
        return true;
      }
      const page = await renderer
        .renderPage({
          url: `${url.pathname}${url.search}`,
          cookieHeader: String(request.headers.cookie ?? ''),
          device: { mobileHint: String(request.headers['sec-ch-ua-mobile'] ?? ''), userAgent: String(request.headers['user-agent'] ?? '') },
          apiOrigin,
          publicOrigin,
          config,
          template: build.template,
          assets: build.assets,
        })
        // A renderer that fails (a bug, a build newer than this server) leaves the page to the browser, never a 500.
        .catch((error: unknown): RenderedPage => {
          console.error('[sandbox] the page renderer failed; the browser renders the page', error);
          return { kind: 'browser', files: null };
        });
      response.setHeader('Cache-Control', 'no-cache');
      if (page.kind === 'redirect') {
        response.statusCode = page.status;
        response.setHeader('Location', page.location);
        if (page.message) {
          const { name, maxAgeMs } = COOKIE.FLASH_MESSAGE;
          response.setHeader('Set-Cookie', `${name}=${encodeURIComponent(page.message)}; Path=/; Max-Age=${maxAgeMs / 1000}; SameSite=Lax${publicOrigin.startsWith('https:') ? '; Secure' : ''}`);
        }
        response.end();
        return true;
      }
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      // A phone's page carries a phone's flags (ui/server/phoneRequest.ts).
      response.setHeader('Vary', 'Accept-Encoding, Cookie, Sec-CH-UA-Mobile, User-Agent');
      if (page.kind === 'browser') {
        response.statusCode = 200;
        send(request, response, renderer.appShellDocument(build.template, config, page.files));
        return true;
      }
      response.statusCode = page.status;
      if (request.method === 'HEAD') {
        response.end();
        return true;
      }
      page.pipe(compressed(request, response));
      return true;
    },
  };
}

function send(request: IncomingMessage, response: ServerResponse, html: string): void {
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  compressed(request, response).end(html);
}

/** The response body, brotli- or gzip-compressed as the request accepts (fast settings: it is compressed per request). */
function compressed(request: IncomingMessage, response: ServerResponse): Writable {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    response.setHeader('Content-Encoding', 'br');
    const brotli = createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    brotli.pipe(response);
    return brotli;
  }
  if (/\bgzip\b/.test(accepted)) {
    response.setHeader('Content-Encoding', 'gzip');
    const gzip = createGzip({ level: 6 });
    gzip.pipe(response);
    return gzip;
  }
  return response;
}
