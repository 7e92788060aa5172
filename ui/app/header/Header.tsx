import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { BRAND_NAME } from '../../../domain/constants/app';
import { buildPath } from '../../../domain/navigation/buildPath';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { BLOG_URL, HELP_CENTER_URL, SHELL_LABEL } from '../copy';
import { SHELL_STORES } from '../../stores/Stores';
import { useStores } from '../../stores/StoresContext';
import { LoggedOutActions, RegistrationActions, useCustomerInfo } from '../AccountMenu';
import { AppLink, ExternalLink } from '../../components/AppLink/AppLink';
import { lazyComponent, useComponentLoad } from '../lazyComponent';
import { Dropdown } from './Dropdown';
import styles from './Header.module.css';
import { MobileNav } from './MobileNav';

// A customer's part of the header, with its stores (the record, the search bar): a visitor's first view never shows it
// (fetched when the sign-in hint is there).
const customerHeader = lazyComponent(() =>
  Promise.all([import('../CustomerHeader'), SHELL_STORES.preload()]).then(([module]) => module.CustomerHeader),
);
// The menus' contents are chunks of their own, fetched on intent: most visits never open a menu.
const howItWorksLinks = lazyComponent(() => import('./HelpLinks').then((module) => module.HowItWorksLinks));

/** Whether the page has scrolled under the sticky header (it then casts a shadow). */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

/**
 * Visitors on wide screens (000 §2): How it works (in-store, online), Blog, Help. A visitor's Help is the help
 * centre's public home (ours): the help-desk login needs a signed-in customer, and reading public articles
 * should not make a visitor sign in. Customers' help links go through the login (HelpCentreLink).
 */
function LoggedOutNav() {
  return (
    <nav aria-label="Main" className={styles.mainNav}>
      <Dropdown label={SHELL_LABEL.HOW_IT_WORKS} contents={howItWorksLinks} />
      <ExternalLink href={BLOG_URL} className={styles.navLink}>
        {SHELL_LABEL.BLOG}
      </ExternalLink>
      <ExternalLink href={HELP_CENTER_URL} className={styles.navLink}>
        {SHELL_LABEL.HELP}
      </ExternalLink>
    </nav>
  );
}

/**
 * The site header (000 §2): logo home, STAGING outside production; visitors get the nav with Log In and
 * Sign Up, customers the search bar, categories, help and account menus; a shopper who signed up but has not
 * finished registering only Log out. Under 768px a hamburger nav takes the menus, the balance shows beside the
 * logo, and an expanded search takes the whole row. Above 2020px the grid widens. Sticky. The markup is the same at
 * every width (the server renders it): Header.module.css's media queries show one variant, `display: none` the other.
 */
export const Header = observer(function Header() {
  const { auth, environment, flags, groups } = useStores();
  const scrolled = useScrolled();
  // The name and balance show in the account menu and the mobile nav: load them once signed in.
  useCustomerInfo();
  // Someone signed in here (the user cookie): the customer's header loads beside the sign-in state.
  useEffect(() => {
    if (!auth.presumedVisitor) customerHeader.preload().catch(() => undefined);
  }, [auth.presumedVisitor]);
  const known = auth.status !== 'loading';
  const signedIn = auth.isSignedIn;
  // Signed up at the provider, not yet registered: neither a visitor (Log In, Sign Up) nor a customer.
  const registering = auth.status === 'needsRegistration';
  // Under 768px an expanded search takes the row (Header.module.css hides the rest).
  const searchOpen = signedIn && groups.shell.current?.searchBar.expanded === true;
  // The list-to-offers sidebar is for signed-in shoppers while its flag is 'enabled' (000 §2, §6).
  const shoppingList = known && signedIn && flags.isListToOffersEnabled;
  const classes = [
    styles.header,
    // Only a customer's header has a search bar that may take a row of its own; a visitor's never wraps.
    known && signedIn ? styles.withSearch : '',
    searchOpen ? styles.searchOpen : '',
    scrolled ? styles.scrolled : '',
  ].join(' ');

  return (
    <header className={classes} data-scrolled={scrolled || undefined}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          {known || auth.presumedVisitor ? <MobileNav /> : null}
          {/* On a phone the STAGING tag sits under the logo: beside it, it would push the balance off the row. */}
          <span className={styles.logoBlock}>
            <AppLink className={styles.logo} href={buildPath(ROUTE_NAME.HOME)} aria-label={`${BRAND_NAME} home`}>
              {BRAND_NAME}
            </AppLink>
            {environment.isProduction ? null : <span className={styles.staging}>{SHELL_LABEL.STAGING}</span>}
          </span>
        </div>
        {known && signedIn ? <LoadedCustomerHeader shoppingList={shoppingList} /> : null}
        {registering ? <RegistrationActions /> : null}
        {/* A visitor's links, also before the sign-in is read unless the user cookie says someone signed in: then a
            placeholder holds the account menu's place (the server renders the same), so nothing jumps. */}
        {auth.presumedVisitor ? (
          <>
            <LoggedOutNav />
            <LoggedOutActions />
          </>
        ) : null}
        {known ? null : auth.presumedSignedIn ? <div className={styles.accountPlaceholder} aria-hidden="true" /> : null}
      </div>
    </header>
  );
});

/**
 * The customer's header once its chunk is in; until then the account menu's placeholder holds its place, and a failed
 * fetch says so in it, with a retry.
 */
function LoadedCustomerHeader({ shoppingList }: { shoppingList: boolean }) {
  const load = useComponentLoad(customerHeader);
  if (load.status === 'ready') return <load.Component shoppingList={shoppingList} />;
  if (load.status === 'loading') return <div className={styles.accountPlaceholder} aria-hidden="true" />;
  return (
    <div className={`${styles.accountPlaceholder} ${styles.customerHeaderFailed}`}>
      <p role="alert">
        {SHELL_LABEL.CUSTOMER_HEADER_LOAD_FAILED}{' '}
        <button type="button" className={styles.inlineRetry} onClick={load.retry}>
          {SHELL_LABEL.TRY_AGAIN}
        </button>
      </p>
    </div>
  );
}
