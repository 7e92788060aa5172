import { AFFILIATE_LAUNCH_ID_LENGTH, LAUNCH_ID_PREFIX } from '../../../../domain/navigation/affiliateUrl';
import { GraphqlRequestError, type GraphqlContext } from '../../api/graphqlService';
import { isLaunchId } from '../affiliateLink/randomIds';
import type { GraphqlResolversFactory } from '../SandboxDeps';

const RETAILER_ID = /^[1-9][0-9]{0,8}$/;

/**
 * fetchAffiliateTransactionByLaunchId(retailerId, launchId): the transaction a launch registered, for the
 * post-retailer modal. Signed-in only, and only the launch's own customer (FORBIDDEN for anyone else's).
 * - null when no launch of that retailer has that id;
 * - null while the launch awaits the shopper's landing: the demo retailer site
 *   (../retailerSite) records the landing, and from then on (orders included) the transaction answers;
 *   seeded launches are earlier trips and answer at once;
 * - BAD_USER_INPUT with fields.retailerId / fields.launchId for an argument that cannot be one.
 */
export const launchResolvers: GraphqlResolversFactory = (deps) => ({
  Query: {
    async fetchAffiliateTransactionByLaunchId(_parent: unknown, args: { retailerId: string; launchId: string }, context: GraphqlContext) {
      context.requireAuth();
      const fields: Record<string, string> = {};
      if (!RETAILER_ID.test(args.retailerId)) fields.retailerId = 'must be a retailer id';
      if (!isLaunchId(args.launchId)) fields.launchId = `must be ${LAUNCH_ID_PREFIX} followed by ${AFFILIATE_LAUNCH_ID_LENGTH} letters or digits`;
      if (Object.keys(fields).length) throw new GraphqlRequestError('BAD_USER_INPUT', 'Some arguments are not valid.', { fields });

      const launch = await deps.db.one<{ customer_id: string | null; transaction_id: string; offer_value: string | null; awaiting_landing: boolean }>(
        'SELECT customer_id, transaction_id, offer_value, awaiting_landing FROM affiliate_launches WHERE id = $1 AND retailer_id = $2',
        [args.launchId, Number(args.retailerId)],
      );
      if (!launch) return null;
      context.requireCustomer(launch.customer_id);
      if (launch.awaiting_landing) return null;
      return { transactionId: launch.transaction_id, offerValue: launch.offer_value };
    },
  },
});
