import { AFFILIATE_LAUNCH_ID_LENGTH, isLaunchId, LAUNCH_ID_PREFIX } from '../navigation/affiliateUrl';

/** A retailer id as the content GraphQL takes it (an ID, so a string): a positive integer of at most 9 digits. */
const RETAILER_ID = /^[1-9][0-9]{0,8}$/;

/** The BAD_USER_INPUT message of fetchAffiliateTransactionByLaunchId (not shown in the documents; ours). */
export const TRANSACTION_ARGUMENTS_INVALID = 'Some arguments are not valid.';

/**
 * fetchAffiliateTransactionByLaunchId's arguments that cannot be what they name, with why, by argument (empty
 * when both can be). Shared by the sandbox's resolver and the in-memory launch twin.
 */
export function transactionArgumentProblems(retailerId: string, launchId: string): Partial<Record<'retailerId' | 'launchId', string>> {
  const problems: Partial<Record<'retailerId' | 'launchId', string>> = {};
  if (!RETAILER_ID.test(retailerId)) problems.retailerId = 'must be a retailer id';
  if (!isLaunchId(launchId)) problems.launchId = `must be ${LAUNCH_ID_PREFIX} followed by ${AFFILIATE_LAUNCH_ID_LENGTH} letters or digits`;
  return problems;
}
