import { useEffect } from 'react';
import { useStores } from '../stores/StoresContext';

/**
 * The signed-in customer's record (name, balance): startApp loads it at sign-in; the customer's header and the mobile
 * nav mounted alone ask too (once per sign-in), loading the shell group first (null until then; the customer's header
 * says when it failed).
 */
export function useCustomerInfo() {
  const { auth, groups } = useStores();
  useEffect(() => {
    if (auth.isSignedIn) {
      groups.shell.ready().then(
        ({ customer }) => customer.load(),
        (error: unknown) => console.warn("[customer] the shell's stores could not load", error),
      );
    }
  }, [auth.isSignedIn, groups]);
  return groups.shell.current?.customer.info ?? null;
}
