import type { GraphqlResolversFactory } from '../SandboxDeps';

/** Resolvers of the `payments` GraphQL endpoint (openapi/graphql/payments.graphql). */
export const paymentsResolvers: GraphqlResolversFactory = () => ({});
