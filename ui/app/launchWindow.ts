import type { LaunchWindow } from '../flows/launchRetailer';
import { SHOP_COPY } from '../components/ShopButton/copy';

/**
 * The retailer-launch page's tab (000 §4 step 9): opened now, inside the shopper's click, so pop-up blockers let it
 * through, and pointed at the page once the launch's calls answer. Opened without noopener (the handle is needed),
 * so the opener is cut by hand: the retailer's site the page forwards to never reaches this tab. Until the page
 * loads the tab says what is happening. A blocked pop-up leaves `sameWindow` to show the page in this tab.
 */
function newTabLaunchWindow(window: Window, sameWindow: (path: string) => void): LaunchWindow {
  const tab = window.open('', '_blank');
  if (tab) {
    tab.opener = null;
    try {
      tab.document.title = SHOP_COPY.ACTIVATING;
      tab.document.body.textContent = SHOP_COPY.TAB_TEXT;
    } catch {
      // A browser that keeps the blank tab apart: it stays blank for the moment the launch takes.
    }
  }
  return {
    open(path) {
      if (tab && !tab.closed) {
        tab.location.assign(new URL(path, window.location.href).href);
        return 'newTab';
      }
      sameWindow(path);
      return 'sameWindow';
    },
    cancel: () => tab?.close(),
  };
}

/** The launch window for a Shop button: a new tab, else the launch page in this tab through the router. */
export function launchWindowOpener(router: { navigate(path: string): void }): () => LaunchWindow {
  return () => newTabLaunchWindow(window, (path) => router.navigate(path));
}
