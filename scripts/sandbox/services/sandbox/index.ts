import type { RestHandlersFactory } from '../SandboxDeps';

/** Handlers of the `sandbox` service (openapi/), by operationId. */
export const sandboxHandlers: RestHandlersFactory = () => ({});
