/** The retailer-launch page's text (ours: the documents list what it shows, not its words). */
export const RETAILER_LAUNCH_COPY = {
  /** When the query names no retailer. */
  FALLBACK_RETAILER: 'the retailer',
  takingYouTo: (retailer: string) => `Taking you to ${retailer}…`,
  continueTo: (retailer: string) => `Continue to ${retailer}`,
  CONTINUE_HINT: 'Not there yet? Use this link.',
  OFFER_VALUE_LABEL: 'Your cash back',
  CASH_BACK_LABEL: 'At this retailer',
  activatedOffers: (count: number) => (count === 1 ? '1 offer activated for this trip' : `${count} offers activated for this trip`),
  launchedOffer: (offerId: string) => `Including the offer you picked (offer ${offerId})`,
  SHOPPING_ID_LABEL: 'Shopping ID',
  SHOPPING_ID_HINT: 'Keep it handy: our help team asks for it if your cash back does not show up.',
} as const;
