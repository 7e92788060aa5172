import { GraphqlRequestError } from '../../api/graphqlService';
import { HttpError } from '../../api/HttpError';
import { ProfileRefusal, changeProfile, type ProfileChanges } from '../account/profile';
import { profileOf } from '../account/customers';
import { SANDBOX_MESSAGES, UNREADABLE_VALUE_MESSAGE, isBadInputForDatabase } from '../account/refusals';
import type { GraphqlResolversFactory } from '../SandboxDeps';

/**
 * The REST refusals of the password confirmation as coded GraphQL errors (the SDL's header): a wrong or
 * missing password is BAD_USER_INPUT with fields.password, the lock FORBIDDEN with reason ACCOUNT_LOCKED.
 */
function graphqlErrorOf(error: HttpError): GraphqlRequestError {
  const code = error.status === 403 ? 'FORBIDDEN' : error.status === 404 ? 'NOT_FOUND' : 'BAD_USER_INPUT';
  return new GraphqlRequestError(code, error.message, {
    ...(error.fields ? { fields: error.fields } : {}),
    ...(code === 'FORBIDDEN' && error.code ? { reason: error.code } : {}),
  });
}

/**
 * changeCustomerInfo (the GraphQL twin of monolith/changeCustomerInfo): the same implementation
 * (account/profile.ts changeProfile: the e-mail and the name need the password), refusals as
 * BAD_USER_INPUT with extensions.fields (001 §5 messages) or FORBIDDEN while the account is locked.
 */
export const customerInfoResolvers: GraphqlResolversFactory = (deps) => ({
  Mutation: {
    async changeCustomerInfo(_parent, { password, ...changes }: ProfileChanges & { password?: string | null }, context) {
      const auth = context.requireAuth();
      if (auth.customerId === null) throw new GraphqlRequestError('FORBIDDEN', SANDBOX_MESSAGES.NOT_REGISTERED);
      const { customerId } = context.requireCustomer(auth.customerId);
      try {
        const row = await changeProfile(deps, auth, customerId, changes, { now: deps.now(), password, passwordFor: 'e-mail and name' });
        if (!row) throw new GraphqlRequestError('NOT_FOUND', SANDBOX_MESSAGES.CUSTOMER_NOT_FOUND);
        return profileOf(row);
      } catch (error) {
        if (isBadInputForDatabase(error)) throw new GraphqlRequestError('BAD_USER_INPUT', UNREADABLE_VALUE_MESSAGE);
        if (error instanceof HttpError) throw graphqlErrorOf(error);
        if (!(error instanceof ProfileRefusal)) throw error;
        throw new GraphqlRequestError('BAD_USER_INPUT', error.message, { fields: error.fields as Record<string, string> });
      }
    },
  },
});
