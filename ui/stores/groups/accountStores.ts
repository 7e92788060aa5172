import type { BuiltGroup } from '../base/StoreGroup';
import { waitMs } from '../base/waitMs';
import { AccountSettingsStore } from '../AccountSettingsStore';
import { BonusesStore } from '../BonusesStore';
import { DirectLinkingStore } from '../DirectLinkingStore';
import { EarningsStore } from '../EarningsStore';
import { EmailSettingsStore } from '../EmailSettingsStore';
import { FundingSourcesStore } from '../FundingSourcesStore';
import { LinkedAccountsStore } from '../LinkedAccountsStore';
import { PersonalDataStore } from '../PersonalDataStore';
import { RegistrationStore } from '../RegistrationStore';
import { SecurityCheckupStore } from '../SecurityCheckupStore';
import type { CoreStores } from '../CoreStores';
import type { LinkStores } from './linkStores';
import type { StorePorts } from '../StorePorts';

/**
 * The account's features (a feature store group, ui/README.md): the account area's panels, the transaction details,
 * the bonuses, sign-up's registration, the security checkup and the e-mailed links, a retailer's direct link.
 * None is on a public page's first view, so they load with the first page or loader that needs them.
 */
export function accountStores(ports: StorePorts, stores: CoreStores & LinkStores) {
  const { auth, customer, environment, modals, router, session, tracking, accountLinks, flags } = stores;
  const group = {
    /** Sign-up's second half: the signed-up identity, the field checks and the registration (the register page). */
    registration: new RegistrationStore({ registration: ports.registration, auth, tracking }),
    /** 1408's OAuth link and 1144's multi-factor code (the retailer link page). */
    directLinking: new DirectLinkingStore({
      gateway: ports.directLinking,
      storage: ports.storage,
      externalNavigation: ports.externalNavigation,
      router,
      auth,
      accountLinks,
    }),
    accountSettings: new AccountSettingsStore({ settings: ports.settings, auth, environment, modals }),
    securityCheckup: new SecurityCheckupStore({ security: ports.security, customers: ports.customers, auth, customer }),
    /** The customer's bank accounts and the withdrawals into them (the cashout panel). */
    fundingSources: new FundingSourcesStore({
      payments: ports.payments,
      sessionStorage: ports.sessionStorage,
      newId: ports.newId,
      auth,
      session,
      customer,
    }),
    /** The customer's earnings history and the transaction the details page shows. */
    earnings: new EarningsStore({ gateway: ports.earnings, auth }),
    /** The e-mail settings a token opens (/email-settings, no sign-in). */
    emailSettings: new EmailSettingsStore({ settings: ports.settings }),
    /** The signed-in customer's personal data file request (right to access). */
    personalData: new PersonalDataStore({ settings: ports.settings, auth, sleep: ports.sleep ?? waitMs }),
    /** The signed-in customer's bonuses (the bonuses, bonus category and bonus pages). */
    bonuses: new BonusesStore({ gateway: ports.bonuses, router, tracking }),
    /** The retailers the account area's linked-accounts section lists. */
    linkedAccounts: new LinkedAccountsStore({ catalogue: ports.catalogue, accountLinks, flags }),
  };
  const { personalData } = group;
  const built: BuiltGroup<typeof group> = {
    stores: group,
    customerData: [
      group.bonuses,
      group.accountSettings,
      group.securityCheckup,
      group.registration,
      group.directLinking,
      group.fundingSources,
      group.earnings,
      group.linkedAccounts,
      { clear: () => personalData.forget() },
    ],
  };
  return built;
}

export type AccountStores = ReturnType<typeof accountStores>['stores'];
