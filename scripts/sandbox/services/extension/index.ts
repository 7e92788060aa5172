import type { RestHandlersFactory } from '../SandboxDeps';

/** Handlers of the `extension` service (openapi/), by operationId. */
export const extensionHandlers: RestHandlersFactory = () => ({});
