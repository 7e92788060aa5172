import { MESSAGES } from '../constants/messages';
import type { FieldResult } from '../validation/fieldResult';

/** Customer info and favourite-retailer calls need the customer id, else 'customerId missing' (001 §5). */
export function requireCustomerId(customerId: string | number | null | undefined): FieldResult<string> {
  const id = customerId === null || customerId === undefined ? '' : String(customerId).trim();
  return id ? { ok: true, value: id } : { ok: false, message: MESSAGES.CUSTOMER_ID_MISSING };
}
