// Offers in the account answers (unlock, list-to-offers) use the catalogue's one Offer mapper
// (services/catalogue: fullOffers), so an offer reads the same here as in contentServer and GraphQL.
import { createCatalogueSession, fullOffers, listableOfferSql, offerRowsInOrder, type OfferShape } from '../catalogue';
import type { SandboxDeps } from '../SandboxDeps';

export type Offer = OfferShape;

/** The offers with these ids in the order given (unknown ids left out); `activated` is the customer's. */
export async function offersInOrder(deps: Pick<SandboxDeps, 'db' | 'now'>, ids: readonly number[], customerId: string | null): Promise<Offer[]> {
  if (ids.length === 0) return [];
  const session = createCatalogueSession(deps, customerId);
  return fullOffers(session, await offerRowsInOrder(session, [...new Set(ids)]));
}

/** Which of these offers a list may show now (the catalogue's list rules, for this customer). */
export async function listableAmong(deps: Pick<SandboxDeps, 'db' | 'now'>, ids: readonly number[], customerId: string | null): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const session = createCatalogueSession(deps, customerId);
  const rows = await deps.db.query<{ id: number }>(
    `SELECT o.id FROM offers o WHERE o.id = ANY($1::int[]) AND ${listableOfferSql('o', '$2', '$3', '$4')}`,
    [[...new Set(ids)], session.now, session.customerId, await session.hiddenOfferIds()],
  );
  return new Set(rows.map((row) => row.id));
}
