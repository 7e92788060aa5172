import type { RestHandlersFactory } from '../SandboxDeps';

/** Handlers of the `tracking` service (openapi/), by operationId. */
export const trackingHandlers: RestHandlersFactory = () => ({});
