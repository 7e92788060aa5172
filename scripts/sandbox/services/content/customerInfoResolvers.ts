import type { GraphqlResolversFactory } from '../SandboxDeps';

/** changeCustomerInfo (the GraphQL twin of monolith/changeCustomerInfo). */
export const customerInfoResolvers: GraphqlResolversFactory = () => ({});
