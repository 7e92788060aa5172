// SQL fragments of the catalogue's list rules, so every list applies them the same way.

/**
 * A retailer a list may show (000 §5): not tempDisabled and not in the web-excluded-retailers-list flag
 * (`excluded` is the parameter holding those ids as int[]).
 */
export function listableRetailerSql(alias: string, excluded: string): string {
  return `(NOT ${alias}.temp_disabled AND NOT (${alias}.id = ANY(${excluded}::int[])))`;
}

/**
 * An offer a list may show: not expired; discoverable now, or unlocked by the signed-in customer (a
 * targeted offer shows to those who have it, 000 §4); and not hidden (every retailer of it left out of
 * lists, see hiddenOffers.ts). `now` is a timestamptz parameter, `customer` the customer id (null when
 * anonymous), `hidden` the hidden offer ids (int[]).
 */
export function listableOfferSql(alias: string, now: string, customer: string, hidden: string): string {
  return `((${alias}.expiration IS NULL OR ${alias}.expiration > ${now}::timestamptz)
    AND ((${alias}.is_discoverable AND (${alias}.discoverable_until IS NULL OR ${alias}.discoverable_until > ${now}::timestamptz))
      OR EXISTS (SELECT 1 FROM unlocked_offers lu WHERE lu.customer_id = ${customer}::text AND lu.offer_id = ${alias}.id))
    AND NOT (${alias}.id = ANY(${hidden}::int[])))`;
}

/** A banner inside its display window. */
export function activeBannerSql(alias: string, now: string): string {
  return `((${alias}.starts_at IS NULL OR ${alias}.starts_at <= ${now}::timestamptz) AND (${alias}.ends_at IS NULL OR ${alias}.ends_at > ${now}::timestamptz))`;
}
