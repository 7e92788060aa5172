import type { RestHandlersFactory } from '../SandboxDeps';

/** contentServer/* handlers (catalogue reads, search, type-ahead, banners, recently viewed). */
export const contentServerHandlers: RestHandlersFactory = () => ({});
