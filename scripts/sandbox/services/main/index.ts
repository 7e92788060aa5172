import type { RestHandlersFactory } from '../SandboxDeps';

/** Handlers of the `main` service (openapi/), by operationId. */
export const mainHandlers: RestHandlersFactory = () => ({});
