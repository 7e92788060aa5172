import { expect } from 'chai';
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { isPublicRoute } from '../../../domain/navigation/routes';

/** build.mjs's plugin (plain JavaScript without a declaration file). */
interface BuildModule {
  lazyChunksImportTheEntry(entry: string): esbuild.Plugin;
}
const { lazyChunksImportTheEntry } = (await import(new URL('../../../build.mjs', import.meta.url).href)) as BuildModule;

const root = resolve(import.meta.dirname, '../../..');
const entry = join(root, 'ui/main.tsx');

/**
 * What may run before the first view (the home page's script budget, issue 31: 100 KB transferred): the libraries the
 * first render needs, the rules and ports, the SDK's event sender, the shell, the home page, and the stores the shell and
 * the home page read. A module not named here loads with the page, control or feature that uses it: a page's chunk, a
 * feature store group (ui/stores/groups/, built on first use: ui/README.md "Feature stores"; the other public pages'
 * stores, the offers and the Shop buttons' launch are the browsing group, the retailer links the links group), a lazy adapter, a lazy view. A new store that only a
 * signed-in feature or another page reads belongs in a group; one the shell or the home page reads is added here.
 */
const STARTUP_MODULES: readonly RegExp[] = [
  /^node_modules\/(react|react-dom|scheduler|mobx|mobx-react-lite|history|@babel\/runtime)\//,
  /^(domain|adapters)\//,
  // The SDK's event sender (every visitor's start sends tracking events): not its clients (openapi-fetch, the
  // middleware, the documents), which load with the first other call (main.tsx: a visitor's server-rendered page is
  // adopted with its data and flags), nor its error classes, which load with the first failure.
  /^sdk\/src\/(eventSenderWith|callHeaders|services)\.ts$/,
  /^ui\/(main\.tsx|serviceWorker\/cachingRules\.ts)$/,
  /^ui\/styles\//,
  // The shell: frame, header, footer, the pages' table, link navigation and home's loader (the guard, the route
  // loaders and scroll restoration load with the first navigation: startNavigation.ts).
  /^ui\/app\/(header|errors)\//,
  // The footer's frame; its content (FooterLinks, the copy) loads when the footer nears the viewport.
  /^ui\/app\/footer\/(Footer\.tsx|Footer\.module\.css|footerFlags\.ts)$/,
  /^ui\/app\/(App|AppShell|RoutePage|AccountMenu|ConnectivityBanner)\.(tsx|module\.css)$/,
  /^ui\/app\/(copy|pages|lazyComponent|linkNavigation|startNavigation|loaderModules|startApp|nextTask|clearCustomerCaches|registerServiceWorker)\.tsx?$/,
  // React's DOM renderer, evaluated in a task of its own (domRenderer), and adopting the server-rendered first view (its
  // data block) before hydrating.
  /^ui\/app\/(domRenderer|adoptFirstView|appStarted|firstViewData)\.ts$/,
  // The views the shell and the home page show.
  /^ui\/pages\/home\//,
  /^ui\/pages\/staticPage\.module\.css$/,
  /^ui\/components\/(AppLink|AuthEntry|FavoriteToggle|ModalHost|PriceCompareLink|StateBox|banners|categories|retailers)\//,
  // The toasts' region (their store, list and timers load with the shell group: Toaster.tsx).
  /^ui\/components\/Toaster\/Toaster\.(tsx|module\.css)$/,
  /^ui\/components\/useDismissalCookie\.ts$/,
  // The container and the stores built with it.
  /^ui\/stores\/(base\/|Stores\.ts|StoresContext\.tsx|usePageModel\.ts|errorMessage\.ts|storedJson\.ts|searchQueryOf\.ts)/,
  new RegExp(
    `^ui/stores/(${[
      'Router', 'Auth', 'Session', 'Flags', 'Layout', 'Modal', 'Extension', 'Environment', 'RouteHistory',
      'Catalogue', 'Home', 'Dismissals', 'Connectivity',
    ].join('|')})Store\\.ts$`,
  ),
  /^ui\/stores\/Tracker\.ts$/,
];

interface StartupGraph {
  /** The source files of the entry chunk and the chunks it imports statically. */
  startup: string[];
  /** Every source file of the build. */
  all: string[];
}

