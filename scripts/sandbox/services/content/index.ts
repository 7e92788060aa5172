import type { GraphqlResolversFactory } from '../SandboxDeps';

/** Resolvers of the `content` GraphQL endpoint (openapi/graphql/content.graphql). */
export const contentResolvers: GraphqlResolversFactory = () => ({});
