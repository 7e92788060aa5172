// Bonuses (001 §3, §4, §5): per-customer progress, the views they fall in (domain classifyBonus), funded
// bonuses without supported offers dropped (domain dropUnsupportedFundedBonuses).
import { classifyBonus, BONUS_TYPE, type BonusView } from '../../../../domain/bonuses/classifyBonus';
import { dropUnsupportedFundedBonuses } from '../../../../domain/bonuses/fundedBonuses';
import type { SqlExecutor } from '../../db';
import { groupBy } from './batch';
import { DISCOVERY_ENDS_SOON_MS, EXPIRING_SOON_MS, RECENTLY_UNAVAILABLE_BONUS_MS } from './constants';
import type { BonusQualificationRow, BonusRow } from './rows';
import type { CatalogueSession } from './session';
import { endsWithin, iso, type BonusShape } from './shapes';

const SELECT_BONUS = `SELECT b.id, b.name, b.amount_cents, b.bonus_type, b.category, b.completed_image_url, b.uncompleted_image_url,
    b.description, b.starts_at, b.expiration, b.discoverable_until, b.other_reward, b.retailer_id, b.internal_type,
    b.catalogue_position, coalesce(cb.progress_count, 0) AS progress_count, coalesce(cb.completed, false) AS completed,
    coalesce(cb.amount_earned_cents, 0) AS amount_earned_cents,
    (SELECT count(*)::int FROM bonus_qualifications q WHERE q.bonus_id = b.id) AS steps
  FROM bonuses b LEFT JOIN customer_bonuses cb ON cb.bonus_id = b.id AND cb.customer_id = $1::text`;

export async function bonusRowsByIds(db: SqlExecutor, customerId: string | null, ids: readonly number[]): Promise<Map<number, BonusRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<BonusRow>(`${SELECT_BONUS} WHERE b.id = ANY($2::int[])`, [customerId, ids]);
  return new Map(rows.map((row) => [row.id, row]));
}

export async function allBonusRows(db: SqlExecutor, customerId: string | null): Promise<BonusRow[]> {
  return db.query<BonusRow>(`${SELECT_BONUS} ORDER BY b.catalogue_position, b.id`, [customerId]);
}

export async function qualificationsOfBonuses(db: SqlExecutor, ids: readonly number[]): Promise<Map<number, BonusQualificationRow[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<BonusQualificationRow>(
    'SELECT bonus_id, position, progress_description FROM bonus_qualifications WHERE bonus_id = ANY($1::int[]) ORDER BY bonus_id, position',
    [ids],
  );
  return groupBy(rows, (row) => row.bonus_id);
}

/** A bonus's offers that can still be redeemed (not expired), in id order. */
export async function supportedOffersOfBonuses(db: SqlExecutor, ids: readonly number[], now: Date): Promise<Map<number, number[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ bonus_id: number; offer_id: number }>(
    `SELECT bo.bonus_id, bo.offer_id FROM bonus_offers bo JOIN offers o ON o.id = bo.offer_id
      WHERE bo.bonus_id = ANY($1::int[]) AND (o.expiration IS NULL OR o.expiration > $2::timestamptz)
      ORDER BY bo.bonus_id, bo.offer_id`,
    [ids, now],
  );
  const grouped = groupBy(rows, (row) => row.bonus_id);
  return new Map([...grouped].map(([bonusId, list]) => [bonusId, list.map((row) => row.offer_id)]));
}

/**
 * When a bonus stopped being available to the customer: its expiration once passed, or the end of its
 * discoverability for a customer who had not started it; null while it is available. Completed bonuses
 * stay the customer's (completed view) whatever their dates.
 */
function unavailableSince(row: BonusRow, now: Date): Date | null {
  if (row.completed) return null;
  if (row.expiration && row.expiration.getTime() <= now.getTime()) return row.expiration;
  if (row.progress_count === 0 && row.discoverable_until && row.discoverable_until.getTime() <= now.getTime()) return row.discoverable_until;
  return null;
}

