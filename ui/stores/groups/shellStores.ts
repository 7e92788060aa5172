import type { BuiltGroup } from '../base/StoreGroup';
import type { CoreStores } from '../CoreStores';
import { CustomerStore } from '../CustomerStore';
import { HelpCentreStore } from '../HelpCentreStore';
import { SearchBarStore } from '../SearchBarStore';
import type { StorePorts } from '../StorePorts';
import { SupportStore } from '../SupportStore';
import { ToastStore } from '../ToastStore';

/**
 * The shell's stores a visitor's first view never reads (a feature store group, ui/README.md): the customer's record,
 * the search bar, the help-desk login, the invites and the app link, the toasts. A signed-in start loads it (with the
 * customer's header); a visitor's page only with a page, a group or a control that reads it (the browsing, account and
 * favourites groups load with it), or a flash message to show.
 */
export function shellStores(ports: StorePorts, { auth, router }: Pick<CoreStores, 'auth' | 'router'>) {
  const customer = new CustomerStore({ customers: ports.customers, auth });
  const group = {
    customer,
    /** Only signed-in shoppers search (000 §6); the retailer pages set its pill for them. */
    searchBar: new SearchBarStore(),
    helpCentre: new HelpCentreStore({ support: ports.support, cookies: ports.cookies, router }),
    support: new SupportStore({ support: ports.support, clipboard: ports.clipboard, auth }),
    /** The stores that report an outcome in a toast are in groups that load with this one. */
    toasts: new ToastStore(),
  };
  return { stores: group, customerData: [customer] } satisfies BuiltGroup<unknown>;
}

export type ShellStores = ReturnType<typeof shellStores>['stores'];
