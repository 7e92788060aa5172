import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { accountDisplayName } from '../../../domain/customers/displayName';
import { formatCents } from '../../../domain/formatting/currency';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { BLOG_URL, HELP_CENTER_URL, SHELL_LABEL } from '../copy';
import { useStores } from '../../stores/StoresContext';
import { useCustomerInfo } from '../AccountMenu';
import { AppLink, ExternalLink } from '../../components/AppLink/AppLink';
import { useAuthEntry } from '../../components/AuthEntry/useAuthEntry';
import { CategoryLinks } from './CategoryLinks';
import styles from './Header.module.css';
import { HelpLinks, HowItWorksLinks } from './HelpLinks';
import { ChevronDownIcon } from './icons';
import type { MenuContentsProps } from './LazyMenuContents';
import { LogOutButton } from './LogOutButton';
import { RouteMenuItem } from './RouteMenuItem';
import { CUSTOMER_LABEL } from '../customerCopy';

/** An item of the mobile nav that expands in place (categories, help, how it works). */
function ExpanderItem({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <div className={styles.expander}>
        <button type="button" className={styles.menuButton} aria-expanded={open} onClick={() => setOpen(!open)}>
          {label}
          <ChevronDownIcon className={open ? styles.chevronOpen : styles.chevron} />
        </button>
        {open ? <div className={styles.expanderBody}>{children}</div> : null}
      </div>
    </li>
  );
}

/** Signed in (000 §2): account info, Account, Bonuses (ours), categories, help, Refer and earn, Log out. */
const SignedInItems = observer(function SignedInItems({ close }: { close: () => void }) {
  const info = useCustomerInfo();
  return (
    <>
      {info ? (
        <div className={styles.accountInfo}>
          <span className={styles.accountName}>{accountDisplayName(info.firstName, info.lastName)}</span>
          <span className={styles.balance}>
            <span className="visually-hidden">{CUSTOMER_LABEL.BALANCE} </span>
            {formatCents(info.balance)}
          </span>
        </div>
      ) : null}
      <ul className={styles.menuList}>
        <RouteMenuItem route={ROUTE_NAME.ACCOUNT_PANEL} label={CUSTOMER_LABEL.ACCOUNT} onNavigate={close} />
        <RouteMenuItem route={ROUTE_NAME.BONUSES} label={CUSTOMER_LABEL.BONUSES} onNavigate={close} />
        <ExpanderItem label={CUSTOMER_LABEL.CATEGORIES}>
          <CategoryLinks onNavigate={close} />
        </ExpanderItem>
        <ExpanderItem label={SHELL_LABEL.HELP}>
          <HelpLinks onNavigate={close} />
        </ExpanderItem>
        <RouteMenuItem route={ROUTE_NAME.REFERRAL} label={CUSTOMER_LABEL.REFER_A_FRIEND} onNavigate={close} />
        <li>
          <LogOutButton />
        </li>
      </ul>
    </>
  );
});

/** Signed out (000 §2): Sign up, Log in, Help, Blog, How it works (in-store, online), Download the app. */
const SignedOutItems = observer(function SignedOutItems({ close }: { close: () => void }) {
  const { loginPath, signUp } = useAuthEntry();
  return (
    <ul className={styles.menuList}>
      <li>
        <button type="button" className={`${styles.primaryButton} ${styles.mobileAction}`} onClick={() => signUp()}>
          {SHELL_LABEL.SIGN_UP}
        </button>
      </li>
      <li>
        <AppLink href={loginPath} onNavigate={close} className={`${styles.secondaryButton} ${styles.mobileAction}`}>
          {SHELL_LABEL.LOG_IN}
        </AppLink>
      </li>
      <li>
        <ExternalLink href={HELP_CENTER_URL} onNavigate={close} className={styles.menuLink}>
          {SHELL_LABEL.HELP}
        </ExternalLink>
      </li>
      <li>
        <ExternalLink href={BLOG_URL} onNavigate={close} className={styles.menuLink}>
          {SHELL_LABEL.BLOG}
        </ExternalLink>
      </li>
      <ExpanderItem label={SHELL_LABEL.HOW_IT_WORKS}>
        <HowItWorksLinks onNavigate={close} />
      </ExpanderItem>
      <RouteMenuItem route={ROUTE_NAME.GET_THE_APP} label={SHELL_LABEL.DOWNLOAD_APP} onNavigate={close} />
    </ul>
  );
});

/** Signed up, registration unfinished: not a visitor any more, not yet a customer; Log out is the way out. */
function RegistrationItems() {
  return (
    <ul className={styles.menuList}>
      <li>
        <LogOutButton />
      </li>
    </ul>
  );
}

/** The open mobile nav's items, signed in or out; a chunk of their own, fetched on intent (MobileNav). */
export const MobileNavItems = observer(function MobileNavItems({ onNavigate }: MenuContentsProps) {
  const { auth } = useStores();
  if (auth.status === 'needsRegistration') return <RegistrationItems />;
  return auth.isSignedIn ? <SignedInItems close={onNavigate} /> : <SignedOutItems close={onNavigate} />;
});
