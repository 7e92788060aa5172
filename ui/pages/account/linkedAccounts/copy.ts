/** The linked accounts section of the Profile tab (ours; the unlink failure is 001 §8's, in domain/retailers/linkErrors). */
export const LINKED_ACCOUNTS_COPY = {
  HEADING: 'Linked retailer accounts',
  INTRO: 'Link the accounts you shop with so your cash back is credited automatically. Unlink any of them here.',
  /** A linked retailer the catalogue no longer answers (it still has to be unlinkable). */
  unknownRetailer: (retailerId: number) => `Retailer #${retailerId}`,
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
  /** 1408's unlink also clears 4's link (001 §4): the shopper is told before confirming. */
  alsoUnlinks: (retailerNames: readonly string[]) => `This also unlinks ${retailerNames.join(' and ')}.`,
  unlinked: (retailerName: string) => `Your ${retailerName} account is no longer linked.`,
  alsoUnlinked: (retailerNames: readonly string[]) => `${retailerNames.join(' and ')} ${retailerNames.length > 1 ? 'were' : 'was'} unlinked with it.`,
  CONFIRM: 'Unlink account',
  KEEP: 'Keep it linked',
} as const;
