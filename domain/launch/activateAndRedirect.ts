import { ACTIVATE_AND_REDIRECT_RETAILER_IDS } from '../constants/retailers';

/** Shop at retailers 1088 and 1545 activates offers and redirects instead of the plain launch (000 §4). */
export function usesActivateAndRedirect(retailerId: number): boolean {
  return ACTIVATE_AND_REDIRECT_RETAILER_IDS.includes(retailerId);
}
