// POST /sandbox/service-worker/deploys: "deploys" a new version of the service worker (../../http/serviceWorkerDeploys)
// so an e2e test sees the app's update prompt. Tests drive it; the app never calls it, so it is sandbox-only.
import { sendError, sendJson } from '../../http/json';
import type { ExtraServiceFactory } from '../SandboxDeps';

export const SERVICE_WORKER_DEPLOYS_PREFIX = '/sandbox/service-worker';
export const SERVICE_WORKER_DEPLOYS_PATH = `${SERVICE_WORKER_DEPLOYS_PREFIX}/deploys`;

export const serviceWorkerDeploysService: ExtraServiceFactory = ({ serviceWorkerDeploys }) => ({
  name: 'serviceWorkerDeploys',
  prefix: SERVICE_WORKER_DEPLOYS_PREFIX,
  routes: [{ method: 'POST', path: SERVICE_WORKER_DEPLOYS_PATH }],
  handle(request, response, url) {
    request.resume();
    if (url.pathname !== SERVICE_WORKER_DEPLOYS_PATH) {
      sendError(response, 404, 'Not found', { code: 'NOT_FOUND' });
      return;
    }
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'POST');
      sendError(response, 405, 'Method not allowed', { code: 'METHOD_NOT_ALLOWED' });
      return;
    }
    sendJson(response, 201, { deploy: serviceWorkerDeploys.deploy() });
  },
});
