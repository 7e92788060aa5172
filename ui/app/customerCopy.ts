/**
 * The labels only a signed-in shopper's header, search bar and menus show (wording ours unless the documents give it:
 * the account menu's "Refer a friend", which the mobile nav's "Refer and earn" names too, issue 29). Beside SHELL_LABEL
 * so they load with those views' chunks, not with every visitor's start.
 */
export const CUSTOMER_LABEL = {
  CATEGORIES: 'Categories',
  ACCOUNT: 'Account',
  BONUSES: 'Bonuses',
  REFER_A_FRIEND: 'Refer a friend',
  SEARCH: 'Search',
  SEARCH_PLACEHOLDER: 'Search retailers and offers',
  /** The placeholder beside a retailer's chip: the chip names the store, so the field need not repeat it. */
  SEARCH_RETAILER_PLACEHOLDER: 'Search this store',
  OPEN_SEARCH: 'Open search',
  CLOSE_SEARCH: 'Close search',
  LOADING_CATEGORIES: 'Loading categories…',
  /** Read before the balance in the mobile nav's account info. */
  BALANCE: 'Balance',
  /** The phone header's balance chip (a link to My earnings): its accessible name. */
  BALANCE_LINK: (amount: string) => `Balance ${amount}: see your earnings`,
} as const;
