import type { HelpDeskWindow } from '../stores/HelpCentreStore';

/** The help desk in this tab (the account menu's link, and the trip continued after a sign-in). */
export function sameTabHelpDesk(window: Window): HelpDeskWindow {
  return { open: (url) => window.location.assign(url), cancel: () => undefined };
}

/**
 * The help desk in a new tab (the help dropdown, 000 §2): the tab is opened now, inside the click, so popup
 * blockers let it through, and pointed at the help desk once the login answers. Opened without noopener (the
 * handle is needed), so the opener is cut by hand. A blocked popup falls back to this tab.
 */
export function newTabHelpDesk(window: Window): HelpDeskWindow {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return {
    open: (url) => (tab && !tab.closed ? tab.location.assign(url) : window.location.assign(url)),
    cancel: () => tab?.close(),
  };
}
