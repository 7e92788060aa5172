import type { ResolverMap } from '../../api/graphqlService';
import type { GraphqlResolversFactory } from '../SandboxDeps';
import { fundingSourceResolvers } from './fundingSources';
import { linkTokenResolvers } from './linkTokens';
import { transferResolvers } from './transfers';

function mergeResolvers(...maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields };
  }
  return merged;
}

/** Resolvers of the `payments` GraphQL endpoint (openapi/graphql/payments.graphql). */
export const paymentsResolvers: GraphqlResolversFactory = (deps) =>
  mergeResolvers(linkTokenResolvers(deps), fundingSourceResolvers(deps), transferResolvers(deps));
