import type { LastLaunch } from './lastLaunch';

/**
 * What the shopper's return says of a launch (000 §4 step 11 with §7 fetchAffiliateTransactionByLaunchId; ours: the
 * documents give the query and its answer, not what the app does with it): being asked; confirmed with the trip's
 * transaction and offer value; not reached (the service saw no landing at the retailer); unknown (the check failed).
 */
export type TripConfirmation =
  | { readonly status: 'checking' }
  | { readonly status: 'confirmed'; readonly transactionId: string; readonly offerValue: string | null }
  | { readonly status: 'notReached' }
  | { readonly status: 'unknown' };

/** The transaction answer (null: none yet) as a confirmation. */
export function tripConfirmationOf(transaction: { transactionId: string; offerValue: string | null } | null): TripConfirmation {
  return transaction ? { status: 'confirmed', transactionId: transaction.transactionId, offerValue: transaction.offerValue } : { status: 'notReached' };
}

/** How a confirmed trip is tracked (ours): an 'InteractionPerformed' event naming the interaction, with the trip. */
export const TRIP_CONFIRMED_TRACKING = {
  EVENT: 'InteractionPerformed',
  INTERACTION: 'affiliate trip confirmed',
} as const;

/** The tracked properties of a confirmed trip. */
export function tripConfirmedProperties(launch: Pick<LastLaunch, 'retailerId' | 'shoppingId'>, transactionId: string): Record<string, unknown> {
  return { interaction: TRIP_CONFIRMED_TRACKING.INTERACTION, retailerId: launch.retailerId, shoppingId: launch.shoppingId, transactionId };
}
