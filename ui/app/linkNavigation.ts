import { isInAppPath } from '../../domain/platform/inAppNavigation';
import type { RouterStore } from '../stores/RouterStore';

/**
 * Follows clicks on same-origin links to the app's own routes in place (history.push) instead of reloading
 * the page, so stores, the route history (breadcrumbs) and scroll positions survive navigation. Plain
 * `<a href>` stays the way views link; modified clicks (new tab, download, target) and links a handler already
 * took care of (defaultPrevented) are left to the browser, as are paths that are not app routes.
 * Answers a disposer.
 */
export function startLinkNavigation(document: Document, router: RouterStore): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    const anchor = target?.closest('a');
    if (!anchor || !anchor.hasAttribute('href')) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, document.baseURI);
    const here = document.location;
    if (url.origin !== here.origin) return;
    // A jump within the page (#main) is the browser's.
    if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
    if (!isInAppPath(url.pathname)) return;
    event.preventDefault();
    router.navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
