import { capitalizeWord } from '../formatting/text';
import type { FundingSource } from './fundingSource';

/** 'Checking ***1234': funding type capitalised, ' ***', last four digits (001 §3). */
export function paymentMethodLabel({ fundingType, last4 }: Pick<FundingSource, 'fundingType' | 'last4'>): string {
  return `${capitalizeWord(String(fundingType))} ***${last4}`;
}
