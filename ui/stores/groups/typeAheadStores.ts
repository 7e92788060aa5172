import type { BuiltGroup } from '../base/StoreGroup';
import type { StorePorts, Stores } from '../Stores';
import { TypeAheadStore } from '../TypeAheadStore';

/** The search bar's type-ahead (a feature store group, ui/README.md): loaded with its combobox, on the bar's first focus. */
export function typeAheadStores(ports: StorePorts, { layout, tracking }: Stores): BuiltGroup<{ typeAhead: TypeAheadStore }> {
  const typeAhead = new TypeAheadStore({ search: ports.search, catalogue: ports.catalogue, storage: ports.storage, timers: ports.timers, layout, tracking });
  return { stores: { typeAhead }, customerData: [typeAhead] };
}
