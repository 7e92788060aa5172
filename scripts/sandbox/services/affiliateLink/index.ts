import type { RestHandlersFactory } from '../SandboxDeps';

/** Handlers of the `affiliateLink` service (openapi/), by operationId. */
export const affiliateLinkHandlers: RestHandlersFactory = () => ({});
