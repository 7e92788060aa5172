// Offers in the account answers (unlock, list-to-offers) use the catalogue's one Offer mapper
// (services/catalogue: fullOffers), so an offer reads the same here as in contentServer and GraphQL.
import { createCatalogueSession, fullOffers, offerRowsInOrder, offerRowsOfRetailers, type OfferShape } from '../catalogue';
import type { SandboxDeps } from '../SandboxDeps';

export type Offer = OfferShape;

/** The offers with these ids in the order given (unknown ids left out); `activated` is the customer's. */
export async function offersInOrder(deps: Pick<SandboxDeps, 'db' | 'now'>, ids: readonly number[], customerId: string | null): Promise<Offer[]> {
  if (ids.length === 0) return [];
  const session = createCatalogueSession(deps, customerId);
  return fullOffers(session, await offerRowsInOrder(session, [...new Set(ids)]));
}

/** The offers a list may show at a retailer (the catalogue's list rules), as id and name, in catalogue order. */
export async function listableOffersAt(
  deps: Pick<SandboxDeps, 'db' | 'now'>,
  retailerId: number,
  customerId: string | null,
): Promise<{ id: number; name: string }[]> {
  const rows = await offerRowsOfRetailers(createCatalogueSession(deps, customerId), [retailerId]);
  return rows.map((row) => ({ id: row.id, name: row.name }));
}
