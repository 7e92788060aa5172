import type { Writable } from 'node:stream';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { REDIRECT_STATUS, ROUTE_NAME, type RouteName } from '../../domain/constants/navigation';
import { guardRoute } from '../../domain/navigation/guards';
import { matchRoute } from '../../domain/navigation/matchRoute';
import type { AppConfig } from '../../domain/platform/appConfig';
import { trackingPlatform } from '../../domain/platform/trackingDevice';
import { App } from '../app/App';
import { FIRST_VIEW_DATA_ID, type FirstViewData } from '../app/firstViewData';
import { FOOTER_LINKS } from '../app/footer/Footer';
import { pageOf } from '../app/pages';
import { ResponseStatusProvider, type ResponseStatus } from '../app/responseStatus';
import { loadRoute } from '../app/routeLoaders';
import { StoresProvider } from '../stores/StoresContext';
import { headTags, pageHead } from './pageHead';
import { isPhoneRequest, PHONE_VIEWPORT_WIDTH, type DeviceHints } from './phoneRequest';
import { appConfigBlock, dataBlock, pageDocument, pageFilesOf, type PageAssets, type PageFiles } from './pageDocument';
import { serverStores } from './serverStores';

// The sandbox serves the pages this module does not render through it too.
export { appShellDocument } from './pageDocument';

/**
 * The pages the server renders (issue 31): the public pages a search engine or a link preview reads, whose first
 * view is the same for every visitor. The rest (the account area, sign-in, search) are the browser's: what they
 * show depends on who is signed in, which only the browser knows.
 */
export const SERVER_RENDERED_ROUTES: ReadonlySet<RouteName> = new Set([
  ROUTE_NAME.HOME,
  ROUTE_NAME.CATEGORIES,
  ROUTE_NAME.CATEGORY,
  ROUTE_NAME.RETAILERS,
  ROUTE_NAME.RETAILER_GROUP,
  ROUTE_NAME.RETAILER,
  ROUTE_NAME.OFFER,
  ROUTE_NAME.OFFER_BY_ID,
  ROUTE_NAME.OFFER_TAG,
  ROUTE_NAME.NOT_FOUND,
  ROUTE_NAME.DOCS_TERMS,
  ROUTE_NAME.DOCS_PRIVACY,
  ROUTE_NAME.FAQ,
  ROUTE_NAME.GET_THE_APP,
  ROUTE_NAME.BROWSER_EXTENSION,
]);

/** A first view whose data takes longer is left to the browser (which shows its loading state) rather than held. */
const FIRST_VIEW_DATA_TIMEOUT_MS = 5_000;

export interface RenderPageOptions {
  /** The path and query asked for. */
  url: string;
  cookieHeader: string;
  /** The request's device hints: a phone's page is rendered for a phone's viewport (its flags' platform). */
  device: DeviceHints;
  /** Where the server's calls go (this instance). */
  apiOrigin: string;
  /** The origin browsers use (canonical links). */
  publicOrigin: string;
  config: AppConfig;
  /** The built index.html: the page is rendered into it. */
  template: string;
  /** The built dist/page-assets.json: the page's stylesheets and chunks go into its head. */
  assets: PageAssets;
}

export type RenderedPage =
  /**
   * Not a page the server renders (or its data did not come): the browser renders it from index.html, which
   * fetches the page's `files` (null: the renderer failed before it knew them).
   */
  | { kind: 'browser'; files: PageFiles | null }
  /** `message`: the one-time message the next page shows (the app's cookie COOKIE.FLASH_MESSAGE carries it). */
  | { kind: 'redirect'; status: number; location: string; message: string | null }
  /** The document, streamed by `pipe`; `status` is the page's (404 for a missing one). */
  | { kind: 'document'; status: number; pipe(destination: Writable): void };

/**
 * Renders the page `url` names as the app's first view would show it to a visitor: the route's guard (when it
 * redirects whoever is signed in), the flags, the route's loader (ui/app/routeLoaders.ts, the same one the browser
 * runs) with its redirects, then the app's one render path streamed into index.html with the page's head and
 * the calls' answers for the browser to adopt.
 */
