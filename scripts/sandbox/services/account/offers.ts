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

/**
 * The offers a list may show at a retailer (the catalogue's list rules), in catalogue order, with what a
 * shopping list is matched against: name, description and the display names of its purchase categories there.
 */
export async function listableOffersAt(
  deps: Pick<SandboxDeps, 'db' | 'now'>,
  retailerId: number,
  customerId: string | null,
): Promise<{ id: number; name: string; description: string | null; categories: string[] }[]> {
  const rows = await offerRowsOfRetailers(createCatalogueSession(deps, customerId), [retailerId]);
  const categoryRows = await deps.db.query<{ offer_id: number; display_name: string }>(
    `SELECT c.offer_id, p.display_name FROM offer_purchase_categories c JOIN purchase_categories p ON p.id = c.purchase_category_id
      WHERE c.retailer_id = $1 AND c.offer_id = ANY($2::int[])`,
    [retailerId, rows.map((row) => row.id)],
  );
  const categories = new Map<number, string[]>();
  for (const { offer_id, display_name } of categoryRows) categories.set(offer_id, [...(categories.get(offer_id) ?? []), display_name]);
  return rows.map((row) => ({ id: row.id, name: row.name, description: row.description, categories: categories.get(row.id) ?? [] }));
}
