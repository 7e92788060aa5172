import type { RestHandlersFactory } from '../SandboxDeps';

/** affiliateRetailerService/* handlers (affiliate data, launch registration). */
export const affiliateRetailerServiceHandlers: RestHandlersFactory = () => ({});
