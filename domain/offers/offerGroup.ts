import { HTTP_STATUS } from '../constants/http';

/** The documented error when no offer answers for a group (000 §8). */
export const noOfferForOfferGroup = (id: string | number) => `Could not find offer ID for offer group ID: ${id}`;

/** Outcome of resolving an offer group to one offer id (000 §5). */
export type OfferGroupLookupResult =
  | {
      ok: true;
      offerId: number;
      /** More than one offer matched: worth reporting; the first is used. */
      multiple: boolean;
    }
  | { ok: false; error: string };

/**
 * Needs status 200 and at least one generic offer; otherwise the documented
 * 'Could not find offer ID for offer group ID: {id}' error (shown as a 404 by the caller).
 */
export function offerGroupLookupResult(
  status: number,
  genericOffers: readonly { id: number }[] | null | undefined,
  groupId: string | number,
): OfferGroupLookupResult {
  const first = genericOffers?.[0];
  if (status !== HTTP_STATUS.OK || !first) {
    return { ok: false, error: noOfferForOfferGroup(groupId) };
  }
  return { ok: true, offerId: first.id, multiple: (genericOffers?.length ?? 0) > 1 };
}
