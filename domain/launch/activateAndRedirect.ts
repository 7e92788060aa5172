import { RETAILER_ID } from '../constants/retailers';

/** Retailers whose Shop button uses activate-and-redirect; also the preferred launch categories (step 5). */
export const ACTIVATE_AND_REDIRECT_RETAILER_IDS: readonly number[] = [
  RETAILER_ID.ACTIVATE_AND_REDIRECT_A,
  RETAILER_ID.ACTIVATE_AND_REDIRECT_B,
];

/** Shop at retailers 1088 and 1545 activates offers and redirects instead of the plain launch (000 §4). */
export function usesActivateAndRedirect(retailerId: number): boolean {
  return ACTIVATE_AND_REDIRECT_RETAILER_IDS.includes(retailerId);
}
