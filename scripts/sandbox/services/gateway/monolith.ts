import type { RestHandlersFactory } from '../SandboxDeps';

/** monolith/* handlers (customer info, checkup, settings with token, web app config, offers). */
export const monolithHandlers: RestHandlersFactory = () => ({});
