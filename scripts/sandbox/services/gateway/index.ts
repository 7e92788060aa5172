import { SHAREABLE_CONTENT_SERVER_READS } from '../../../../domain/platform/serviceWorker';
import { shareableAnswers } from '../../api/shareableAnswers';
import type { RestHandlersFactory } from '../SandboxDeps';
import { affiliateRetailerServiceHandlers } from './affiliateRetailerService';
import { contentServerHandlers } from './contentServer';
import { monolithHandlers } from './monolith';
import { walmartOAuthHandlers } from './walmartOAuth';

/** Handlers of the `gateway` service (openapi/gateway.yaml), by operationId, one file per backend. */
export const gatewayHandlers: RestHandlersFactory = (deps) => ({
  ...shareableAnswers(contentServerHandlers(deps), SHAREABLE_CONTENT_SERVER_READS),
  ...affiliateRetailerServiceHandlers(deps),
  ...monolithHandlers(deps),
  ...walmartOAuthHandlers(deps),
});
