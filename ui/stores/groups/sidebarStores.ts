import type { BuiltGroup } from '../base/StoreGroup';
import { SidebarStore } from '../SidebarStore';
import type { CoreStores } from '../CoreStores';
import type { StorePorts } from '../StorePorts';

/** The list-to-offers sidebar's store (a feature store group, ui/README.md): loaded on the sidebar's first open. */
export function sidebarStores(ports: StorePorts, { auth, catalogue, flags, layout, toasts }: CoreStores): BuiltGroup<{ sidebar: SidebarStore }> {
  const sidebar = new SidebarStore({ shoppingList: ports.shoppingList, storage: ports.storage, auth, catalogue, flags, layout, toasts });
  return { stores: { sidebar }, customerData: [sidebar] };
}

export type SidebarStores = ReturnType<typeof sidebarStores>['stores'];