/** A bonus row as the GraphQL Bonus, for the customer whose progress the row carries. */
export function toBonus(row: BonusRow, qualifications: readonly BonusQualificationRow[], offerIds: readonly number[], now: Date): BonusShape {
  const unavailable = unavailableSince(row, now) !== null;
  const steps = Math.max(row.steps, qualifications.length);
  const percent = row.completed ? 100 : steps > 0 ? Math.min(100, Math.round((row.progress_count / steps) * 10_000) / 100) : 0;
  return {
    id: row.id,
    name: row.name,
    amount: row.amount_cents,
    bonusQualifications: qualifications.map((step) => ({
      completed: row.completed || row.progress_count >= step.position,
      progressDescription: step.progress_description,
    })),
    bonusType: unavailable ? BONUS_TYPE.RECENTLY_EXPIRED : row.bonus_type,
    category: row.category,
    completed: row.completed,
    completedImageUrl: row.completed_image_url,
    uncompletedImageUrl: row.uncompleted_image_url,
    description: row.description,
    expiration: iso(row.expiration),
    offers: [...offerIds],
    otherReward: row.other_reward,
    progressCount: row.progress_count,
    percentComplete: percent,
    retailerId: row.retailer_id,
    internalType: row.internal_type,
    discoverability: {
      discoverableEndsSoon: endsWithin(row.discoverable_until, now, DISCOVERY_ENDS_SOON_MS),
      expiresSoon: endsWithin(row.expiration, now, EXPIRING_SOON_MS),
    },
    amountEarned: row.amount_earned_cents,
  };
}

export async function fullBonus(session: CatalogueSession, row: BonusRow): Promise<BonusShape> {
  const [qualifications, offerIds] = await Promise.all([session.bonusQualifications.load(row.id), session.bonusOffers.load(row.id)]);
  return toBonus(row, qualifications, offerIds, session.now);
}

export type BonusList = 'available' | 'recentlyUnavailable' | 'completed';

const LIST_OF_VIEW: Record<BonusView, BonusList> = {
  recentlyExpired: 'recentlyUnavailable',
  completed: 'completed',
  featured: 'available',
  inProgress: 'available',
  forYou: 'available',
};

/**
 * One of the bonuses page's lists for the session's customer, catalogue order, at most `limit`:
 * started bonuses, those unavailable for more than RECENTLY_UNAVAILABLE_BONUS_MS left out, funded ones
 * without a supported offer dropped, each in the list of its view.
 */
export async function bonusList(session: CatalogueSession, list: BonusList, limit: number): Promise<BonusShape[]> {
  const now = session.now.getTime();
  const rows = (await allBonusRows(session.db, session.customerId)).filter((row) => {
    if (row.starts_at && row.starts_at.getTime() > now && !row.completed && row.progress_count === 0) return false;
    const since = unavailableSince(row, session.now);
    return since === null || now - since.getTime() <= RECENTLY_UNAVAILABLE_BONUS_MS;
  });
  const bonuses = await Promise.all(rows.map((row) => fullBonus(session, row)));
  const kept = dropUnsupportedFundedBonuses(bonuses, bonuses.flatMap((bonus) => bonus.offers));
  return kept.filter((bonus) => LIST_OF_VIEW[classifyBonus(bonus)] === list).slice(0, limit);
}

/** Bonuses whose name matches a text-search query, still available, for search results. */
export async function searchBonusRows(
  db: SqlExecutor,
  query: string,
  retailerId: number | null,
  now: Date,
  limit: number,
): Promise<{ id: number; name: string; internal_type: string | null; offers: number[] }[]> {
  return db.query(
    `SELECT b.id, b.name, b.internal_type,
            ARRAY(SELECT bo.offer_id FROM bonus_offers bo JOIN offers o ON o.id = bo.offer_id
                   WHERE bo.bonus_id = b.id AND (o.expiration IS NULL OR o.expiration > $2::timestamptz)) AS offers
       FROM bonuses b
      WHERE to_tsvector('simple', b.name) @@ to_tsquery('simple', $1)
        AND (b.expiration IS NULL OR b.expiration > $2::timestamptz)
        AND (b.starts_at IS NULL OR b.starts_at <= $2::timestamptz)
        AND (b.discoverable_until IS NULL OR b.discoverable_until > $2::timestamptz)
        AND ($3::int IS NULL OR b.retailer_id = $3::int)
      ORDER BY b.catalogue_position, b.id LIMIT $4`,
    [query, now, retailerId, limit],
  );
}
