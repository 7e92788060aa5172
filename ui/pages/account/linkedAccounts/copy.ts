/** The linked accounts section of the Profile tab (ours). */
export const LINKED_ACCOUNTS_COPY = {
  HEADING: 'Linked retailer accounts',
  INTRO: 'Link the accounts you shop with so your cash back is credited automatically.',
  LOADING: 'Loading your linked accounts…',
  LOAD_FAILED: "We couldn't load your linked accounts. Please refresh the page.",
  NOT_LINKED: 'Not linked',
  FAILED: 'Not linked: try again',
  ACTION_REQUIRED: 'Needs a verification code',
  RELINK: 'Relink',
  UNLINK: 'Unlink',
  UNLINKING: 'Unlinking…',
  /** Names the retailer for screen readers, since every row has the same buttons. */
  actionLabel: (action: string, retailerName: string) => `${action} ${retailerName}`,
  confirmTitle: (retailerName: string) => `Unlink ${retailerName}?`,
  CONFIRM_BODY: 'You won’t earn cash back that needs this account until you link it again.',
  CONFIRM: 'Unlink account',
  KEEP: 'Keep it linked',
} as const;
