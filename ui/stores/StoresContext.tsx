import { createContext, useContext, type ReactNode } from 'react';
import type { Stores } from './Stores';

const StoresContext = createContext<Stores | null>(null);

export function StoresProvider({ stores, children }: { stores: Stores; children: ReactNode }) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

/** The one way views reach the stores. */
export function useStores(): Stores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores() needs a <StoresProvider> above it');
  return stores;
}