async function buildGraph(): Promise<StartupGraph> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { main: entry },
    outdir: join(root, '.tmp/startup-code-test'),
    bundle: true,
    splitting: true,
    format: 'esm',
    metafile: true,
    write: false,
    jsx: 'automatic',
    loader: { '.module.css': 'local-css', '.svg': 'file', '.png': 'file', '.jpg': 'file', '.woff2': 'file' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    plugins: [lazyChunksImportTheEntry(entry)],
  });
  const outputs = result.metafile.outputs;
  const entryOutput = Object.keys(outputs).find((path) => outputs[path]?.entryPoint && resolve(root, outputs[path].entryPoint!) === entry);
  const startup = new Set([entryOutput!]);
  for (const output of startup) {
    for (const imported of outputs[output]?.imports ?? []) if (imported.kind === 'import-statement') startup.add(imported.path);
  }
  return {
    startup: [...new Set([...startup].flatMap((output) => Object.keys(outputs[output]?.inputs ?? {})))],
    all: Object.values(outputs).flatMap((output) => Object.keys(output.inputs)),
  };
}

describe("the app's startup code", function () {
  this.timeout(60_000);
  let graph: StartupGraph;
  before(async () => {
    graph = await buildGraph();
  });

  it('holds only the modules named for it: the shell, the home page and the stores they read', () => {
    expect(graph.startup.length).to.be.greaterThan(50);
    // esbuild's generated modules (the lazy chunks' re-exports) are named by their namespace.
    const sources = graph.startup.filter((input) => !input.includes(':'));
    expect(sources.filter((input) => !STARTUP_MODULES.some((allowed) => allowed.test(input)))).to.deep.equal([]);
  });

  it('builds the feature store groups and their stores in chunks of their own', () => {
    const groups = graph.all.filter((input) => input.startsWith('ui/stores/groups/'));
    expect(groups).to.include.members([
      'ui/stores/groups/accountStores.ts',
      'ui/stores/groups/sidebarStores.ts',
      'ui/stores/groups/typeAheadStores.ts',
      'ui/stores/groups/browsingStores.ts',
      'ui/stores/groups/linkStores.ts',
      'ui/stores/groups/favoriteStores.ts',
      'ui/stores/groups/shellStores.ts',
    ]);
    expect(graph.startup.filter((input) => input.startsWith('ui/stores/groups/'))).to.deep.equal([]);
    expect(graph.all).to.include.members(['ui/stores/FavoriteRetailersStore.ts', 'ui/stores/FavoriteCategoriesStore.ts', 'ui/stores/SidebarStore.ts', 'ui/stores/TypeAheadStore.ts', 'ui/stores/SecurityCheckupStore.ts', 'ui/stores/RetailerStore.ts', 'ui/stores/LaunchStore.ts', 'ui/stores/OffersStore.ts', 'ui/stores/AccountLinksStore.ts', 'ui/stores/CustomerStore.ts', 'ui/stores/SearchBarStore.ts', 'ui/stores/HelpCentreStore.ts', 'ui/stores/SupportStore.ts', 'ui/stores/ToastStore.ts']);
    // The views only a signed-in shopper or a first toast shows.
    expect(graph.all).to.include.members(['ui/components/ListToOffersSidebar/SidebarHost.tsx', 'ui/components/Toaster/ToastList.tsx']);
  });

  // A visitor's start calls neither (ui/main.tsx): the SDK's clients load with the first call but tracking's (its
  // event sender), the identity's code (the cached-token reader, the library's loader) with a kept session or a sign-in.
  it("carries neither the SDK's clients nor the identity's code: each loads with its first use", () => {
    const leftOut = /^(node_modules\/openapi-fetch\/|sdk\/src\/(clients|middleware)\.ts$|adapters\/identity\/auth0(Identity|Cache)\.ts$)/;
    expect(graph.startup.filter((input) => leftOut.test(input))).to.deep.equal([]);
    expect(graph.all).to.include.members(['sdk/src/clients.ts', 'adapters/identity/auth0Identity.ts', 'ui/app/CustomerHeader.tsx']);
  });

  // A lazy port names no methods (adapters/lazyPort.ts): a port's module is types only, its adapter loads with its first call.
  it("carries no lazy port's module nor its adapter", () => {
    expect(graph.startup.filter((input) => /^adapters\/\w+\/\w*(Gateway|PageCalls)\.ts$/.test(input))).to.deep.equal([]);
    expect(graph.all).to.include.members(['adapters/offers/sdkOffersGateway.ts', 'adapters/catalogue/sdkCataloguePageCalls.ts']);
  });

  // A visitor's server-rendered page was guarded and loaded by the server: the guard, the other routes' loaders and
  // scroll restoration load with the first navigation or sign-in (ui/app/startNavigation.ts).
  it('carries neither the route guard, the route loaders nor scroll restoration: they load with the first navigation', () => {
    const navigation = /^(ui\/app\/(navigation|navigationGuard|routeLoaders|routeLoading|scrollRestoration)|domain\/navigation\/guards)\.ts$/;
    expect(graph.startup.filter((input) => navigation.test(input))).to.deep.equal([]);
    expect(graph.all).to.include.members(['ui/app/navigation.ts', 'ui/app/navigationGuard.ts', 'domain/navigation/guards.ts', 'ui/app/routeLoaders.ts']);
  });

  // A public page whose import comes with the navigation (ui/app/navigationPages.ts) is one nothing in the startup code
  // leads to: a link or a navigate there from the shell or home would fetch the navigation first, then the page.
  it("leads to none of the public pages the navigation's chunk imports", () => {
    const pages = readFileSync(join(root, 'ui/app/pages.tsx'), 'utf8');
    const publicOnes = [...pages.matchAll(/navigationPage\(ROUTE_NAME\.(\w+),/g)]
      .map(([, key]) => key!)
      .filter((key) => isPublicRoute(ROUTE_NAME[key as keyof typeof ROUTE_NAME]));
    expect(publicOnes.length).to.be.greaterThan(3);
    // The route table and the pages' table name every route.
    const naming = graph.startup.filter((input) => /\.tsx?$/.test(input) && !/^(ui\/app\/pages\.tsx|domain\/navigation\/routes\.ts|domain\/constants\/navigation\.ts)$/.test(input));
    for (const input of naming) {
      const text = readFileSync(join(root, input), 'utf8');
      expect(publicOnes.filter((key) => new RegExp(`ROUTE_NAME\\.${key}\\b`).test(text)), input).to.deep.equal([]);
    }
  });

  // A visitor's start reads only the sign-in state (AuthStore): the flows that change it otherwise (sign-in, its
  // callback, a token's session, logout) load with the identity's code, and the rules only they use with them.
  it("carries none of AuthStore's flows: they load with the identity's code", () => {
    const flows = /^(ui\/stores\/authFlows\.ts|domain\/auth\/(authState|authUser|tokenPayload|identityInvalidState)\.ts|domain\/platform\/loginTracking\.ts)$/;
    expect(graph.startup.filter((input) => flows.test(input))).to.deep.equal([]);
    expect(graph.all).to.include.members(['ui/stores/authFlows.ts', 'domain/auth/tokenPayload.ts']);
  });

  // A visitor's start sends the session, viewport and page view events; the Tracker's reports (failures, an ad's dead
  // end) and the SDK's error classes load with the first report or failed send.
  it("carries neither the Tracker's reports nor the SDK's error classes: each loads with its first use", () => {
    const onFirstUse = /^(ui\/stores\/trackerReports\.ts|sdk\/src\/errors\.ts|domain\/platform\/(adDeadEnd|monitoringBrowser|monitoringSample)\.ts)$/;
    expect(graph.startup.filter((input) => onFirstUse.test(input))).to.deep.equal([]);
    expect(graph.all).to.include.members(['ui/stores/trackerReports.ts', 'sdk/src/errors.ts', 'domain/platform/monitoringBrowser.ts']);
  });

  // The form rules (zod schemas, libphonenumber's metadata) are for the pages with forms and load with them; downshift
  // is the search bar's type-ahead, loaded on the bar's first focus. A store reaches a form flow only through import().
  it('carries neither zod, libphonenumber-js nor downshift: each loads with the pages or the control that use it', () => {
    expect(graph.startup.filter((input) => /node_modules\/(zod|libphonenumber-js|downshift)\//.test(input))).to.deep.equal([]);
    // …and both are still in the build, with the forms.
    expect(graph.all.some((input) => input.includes('node_modules/libphonenumber-js/'))).to.equal(true);
    expect(graph.all.some((input) => input.includes('node_modules/downshift/')), 'the search combobox').to.equal(true);
  });
});
