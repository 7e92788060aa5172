/**
 * Follows the sandbox's OAuth consent stand-in like a shopper would: opens the page walmartOAuthServiceLogin
 * (or fetchLinkingUri) sent the browser to and answers where its Allow (or Deny) link returns to the app.
 */
export async function consentReturn(consentUri: string, choice: 'allow' | 'deny' = 'allow'): Promise<URL> {
  const response = await fetch(consentUri);
  const html = await response.text();
  if (!response.ok) throw new Error(`the consent page answered ${response.status}`);
  const href = new RegExp(`<a href="([^"]+)" data-consent="${choice}">`).exec(html)?.[1];
  if (!href) throw new Error(`the consent page has no ${choice} link`);
  return new URL(href.replace(/&#38;/g, '&'));
}
