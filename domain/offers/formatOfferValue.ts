import { formatCents } from '../formatting/currency';
import type { Offer } from './Offer';

/**
 * The value text of an offer: the server's currentValue when given ('Up to X%'),
 * else its percent back ('5%'), else its amount in cents as dollars (250 → '$2.50'); null when none is known.
 */
export function formatOfferValue(offer: Pick<Offer, 'currentValue' | 'percentBack' | 'amount'>): string | null {
  const text = offer.currentValue?.trim();
  if (text) return text;
  if (typeof offer.percentBack === 'number' && Number.isFinite(offer.percentBack)) return `${offer.percentBack}%`;
  if (typeof offer.amount === 'number' && Number.isFinite(offer.amount)) return formatCents(offer.amount);
  return null;
}
