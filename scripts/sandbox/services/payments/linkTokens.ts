// getLinkToken: a bank-linking link token (the stand-in's, scripts/sandbox/services/bankLinking).
import type { LinkTokenData } from '../../../../domain/money/cashoutState';
import type { ResolverMap } from '../../api/graphqlService';
import { createLinkToken } from '../bankLinking/tokens';
import type { SandboxDeps } from '../SandboxDeps';

export function linkTokenResolvers({ db, now }: SandboxDeps): ResolverMap {
  return {
    Query: {
      async getLinkToken(_parent, args: { customerId: string }, context): Promise<LinkTokenData> {
        const { customerId } = context.requireCustomer(args.customerId);
        const { token, expiration } = await createLinkToken(db, customerId, now());
        return { linkToken: token, expiration: expiration.toISOString() };
      },
    },
  };
}
