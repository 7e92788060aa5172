/** The direct link's copy (001 §4 direct link 1408; 'as soon as you receive' is §9's pending copy for 1408). */
export const DIRECT_LINK_COPY = {
  heading: (retailer: string) => `Link your ${retailer} account`,
  explanation: (retailer: string) =>
    `You'll sign in at ${retailer} and allow Clipback to see your ${retailer} purchases. Cash back then arrives as soon as you receive your order.`,
  linkButton: (retailer: string) => `Link with ${retailer}`,
  starting: (retailer: string) => `Taking you to ${retailer}…`,
  finishing: 'Finishing your link…',
  linked: (retailer: string) => `Your ${retailer} account is linked.`,
  unlinkButton: 'Unlink account',
  unlinking: 'Unlinking…',
  unlinked: (retailer: string) => `Your ${retailer} account is no longer linked.`,
  loading: 'Checking your link…',
} as const;
