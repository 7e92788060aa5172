import type { ResolverMap } from '../../api/graphqlService';
import type { GraphqlResolversFactory } from '../SandboxDeps';
import { catalogueResolvers } from './catalogueResolvers';
import { customerInfoResolvers } from './customerInfoResolvers';
import { launchResolvers } from './launchResolvers';

/** Merges resolver maps type by type. */
export function mergeResolvers(...maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields };
  }
  return merged;
}

/** Resolvers of the `content` GraphQL endpoint (openapi/graphql/content.graphql). */
export const contentResolvers: GraphqlResolversFactory = (deps) =>
  mergeResolvers(catalogueResolvers(deps), customerInfoResolvers(deps), launchResolvers(deps));
