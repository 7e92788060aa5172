import type { RestHandlersFactory } from '../SandboxDeps';

/** Handlers of the `gateway` service (openapi/), by operationId. */
export const gatewayHandlers: RestHandlersFactory = () => ({});
