import { HttpError } from '../../api/HttpError';
import type { OperationHandler, OperationHandlers } from '../../api/restService';
import type { RestHandlersFactory } from '../SandboxDeps';
import { setSandboxFlags } from './flags';
import { sandboxServiceUrls } from './services';
import { createSandboxToken } from './tokens';
import { listSandboxTrackingEvents } from './trackingEvents';

export { sandboxServiceUrls } from './services';

/**
 * `SANDBOX_ENDPOINTS=off` (also `false`, `0`), read when the sandbox starts, turns the sandbox-only
 * endpoints off: `npm start` and `startSandbox` leave them on unless the environment says so.
 */
export function sandboxEndpointsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return !['off', 'false', '0'].includes((env.SANDBOX_ENDPOINTS ?? '').trim().toLowerCase());
}

const ENDPOINTS_OFF_MESSAGE = 'The sandbox endpoints are off (SANDBOX_ENDPOINTS=off).';

/** When off, every operation answers 404, as if the sandbox-only endpoints did not exist. */
const endpointOff: OperationHandler = () => {
  throw new HttpError(404, ENDPOINTS_OFF_MESSAGE, { code: 'NOT_FOUND' });
};

/** Handlers of the `sandbox` service (openapi/sandbox.yaml), by operationId. Sandbox-only, no authentication. */
export const sandboxHandlers: RestHandlersFactory = (deps) => {
  const handlers: OperationHandlers = {
    listSandboxServices: () => ({ body: sandboxServiceUrls(deps) }),
    createSandboxToken: createSandboxToken(deps),
    setSandboxFlags: setSandboxFlags(deps),
    listSandboxTrackingEvents: listSandboxTrackingEvents(deps),
  };
  if (sandboxEndpointsEnabled()) return handlers;
  return Object.fromEntries(Object.keys(handlers).map((operationId) => [operationId, endpointOff]));
};
