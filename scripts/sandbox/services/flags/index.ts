import type { RestHandlersFactory } from '../SandboxDeps';

/** Handlers of the `flags` service (openapi/), by operationId. */
export const flagsHandlers: RestHandlersFactory = () => ({});
