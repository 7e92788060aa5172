import { GRAPHQL_SERVICES, REST_SERVICES } from '../../../../sdk/src/services';
import { RETAILER_SITE_PREFIX } from '../../../../domain/navigation/affiliateLanding';
import { BANK_LINKING_PREFIX } from '../bankLinking';
import { IMAGES_PREFIX } from '../images';
import type { SandboxDeps } from '../SandboxDeps';

/**
 * Service name → absolute base URL on this sandbox's origin: every contract service under its SDK name
 * (sdk/src/services.ts), the identity provider (what auth0-spa-js gets as `domain`), and the stand-ins
 * outside the contract (bank linking, the demo retailer site, placeholder images).
 */
export function sandboxServiceUrls(deps: Pick<SandboxDeps, 'origin' | 'identity'>): Record<string, string> {
  const origin = deps.origin.replace(/\/+$/, '');
  const basePaths: Record<string, string> = Object.fromEntries(
    [...Object.entries(REST_SERVICES), ...Object.entries(GRAPHQL_SERVICES)].map(([name, { basePath }]) => [name, basePath]),
  );
  return {
    ...Object.fromEntries(Object.entries(basePaths).map(([name, basePath]) => [name, origin + basePath])),
    identity: deps.identity.domain,
    bankLinking: origin + BANK_LINKING_PREFIX,
    retailerSite: origin + RETAILER_SITE_PREFIX,
    images: origin + IMAGES_PREFIX,
  };
}
