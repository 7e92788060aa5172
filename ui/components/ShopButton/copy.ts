/** The Shop button and the launch tab it opens (000 §4 "Affiliate launch flow"; ours). */
export const SHOP_COPY = {
  /** The button while the launch is under way (step 1, "activating"). */
  ACTIVATING: 'Activating cash back…',
  /** The new tab before the retailer-launch page loads in it. */
  TAB_TEXT: 'Activating your cash back…',
} as const;
