import { sendError } from '../../http/json';
import { sandboxEndpointsEnabled } from '../../sandboxEndpoints';
import { settlePendingLinks } from '../account/linkSettling';
import type { SandboxService } from '../../http/service';
import type { RestHandlersFactory } from '../SandboxDeps';
import { sendSandboxEmailSettingsLink } from './emailSettingsLinks';
import { setSandboxFlags } from './flags';
import { listSandboxOutbox } from './outbox';
import { sandboxServiceUrls } from './services';
import { createSandboxToken } from './tokens';
import { listSandboxTrackingEvents } from './trackingEvents';

export { sandboxServiceUrls } from './services';
export { sandboxEndpointsEnabled };

const ENDPOINTS_OFF_MESSAGE = 'The sandbox endpoints are off (SANDBOX_ENDPOINTS=off).';

/**
 * A sandbox-only service as the switch leaves it: itself, marked, when on; when off, a 404 for every path
 * under its prefix (as if it did not exist), whatever route it may add later.
 */
export function sandboxOnlyService(service: SandboxService, enabled = sandboxEndpointsEnabled()): SandboxService {
  if (enabled) return { ...service, sandboxOnly: true };
  return {
    name: service.name,
    prefix: service.prefix,
    routes: service.routes,
    sandboxOnly: true,
    handle(request, response) {
      request.resume();
      sendError(response, 404, ENDPOINTS_OFF_MESSAGE, { code: 'NOT_FOUND' });
    },
  };
}

/** Handlers of the `sandbox` service (openapi/sandbox.yaml), by operationId. Sandbox-only, no authentication. */
export const sandboxHandlers: RestHandlersFactory = (deps) => ({
  listSandboxServices: () => ({ body: sandboxServiceUrls(deps) }),
  createSandboxToken: createSandboxToken(deps),
  setSandboxFlags: setSandboxFlags(deps),
  listSandboxTrackingEvents: listSandboxTrackingEvents(deps),
  listSandboxOutbox: listSandboxOutbox(deps),
  sendSandboxEmailSettingsLink: sendSandboxEmailSettingsLink(deps),
  settleSandboxAccountLinks: async () => ({ body: { settled: await settlePendingLinks(deps.db) } }),
});
