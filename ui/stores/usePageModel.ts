import { useState } from 'react';
import type { Stores } from './Stores';
import { useStores } from './StoresContext';

/**
 * The one way a page makes its view-model: once per mounted page, on the root stores. The model lives beside
 * its page (ui/pages/<page>/<Page>Model.ts) and goes away with it.
 */
export function usePageModel<T>(Model: new (stores: Stores) => T): T {
  const stores = useStores();
  const [model] = useState(() => new Model(stores));
  return model;
}
