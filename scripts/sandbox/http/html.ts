/** Text safe inside HTML element content and quoted attribute values: every value from a request or a row goes through it. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface HtmlDocument {
  /** The whole <title> text, as is (escape what comes from a request or a row). */
  title: string;
  /** The one stylesheet (no inline style: CSP `style-src 'self'`). */
  stylesheet: string;
  /** More <head> lines after the stylesheet (a robots meta, a deferred script), each ending in a newline. */
  head?: string;
  /** The <body> content. */
  body: string;
}

/** The page shell of the sandbox's server-rendered sites (identity provider, demo retailer site). */
export function htmlDocument({ title, stylesheet, head = '', body }: HtmlDocument): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<link rel="stylesheet" href="${stylesheet}">
${head}</head>
<body>
${body}
</body>
</html>
`;
}
