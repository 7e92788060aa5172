import { APP_CONFIG_PATH, type AppConfig } from '../../../../domain/platform/appConfig';
import { sendJson } from '../../http/json';
import type { IdentityService } from '../../identity';
import type { ExtraServiceFactory } from '../SandboxDeps';
import { affiliateLinkHostsFrom } from './affiliateLinkHosts';
import { extensionIdsFrom } from './extensionIds';

/** `GET /app-config.json`: tells the built app where the sandbox's identity provider is, which extensions to message and
 * which affiliate-link hosts a launch may go to. */
export const appConfigService: ExtraServiceFactory = ({ identity }) => {
  const config = sandboxAppConfig(identity);
  return {
    name: 'appConfig',
    prefix: APP_CONFIG_PATH,
    handle(request, response) {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.setHeader('Allow', 'GET');
        sendJson(response, 405, { message: 'GET only.' });
        return;
      }
      sendJson(response, 200, config);
    },
  };
};

/** The sandbox's configuration of the app: served at APP_CONFIG_PATH and put into every page (scripts/sandbox/http/pages.ts). */
export function sandboxAppConfig(identity: Pick<IdentityService, 'domain' | 'clientId' | 'audience'>): AppConfig {
  return {
    environment: 'sandbox',
    identity: { domain: identity.domain, clientId: identity.clientId, audience: identity.audience },
    extensionIds: extensionIdsFrom(),
    affiliateLinkHosts: affiliateLinkHostsFrom(),
  };
}
