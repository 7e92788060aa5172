import type { GraphqlResolversFactory } from '../SandboxDeps';

/** Catalogue resolvers: retailers, offers, categories, banners, offer tags, bonuses, favourites. */
export const catalogueResolvers: GraphqlResolversFactory = () => ({});
