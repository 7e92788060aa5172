import { AccountLinksStore } from '../AccountLinksStore';
import type { BuiltGroup } from '../base/StoreGroup';
import type { CoreStores } from '../CoreStores';
import type { StorePorts } from '../StorePorts';

/**
 * The shopper's retailer links (a feature store group, ui/README.md): read by the retailer pages, the Shop and Add
 * flows (the browsing group) and the account's linking pages (the account group), which both load with it; home reads
 * none.
 */
export function linkStores(ports: StorePorts, { auth }: CoreStores): BuiltGroup<{ accountLinks: AccountLinksStore }> {
  const accountLinks = new AccountLinksStore({ linking: ports.linking, directLinking: ports.directLinking, auth });
  return { stores: { accountLinks }, customerData: [accountLinks] };
}

export type LinkStores = ReturnType<typeof linkStores>['stores'];
