import type { TwinLaunchRetailer } from '../../adapters/launch/MemoryAffiliateLaunchGateway';

/** A retailer the affiliate launch twin can launch: shopped online, with a web site, not disabled. */
export function aLaunchRetailer(name: string, overrides: Partial<TwinLaunchRetailer> = {}): TwinLaunchRetailer {
  const host = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return { name, webUrl: `https://www.${host}.example/`, productUrl: null, webRetailer: true, tempDisabled: false, ...overrides };
}
