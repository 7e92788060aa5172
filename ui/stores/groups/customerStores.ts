import type { BuiltGroup } from '../base/StoreGroup';
import type { CoreStores } from '../CoreStores';
import { CustomerStore } from '../CustomerStore';
import { HelpCentreStore } from '../HelpCentreStore';
import { SearchBarStore } from '../SearchBarStore';
import type { StorePorts } from '../StorePorts';
import { SupportStore } from '../SupportStore';

/**
 * The signed-in shopper's shell (a feature store group, ui/README.md): the customer's record, the search bar, the
 * help-desk login, the invites and the app link. A signed-in start loads it (with the customer's header); a visitor's
 * page only with a page or a control that reads it (the browsing and account groups load with it). A visitor's home
 * page never does.
 */
export function customerStores(ports: StorePorts, { auth, router }: Pick<CoreStores, 'auth' | 'router'>) {
  const customer = new CustomerStore({ customers: ports.customers, auth });
  const group = {
    customer,
    /** Only signed-in shoppers search (000 §6); the retailer pages set its pill for them. */
    searchBar: new SearchBarStore(),
    helpCentre: new HelpCentreStore({ support: ports.support, cookies: ports.cookies, router }),
    support: new SupportStore({ support: ports.support, clipboard: ports.clipboard, auth }),
  };
  return { stores: group, customerData: [customer] } satisfies BuiltGroup<unknown>;
}

export type CustomerStores = ReturnType<typeof customerStores>['stores'];