export async function renderPage(options: RenderPageOptions): Promise<RenderedPage> {
  const requested = new URL(options.url, 'http://server.invalid');
  const path = `${requested.pathname}${requested.search}`;
  const route = matchRoute(requested.pathname, requested.search);
  // A page the browser renders fetches its own files with the app's (a visitor at a signed-in page is sent to sign
  // in by the app: their few chunks were fetched for nothing).
  const browserPage: RenderedPage = { kind: 'browser', files: browserPageFiles(options, route.name) };
  if (!SERVER_RENDERED_ROUTES.has(route.name)) return browserPage;

  const answers = new Map<string, unknown>();
  const viewportWidth = isPhoneRequest(options.device) ? PHONE_VIEWPORT_WIDTH : undefined;
  const stores = serverStores({ url: path, cookieHeader: options.cookieHeader, apiOrigin: options.apiOrigin, answers, viewportWidth });
  stores.environment.setEnvironment(options.config.environment);
  stores.environment.setAffiliateLinkHosts(options.config.affiliateLinkHosts);
  // As the app asks for a visitor's (startApp), so the app's first flags load is this one.
  const flagsRequest = { customerId: null, platform: trackingPlatform(stores.layout.width) };
  const loaded = await withinTimeout(
    (async () => {
      await stores.flags.load(flagsRequest);
      // A guard redirects here only when it would for a visitor and a customer alike (the browser knows which).
      const guardFor = (signedIn: boolean) => guardRoute({ route, signedIn, flags: stores.flags.navigationValues });
      const guarded = guardFor(false);
      if (guarded && guarded.redirect === guardFor(true)?.redirect) return { location: guarded.redirect, message: guarded.message ?? null };
      await Promise.all([loadRoute(stores, route), pageOf(route.name).page.preload(), FOOTER_LINKS.preload()]);
      // A loader that found no such page went elsewhere (an unknown category to /categories…).
      return stores.router.path === path ? null : { location: stores.router.path, message: stores.router.flashMessage };
    })(),
  );
  if (loaded === TIMED_OUT) return browserPage;
  if (loaded !== null) return { kind: 'redirect', status: REDIRECT_STATUS.GUARD, ...loaded };

  const status: ResponseStatus = { code: 200 };
  const data: FirstViewData = { calls: Object.fromEntries(answers), flagsRequest, path };
  return new Promise((resolve) => {
    const stream = renderToPipeableStream(
      <ResponseStatusProvider value={status}>
        <StoresProvider stores={stores}>
          <App />
        </StoresProvider>
      </ResponseStatusProvider>,
      {
        // Every boundary whole in the shell, however large (the footer's): a streamed one completes by an inline script,
        // which the CSP refuses.
        progressiveChunkSize: Infinity,
        onShellReady() {
          const head = headTags(pageHead(stores, { status: status.code, publicOrigin: options.publicOrigin }), options.publicOrigin);
          const page = pageDocument(options.template, head, pageFilesOf(options.assets, pageOf(stores.router.route.name).page.sources));
          const blocks = `${appConfigBlock(options.config)}${dataBlock(FIRST_VIEW_DATA_ID, data)}`;
          resolve({
            kind: 'document',
            status: status.code,
            pipe(destination) {
              destination.write(page.beforeRoot);
              const markup = new PassThrough();
              markup.on('data', (chunk: Buffer) => destination.write(chunk));
              markup.on('end', () => destination.end(page.afterRoot(blocks)));
              stream.pipe(markup);
            },
          });
        },
        onShellError(error) {
          // The page could not render here: the browser renders it (and shows its own error page if it fails too).
          console.error('[render] a page failed to render on the server; the browser renders it', error);
          resolve(browserPage);
        },
        onError(error) {
          console.error('[render] a page failed to render on the server', error);
        },
      },
    );
  });
}

const TIMED_OUT = Symbol('timed out');

/** The files of the page the browser renders at `route`: its own, loaded with the app's scripts (no loader). */
function browserPageFiles({ assets }: RenderPageOptions, route: RouteName): PageFiles {
  return { ...pageFilesOf(assets, pageOf(route).page.sources), loader: undefined };
}

function withinTimeout<T>(work: Promise<T>): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), FIRST_VIEW_DATA_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
