import { ACCOUNT_PANEL, type AccountPanel } from '../../domain/constants/navigation';
import type { Stores } from '../stores/Stores';

/**
 * The account page's loader (/account/:panel?, a signed-in route): the customer record (the balance and the
 * profile) and the security checkup the page waits for, beside what the panel shows. An unknown panel is
 * not-found: nothing loads. It runs again as the panel or its `page` query changes, so what a panel keeps for
 * the visit (the bank accounts behind the cashout steps) is read once.
 */
export async function loadAccountPanel(stores: Stores, panel: AccountPanel | null): Promise<void> {
  if (!panel) return;
  const { customer, securityCheckup } = stores;
  await Promise.all([
    customer.load(),
    !securityCheckup.isCurrent && securityCheckup.status === 'idle' ? securityCheckup.load() : null,
    loadPanel(stores, panel),
  ]);
}

function loadPanel(stores: Stores, panel: AccountPanel): Promise<unknown> | null {
  switch (panel) {
    case ACCOUNT_PANEL.PROFILE:
      // The linked-accounts section: the flag's retailers join the list, as the flags stand when the links are in.
      return stores.linkedAccounts.load();
    case ACCOUNT_PANEL.NOTIFICATIONS:
    case ACCOUNT_PANEL.PRIVACY:
      return stores.accountSettings.status === 'ready' ? null : stores.accountSettings.load();
    case ACCOUNT_PANEL.EARNINGS:
      return stores.earnings.loadHistory();
    case ACCOUNT_PANEL.CASHOUT:
      return stores.fundingSources.load();
    case ACCOUNT_PANEL.FAVORITES:
      // Read fresh on every visit: another device may have changed them.
      return stores.favoriteRetailers.load();
  }
}
