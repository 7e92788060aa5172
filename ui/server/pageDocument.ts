import { APP_CONFIG_ELEMENT_ID } from '../../adapters/config/loadAppConfig';
import type { AppConfig } from '../../domain/platform/appConfig';
import { escapeHtml } from '../../domain/formatting/html';
import { AFTER_FIRST_PAINT_MODULE, APP_SCRIPTS_ATTRIBUTE } from '../app/afterFirstPaint';
import { scriptSafeJson } from '../app/firstViewData';

/** The built index.html around the app's root element: what comes before the markup, and after it. */
export interface PageDocument {
  readonly beforeRoot: string;
  /** The rest of the document, with `blocks` (JSON data blocks) at the end of the body. */
  afterRoot(blocks: string): string;
}

const ROOT_OPEN = '<div id="root">';
const BODY_CLOSE = '</body>';
const HEAD_CLOSE = '</head>';
/** index.html's own title and description, which a rendered page replaces with its head. */
const TEMPLATE_HEAD = /<title>[^<]*<\/title>|<meta name="description"[^>]*>/g;
/** "Needs JavaScript": not true of a page the server rendered. */
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\n?/;

/** A page's own files (pageAssetsOf): its stylesheets, its scripts, and the loader that starts them after the first paint. */
export interface PageFiles {
  readonly stylesheets: readonly string[];
  readonly scripts: readonly string[];
  readonly loader: string | undefined;
}

/** index.html's entry script and its chunks' preloads (build.mjs indexHtml). */
const TEMPLATE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>\n?/;
const TEMPLATE_PRELOAD = /<link rel="modulepreload" href="([^"]+)">\n?/g;

/**
 * Splits `template` (build.mjs's index.html) around its root element, dropping the root's boot placeholder. With
 * `headTags`, the page's own head replaces the template's title and description, and its "needs JavaScript"
 * notice goes. `files` end the head: the page's stylesheets after the template's (a page's rules come after the
 * shell's), and its scripts with the template's on the loader's tag (ui/app/afterFirstPaint.ts), fetched once the
 * page has painted; without a loader, as preloads beside the template's entry.
 */
export function pageDocument(template: string, headTags: string | null, files?: PageFiles): PageDocument {
  const rootAt = template.indexOf(ROOT_OPEN);
  const bodyCloseAt = template.lastIndexOf(BODY_CLOSE);
  if (rootAt < 0 || bodyCloseAt < rootAt) throw new Error('index.html has no <div id="root"> inside its body');
  let beforeRoot = template.slice(0, rootAt + ROOT_OPEN.length);
  if (headTags !== null) {
    let replaced = false;
    beforeRoot = beforeRoot.replace(TEMPLATE_HEAD, () => (replaced ? '' : ((replaced = true), headTags))).replace(NOSCRIPT, '');
  }
  if (files) beforeRoot = beforeRoot.replace(HEAD_CLOSE, `${filesTags(files, beforeRoot)}${HEAD_CLOSE}`);
  if (files?.loader) beforeRoot = beforeRoot.replace(TEMPLATE_SCRIPT, '').replace(TEMPLATE_PRELOAD, '');
  const afterRoot = template.slice(bodyCloseAt);
  return { beforeRoot, afterRoot: (blocks) => `</div>\n${blocks}${afterRoot}` };
}

function filesTags({ stylesheets, scripts, loader }: PageFiles, head: string): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${href}">\n`).join('');
  if (!loader) return `${links}${scripts.map((href) => `<link rel="modulepreload" href="${href}">\n`).join('')}`;
  const entry = head.match(TEMPLATE_SCRIPT)?.[1];
  if (!entry) throw new Error('index.html has no entry script');
  const all = new Set([entry, ...[...head.matchAll(TEMPLATE_PRELOAD)].map(([, href]) => href), ...scripts]);
  return `${links}<script defer src="${loader}" ${APP_SCRIPTS_ATTRIBUTE}="${escapeHtml([...all].join(' '))}"></script>\n`;
}

/** A JSON data block: read by the app, never run (the CSP runs no inline script). */
export function dataBlock(id: string, data: unknown): string {
  return `<script type="application/json" id="${id}">${scriptSafeJson(data)}</script>\n`;
}

/** The app's configuration as a data block (adapters/config: appConfigInPage). */
export function appConfigBlock(config: AppConfig): string {
  return dataBlock(APP_CONFIG_ELEMENT_ID, config);
}

/**
 * index.html as the browser renders it (a page the server does not render), with the configuration in it. Its
 * boot placeholder stays. `files`, the page's own, are linked in its head as a rendered page's are: fetched as the
 * page is parsed, so the app adds none of their links at start (a slow phone's few milliseconds each, dozens on a
 * signed-in page, and a stylesheet added late is parsed in the app's task).
 */
export function appShellDocument(template: string, config: AppConfig, files?: PageFiles | null): string {
  const bodyCloseAt = template.lastIndexOf(BODY_CLOSE);
  if (bodyCloseAt < 0) throw new Error('index.html has no </body>');
  let head = template.slice(0, bodyCloseAt);
  if (files) {
    const preloaded = new Set([...head.matchAll(TEMPLATE_PRELOAD)].map(([, href]) => href));
    const own = { ...files, scripts: files.scripts.filter((href) => !preloaded.has(href)), loader: undefined };
    head = head.replace(HEAD_CLOSE, `${filesTags(own, head)}${HEAD_CLOSE}`);
  }
  return `${head}${appConfigBlock(config)}${template.slice(bodyCloseAt)}`;
}

/** What build.mjs writes to dist/page-assets.json: each lazily loaded module's chunks and stylesheets. */
export type PageAssets = Readonly<Record<string, { readonly js: readonly string[]; readonly css: readonly string[] }>>;

/** The stylesheets and scripts of `sources` (LazyComponent.sources), each once, and the scripts' loader. */
export function pageFilesOf(assets: PageAssets, sources: readonly string[]): PageFiles {
  const stylesheets = new Set<string>();
  const scripts = new Set<string>();
  for (const source of sources) {
    const found = assets[source];
    if (!found) {
      console.warn(`[render] dist/page-assets.json has no ${source}`);
      continue;
    }
    for (const href of found.css) stylesheets.add(href);
    for (const href of found.js) scripts.add(href);
  }
  return { stylesheets: [...stylesheets], scripts: [...scripts], loader: assets[AFTER_FIRST_PAINT_MODULE]?.js[0] };
}
