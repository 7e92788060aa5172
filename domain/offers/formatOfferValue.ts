import { CURRENCY_CODE, LOCALE } from '../constants';
import type { Offer } from './Offer';

const usd = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY_CODE,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A dollar amount with two decimals ("Prices show two decimals", 000 §9), e.g. '$2.50'. */
export function formatUsd(amountDollars: number): string {
  return usd.format(amountDollars);
}

/**
 * The value text of an offer: the server's currentValue when given ('Up to X%'),
 * else its percent back ('5%'), else its dollar amount ('$2.50'); null when none is known.
 */
export function formatOfferValue(offer: Pick<Offer, 'currentValue' | 'percentBack' | 'amount'>): string | null {
  const text = offer.currentValue?.trim();
  if (text) return text;
  if (typeof offer.percentBack === 'number' && Number.isFinite(offer.percentBack)) return `${offer.percentBack}%`;
  if (typeof offer.amount === 'number' && Number.isFinite(offer.amount)) return formatUsd(offer.amount);
  return null;
}
