import type { ServerResponse } from 'node:http';

// Every value from a request or a row goes through it.
export { escapeHtml } from '../../../domain/formatting/html';

export interface HtmlDocument {
  /** The whole <title> text, as is (escape what comes from a request or a row). */
  title: string;
  /** The one stylesheet (no inline style: CSP `style-src 'self'`); none for the plain sandbox-only pages. */
  stylesheet?: string;
  /** More <head> lines after the stylesheet (a robots meta, a deferred script), each ending in a newline. */
  head?: string;
  /** The <body> content. */
  body: string;
}

/** The app's icon (build.mjs writes both into dist/): without a link the browser asks /favicon.ico anyway. */
const ICON_LINKS = '<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48">\n<link rel="icon" href="/favicon.svg" type="image/svg+xml">\n';

/** The page shell of the sandbox's server-rendered pages (identity provider, demo retailer site, mail, help desk). */
export function htmlDocument({ title, stylesheet, head = '', body }: HtmlDocument): string {
  const stylesheetLink = stylesheet ? `<link rel="stylesheet" href="${stylesheet}">\n` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
${ICON_LINKS}${stylesheetLink}${head}</head>
<body>
${body}
</body>
</html>
`;
}

/** Sends a server-rendered page, never cached; a HEAD request gets the headers only. */
export function sendHtml(
  response: ServerResponse,
  status: number,
  html: string,
  { head = false, headers = {} }: { head?: boolean; headers?: Record<string, string> } = {},
): void {
  response.statusCode = status;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('Content-Length', Buffer.byteLength(html));
  response.end(head ? undefined : html);
}
