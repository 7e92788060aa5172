/** The list-to-offers sidebar's views (000 §2, §4). */
export const SIDEBAR_VIEW = {
  SHOPPING_LIST: 'shopping_list',
  SELECT_RETAILER: 'select_retailer',
  MATCHED_OFFERS: 'matched_offers',
  FEEDBACK: 'feedback',
} as const;
export type SidebarView = (typeof SIDEBAR_VIEW)[keyof typeof SIDEBAR_VIEW];

/** The view the sidebar opens in (000 §4 "opens in shopping_list"). */
export const INITIAL_SIDEBAR_VIEW: SidebarView = SIDEBAR_VIEW.SHOPPING_LIST;

/** The top bar's title outside select_retailer (000 §2). */
export const SIDEBAR_TITLE = 'Shopping list';

/** The select_retailer back link's text per the view it returns to (000 §2). */
export const SIDEBAR_BACK_LINK: Record<Exclude<SidebarView, 'select_retailer'>, string> = {
  feedback: 'Back to feedback',
  matched_offers: 'Back to offers',
  shopping_list: 'Edit your list',
};

/**
 * What the top bar reads (000 §2): in select_retailer a back link named after the view Change saved, else the
 * title 'Shopping list'.
 */
export function sidebarTopBar(view: SidebarView, previousView: SidebarView | null): { kind: 'title'; text: string } | { kind: 'back'; text: string } {
  if (view !== SIDEBAR_VIEW.SELECT_RETAILER) return { kind: 'title', text: SIDEBAR_TITLE };
  const returnTo = previousView === null || previousView === SIDEBAR_VIEW.SELECT_RETAILER ? SIDEBAR_VIEW.SHOPPING_LIST : previousView;
  return { kind: 'back', text: SIDEBAR_BACK_LINK[returnTo] };
}

/** The retailer header (icon, name, Change) shows in every view but select_retailer (000 §2). */
export function showsRetailerHeader(view: SidebarView): boolean {
  return view !== SIDEBAR_VIEW.SELECT_RETAILER;
}

/** Under this width a selection in the sidebar toggles it (000 §4). */
export const SIDEBAR_TOGGLE_BELOW_WIDTH = 1024;
