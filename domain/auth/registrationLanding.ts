import { isAddOfferReturnPath } from '../offers/offerPageTarget';
import { welcomePath } from '../platform/staticPages';
import { safeRedirectPath } from '../navigation/safeRedirectPath';

/**
 * Where a shopper lands after registering (000 §7): back on the offer they signed up from
 * (/offers/{id}?source=add-offer&offerGroupId=…), else /welcome?source=register with where they were going as
 * its redirect. A redirect that is not a same-origin path is dropped.
 */
export function registrationLandingPath(redirect: string | null | undefined): string {
  const destination = safeRedirectPath(redirect);
  if (destination && isAddOfferReturnPath(destination)) return destination;
  return welcomePath(destination);
}
