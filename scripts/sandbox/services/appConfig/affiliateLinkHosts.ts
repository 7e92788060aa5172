import { SANDBOX_AFFILIATE_HOST } from '../../../../domain/navigation/affiliateLanding';

/**
 * The affiliate-link service's hosts the app may forward a launch to: `AFFILIATE_LINK_HOSTS`, comma separated
 * (`go.example.com,shop.example.com:8443`), or the sandbox's demo retailer host.
 */
export function affiliateLinkHostsFrom(env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = (env.AFFILIATE_LINK_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  return listed.length > 0 ? listed : [SANDBOX_AFFILIATE_HOST];
}
