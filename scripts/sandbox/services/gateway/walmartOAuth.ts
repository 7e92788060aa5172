import type { RestHandlersFactory } from '../SandboxDeps';

/** walmartOAuthService/* handlers (direct-integration retailer linking). */
export const walmartOAuthHandlers: RestHandlersFactory = () => ({});
