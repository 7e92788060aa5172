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

/**
 * When off, every operation refuses. It answers 404 where the contract declares a 404 for it; a handler may
 * only answer a status its operation declares (else the pipeline turns it into a 500), and sandbox.yaml
 * declares 404 on createSandboxToken only, so the other operations answer 400 SANDBOX_ENDPOINTS_OFF until
 * the contract declares 404 on them too (then they answer 404 with no change here). Requests the pipeline
 * refuses first (routing, validation) keep those answers.
 */
const endpointOff: OperationHandler = ({ operation }) => {
  const status = '404' in operation.responses ? 404 : 400;
  throw new HttpError(status, ENDPOINTS_OFF_MESSAGE, { code: status === 404 ? 'NOT_FOUND' : 'SANDBOX_ENDPOINTS_OFF' });
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
