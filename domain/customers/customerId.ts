import type { FieldResult } from '../validation/fieldResult';

/** The documented refusal of a call without a customer id (001 §8). */
export const CUSTOMER_ID_MISSING = 'customerId missing';

/** Customer info and favourite-retailer calls need the customer id, else 'customerId missing' (001 §5). */
export function requireCustomerId(customerId: string | number | null | undefined): FieldResult<string> {
  const id = customerId === null || customerId === undefined ? '' : String(customerId).trim();
  return id ? { ok: true, value: id } : { ok: false, message: CUSTOMER_ID_MISSING };
}
