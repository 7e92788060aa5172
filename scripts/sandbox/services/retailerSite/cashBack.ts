import { formatCents } from '../../../../domain/formatting/currency';

/** The fields of a launch's offer that decide a demo order's cash back. */
export interface CashBackOffer {
  id: number;
  percent_back: number | null;
  amount_cents: number | null;
}

export interface CashBackRule {
  /** The best percent offer's rate, applied to the order total (percent points). */
  percent: number | null;
  /** Fixed-amount offers, each once, in cents. */
  fixedCents: number;
  /** The offers that earn: the best percent offer and every fixed-amount offer. */
  offerIds: number[];
}

/**
 * How the offers that came with a launch pay on a demo order (ours): the best percent offer applies to
 * the order total (storewide and category rates do not stack), every fixed-amount offer pays its amount
 * once. Offers without a value earn nothing.
 */
export function cashBackRule(offers: readonly CashBackOffer[]): CashBackRule {
  const percentOffers = offers.filter((offer) => typeof offer.percent_back === 'number' && offer.percent_back > 0);
  const best = percentOffers.sort((a, b) => (b.percent_back ?? 0) - (a.percent_back ?? 0))[0];
  const fixed = offers.filter((offer) => typeof offer.amount_cents === 'number' && offer.amount_cents > 0 && offer !== best);
  return {
    percent: best?.percent_back ?? null,
    fixedCents: fixed.reduce((sum, offer) => sum + (offer.amount_cents ?? 0), 0),
    offerIds: [...(best ? [best.id] : []), ...fixed.map((offer) => offer.id)],
  };
}

/** A demo order's cash back in integer cents: never more than the order total. */
export function demoOrderCashBack(orderTotalCents: number, offers: readonly CashBackOffer[]): { cashBackCents: number; offersMatched: number } {
  const rule = cashBackRule(offers);
  const fromPercent = rule.percent === null ? 0 : Math.round((orderTotalCents * rule.percent) / 100);
  const cashBackCents = Math.min(orderTotalCents, fromPercent + rule.fixedCents);
  return { cashBackCents, offersMatched: cashBackCents > 0 ? rule.offerIds.length : 0 };
}

/** The rule in words, for the order form: '5% of the order total, plus $2.50'. Null when nothing earns. */
export function describeCashBackRule(rule: CashBackRule): string | null {
  const parts = [
    rule.percent !== null ? `${rule.percent}% of the order total` : null,
    rule.fixedCents > 0 ? formatCents(rule.fixedCents) : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(', plus ') : null;
}
