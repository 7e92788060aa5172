import type { BuiltGroup } from '../base/StoreGroup';
import type { CoreStores } from '../CoreStores';
import type { StorePorts } from '../StorePorts';
import { TypeAheadStore } from '../TypeAheadStore';

/** The search bar's type-ahead (a feature store group, ui/README.md): loaded with its combobox, on the bar's first focus. */
export function typeAheadStores(ports: StorePorts, { layout, tracking }: CoreStores): BuiltGroup<{ typeAhead: TypeAheadStore }> {
  const typeAhead = new TypeAheadStore({ search: ports.search, catalogue: ports.catalogue, storage: ports.storage, timers: ports.timers, layout, tracking });
  return { stores: { typeAhead }, customerData: [typeAhead] };
}

export type TypeAheadStores = ReturnType<typeof typeAheadStores>['stores'];
