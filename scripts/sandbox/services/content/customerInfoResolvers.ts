import { GraphqlRequestError } from '../../api/graphqlService';
import { ProfileRefusal, applyProfileChanges, type ProfileChanges } from '../account/profile';
import { profileOf } from '../account/customers';
import { SANDBOX_MESSAGES, UNREADABLE_VALUE_MESSAGE, isBadInputForDatabase } from '../account/refusals';
import type { GraphqlResolversFactory } from '../SandboxDeps';

/**
 * changeCustomerInfo (the GraphQL twin of monolith/changeCustomerInfo): the same implementation
 * (account/profile.ts), refusals as BAD_USER_INPUT with extensions.fields (001 §5 messages).
 */
export const customerInfoResolvers: GraphqlResolversFactory = (deps) => ({
  Mutation: {
    async changeCustomerInfo(_parent, args: ProfileChanges, context) {
      const auth = context.requireAuth();
      if (auth.customerId === null) throw new GraphqlRequestError('FORBIDDEN', SANDBOX_MESSAGES.NOT_REGISTERED);
      const { customerId } = context.requireCustomer(auth.customerId);
      try {
        const row = await applyProfileChanges(deps.db, customerId, args, { now: deps.now() });
        if (!row) throw new GraphqlRequestError('NOT_FOUND', SANDBOX_MESSAGES.CUSTOMER_NOT_FOUND);
        return profileOf(row);
      } catch (error) {
        if (isBadInputForDatabase(error)) throw new GraphqlRequestError('BAD_USER_INPUT', UNREADABLE_VALUE_MESSAGE);
        if (!(error instanceof ProfileRefusal)) throw error;
        throw new GraphqlRequestError('BAD_USER_INPUT', error.message, { fields: error.fields as Record<string, string> });
      }
    },
  },
});
