import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { accountDisplayName } from '../../domain/customers/displayName';
import { formatCents } from '../../domain/formatting/currency';
import { shouldShowBalance } from '../../domain/customers/balance';
import { ACCOUNT_PANEL, ROUTE_NAME } from '../../domain/constants/navigation';
import { buildPath } from '../../domain/navigation/buildPath';
import { SHELL_LABEL } from './copy';
import { useStores } from '../stores/StoresContext';
import { AppLink } from '../components/AppLink/AppLink';
import { CreateShoppingListButton } from '../components/ListToOffersSidebar/CreateShoppingListButton';
import { SidebarHost } from '../components/ListToOffersSidebar/SidebarHost';
import { LoggedOutActions, useCustomerInfo } from './AccountMenu';
import { Dropdown } from './header/Dropdown';
import styles from './header/Header.module.css';
import { lazyComponent } from './lazyComponent';
import { CUSTOMER_LABEL } from './customerCopy';

// A signed-in customer's part of the header (000 §2), a chunk of its own: a visitor's first view never shows it. The
// header fetches it when the sign-in hint says someone is signed in (Header.tsx).

// Only signed-in shoppers search (000 §6): visitors never load the bar.
const SearchBar = lazy(() => import('./header/SearchBar').then((module) => ({ default: module.SearchBar })));
// The menus' contents are chunks of their own, fetched on intent: most visits never open a menu.
const categoryLinks = lazyComponent(() => import('./header/CategoryLinks').then((module) => module.CategoryLinks));
const helpLinks = lazyComponent(() => import('./header/HelpLinks').then((module) => module.HelpLinks));

/**
 * The customer's header: the balance (phones), the search bar, the menus, the shopping list's button, the account menu;
 * and the list-to-offers sidebar's host (it mounts on document.body).
 */
export function CustomerHeader({ shoppingList }: { shoppingList: boolean }) {
  return (
    <>
      <BalanceChip />
      <Suspense fallback={<div className={styles.searchPlaceholder} />}>
        <SearchBar />
      </Suspense>
      <LoggedInNav />
      {shoppingList ? <CreateShoppingListButton className={styles.shoppingListButton} /> : null}
      <AccountDropdown />
      {shoppingList ? <SidebarHost /> : null}
    </>
  );
}

/** Customers on wide screens (000 §2): the categories and help dropdowns. */
function LoggedInNav() {
  return (
    <nav aria-label="Main" className={styles.mainNav}>
      <Dropdown
        label={CUSTOMER_LABEL.CATEGORIES}
        contents={categoryLinks}
        loadingLabel={CUSTOMER_LABEL.LOADING_CATEGORIES}
        panelClassName={styles.categoriesPanel}
      />
      <Dropdown label={SHELL_LABEL.HELP} contents={helpLinks} />
    </nav>
  );
}

/**
 * The phone header's balance (000 §2 shows the balance above 0 in the account button, which a phone folds into the
 * hamburger; ours: the chip keeps it in sight). It leads to My earnings, where the balance is withdrawn.
 */
export const BalanceChip = observer(function BalanceChip() {
  const info = useCustomerInfo();
  if (!info || !shouldShowBalance(info.balance)) return null;
  const amount = formatCents(info.balance);
  return (
    <AppLink
      className={styles.balanceChip}
      href={buildPath(ROUTE_NAME.ACCOUNT_PANEL, { panel: ACCOUNT_PANEL.EARNINGS })}
      aria-label={CUSTOMER_LABEL.BALANCE_LINK(amount)}
    >
      {amount}
    </AppLink>
  );
});

// The account list is a chunk of its own, fetched on intent: the button (name, balance) shows on every page.
const accountLinks = lazyComponent(() => import('./header/AccountLinks').then((module) => module.AccountLinks));

/**
 * The signed-in account dropdown (000 §2): first name and last initial, the balance in the button only
 * above 0; Account, Help center (new tab), Refer a friend, Log out. Categories is the mobile nav's (the
 * hamburger replaces this menu under 768). The staging branch switch is left out: the branch switcher is
 * disabled (000 §2, §6; BRANCH_SWITCHER_ENABLED).
 */
export const AccountDropdown = observer(function AccountDropdown() {
  const info = useCustomerInfo();
  const label = (
    <>
      <span className={styles.accountName}>{info ? accountDisplayName(info.firstName, info.lastName) : CUSTOMER_LABEL.ACCOUNT}</span>
      {info && shouldShowBalance(info.balance) ? <span className={styles.balance}>{formatCents(info.balance)}</span> : null}
    </>
  );
  return (
    <nav aria-label="Account" className={styles.accountNav}>
      <Dropdown label={label} contents={accountLinks} align="end" buttonClassName={styles.accountButton} />
    </nav>
  );
});

/** The header's account corner: nothing while the auth state loads, then the visitor or customer variant. */
export const AccountMenu = observer(function AccountMenu() {
  const { auth } = useStores();
  if (auth.status === 'loading') return null;
  return auth.isSignedIn ? <AccountDropdown /> : <LoggedOutActions />;
});
