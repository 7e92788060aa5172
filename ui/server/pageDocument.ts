import { APP_CONFIG_ELEMENT_ID } from '../../adapters/config/loadAppConfig';
import type { AppConfig } from '../../domain/platform/appConfig';
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

/**
 * Splits `template` (build.mjs's index.html) around its root element, dropping the root's boot placeholder. With
 * `headTags`, the page's own head replaces the template's title and description, and its "needs JavaScript"
 * notice goes; `assetTags` (its chunk's stylesheets and preloads) end the head.
 */
export function pageDocument(template: string, headTags: string | null, assetTags = ''): PageDocument {
  const rootAt = template.indexOf(ROOT_OPEN);
  const bodyCloseAt = template.lastIndexOf(BODY_CLOSE);
  if (rootAt < 0 || bodyCloseAt < rootAt) throw new Error('index.html has no <div id="root"> inside its body');
  let beforeRoot = template.slice(0, rootAt + ROOT_OPEN.length);
  if (headTags !== null) {
    let replaced = false;
    beforeRoot = beforeRoot.replace(TEMPLATE_HEAD, () => (replaced ? '' : ((replaced = true), headTags))).replace(NOSCRIPT, '');
  }
  // After the template's own stylesheet and scripts, so a page's rules come after the shell's.
  if (assetTags) beforeRoot = beforeRoot.replace(HEAD_CLOSE, `${assetTags}\n${HEAD_CLOSE}`);
  const afterRoot = template.slice(bodyCloseAt);
  return { beforeRoot, afterRoot: (blocks) => `</div>\n${blocks}${afterRoot}` };
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
 * boot placeholder stays.
 */
export function appShellDocument(template: string, config: AppConfig): string {
  const bodyCloseAt = template.lastIndexOf(BODY_CLOSE);
  if (bodyCloseAt < 0) throw new Error('index.html has no </body>');
  return `${template.slice(0, bodyCloseAt)}${appConfigBlock(config)}${template.slice(bodyCloseAt)}`;
}

/** What build.mjs writes to dist/page-assets.json: each lazily loaded module's chunks and stylesheets. */
export type PageAssets = Readonly<Record<string, { readonly js: readonly string[]; readonly css: readonly string[] }>>;

/** The stylesheets and chunk preloads of `sources` (LazyComponent.sources), each once, stylesheets first. */
export function assetTags(assets: PageAssets, sources: readonly string[]): string {
  const css = new Set<string>();
  const js = new Set<string>();
  for (const source of sources) {
    const found = assets[source];
    if (!found) {
      console.warn(`[render] dist/page-assets.json has no ${source}`);
      continue;
    }
    for (const href of found.css) css.add(href);
    for (const href of found.js) js.add(href);
  }
  return [...[...css].map((href) => `<link rel="stylesheet" href="${href}">`), ...[...js].map((href) => `<link rel="modulepreload" href="${href}">`)].join('\n');
}
