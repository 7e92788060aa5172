/** Marks the button that opens the sidebar: a press on it is not an outside click (it toggles instead). */
export const SIDEBAR_OPENER_ATTRIBUTE = 'data-sidebar-opener';
