import { TRANSACTION_ARGUMENTS_INVALID, transactionArgumentProblems } from '../../../../domain/launch/transactionLookup';
import { GraphqlRequestError, type GraphqlContext } from '../../api/graphqlService';
import type { GraphqlResolversFactory } from '../SandboxDeps';

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
      const fields = transactionArgumentProblems(args.retailerId, args.launchId);
      if (Object.keys(fields).length) throw new GraphqlRequestError('BAD_USER_INPUT', TRANSACTION_ARGUMENTS_INVALID, { fields });

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
