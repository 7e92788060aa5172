/**
 * An image URL a page may show when it arrived in a URL's query (the retailer-launch page's iconUrl): https, or a
 * path on the app's own origin. Anything else (http, data:, javascript:, `//other.example`) is not shown (ours:
 * a query anyone can write must not load mixed content or track through a stranger's pixel).
 */
export function isSafeImageUrl(url: string): boolean {
  if (/^\/(?![/\\])/.test(url)) return !/[\s\\]/.test(url);
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
