/**
 * What the built app learns at run time from its origin (`GET /app-config.json`), so one build serves
 * the sandbox and any deployment: where the identity provider is and which environment this is. The app reads
 * this document (adapters/config) and the sandbox serves it (scripts/sandbox/services/appConfig).
 */
export interface AppConfig {
  environment: 'sandbox' | 'staging' | 'production';
  identity: {
    /** auth0-spa-js `domain`: the provider's base URL. */
    domain: string;
    clientId: string;
    audience: string;
  };
  /**
   * The browser-extension ids the app messages (000 §7 "sent to known extension ids"; the documents do not
   * show them, so they are configuration: the published ids in a deployment, the test extension's in the sandbox).
   */
  extensionIds: string[];
  /**
   * The affiliate-link service's hosts (`shop.example.com`, with a port when not the default): the only hosts the
   * retailer-launch page forwards to (issue 29: anything else goes home). The sandbox's demo retailer host there.
   */
  affiliateLinkHosts: string[];
}

export const APP_CONFIG_PATH = '/app-config.json';

export function isAppConfig(value: unknown): value is AppConfig {
  const config = value as AppConfig | null;
  return (
    typeof config === 'object' &&
    config !== null &&
    ['sandbox', 'staging', 'production'].includes(config.environment) &&
    typeof config.identity?.domain === 'string' &&
    typeof config.identity.clientId === 'string' &&
    typeof config.identity.audience === 'string' &&
    Array.isArray(config.extensionIds) &&
    config.extensionIds.every((id) => typeof id === 'string') &&
    Array.isArray(config.affiliateLinkHosts) &&
    config.affiliateLinkHosts.every((host) => typeof host === 'string')
  );
}
