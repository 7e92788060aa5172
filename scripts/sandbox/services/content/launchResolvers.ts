import type { GraphqlResolversFactory } from '../SandboxDeps';

/** fetchAffiliateTransactionByLaunchId. */
export const launchResolvers: GraphqlResolversFactory = () => ({});
