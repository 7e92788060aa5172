// Alcohol offers are only for customers over 21 (001 §1; the rule is domain/customers/age.ts). Anyone else
// (anonymous, a sign-in without a customer yet, a customer under 21 or without a readable birth date) gets them
// nowhere: the session adds them to the hidden offers every list and search leaves out, and its offer lookups
// answer nothing for them, so an offer page, an unlock and an offer link see no such offer.
import { ALCOHOL_OFFER_REFUSED, isOldEnoughForAlcohol } from '../../../../domain/customers/age';
import { HttpError } from '../../api/HttpError';
import type { SqlExecutor } from '../../db';

/** The alcohol offer ids this customer (null: anonymous) may not see, sorted; none for a customer 21 or over. */
export async function ageRestrictedOfferIds(db: SqlExecutor, customerId: string | null, now: Date): Promise<number[]> {
  if (customerId !== null && isOldEnoughForAlcohol(await birthDateOf(db, customerId), now)) return [];
  const rows = await db.query<{ id: number }>('SELECT id FROM offers WHERE alcohol ORDER BY id');
  return rows.map((row) => row.id);
}

async function birthDateOf(db: SqlExecutor, customerId: string): Promise<string> {
  const rows = await db.query<{ birth_date: string | null }>(`SELECT to_char(birth_date, 'YYYY-MM-DD') AS birth_date FROM customers WHERE id = $1`, [customerId]);
  return rows[0]?.birth_date ?? '';
}

/** An unlock or offer link for an alcohol offer this customer may not have: 403 with the domain's message. */
export async function refuseAgeRestrictedOffer(db: SqlExecutor, customerId: string | null, offerId: number, now: Date): Promise<void> {
  if ((await ageRestrictedOfferIds(db, customerId, now)).includes(offerId)) {
    throw new HttpError(403, ALCOHOL_OFFER_REFUSED, { code: 'FORBIDDEN' });
  }
}
