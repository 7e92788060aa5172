import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ComponentType, type KeyboardEvent } from 'react';
import { ACCOUNT_PANEL, ROUTE_NAME, type AccountPanel } from '../../../domain/constants/navigation';
import { accountPanelOf } from '../../../domain/navigation/accountPanel';
import { buildPath } from '../../../domain/navigation/buildPath';
import { AppLink } from '../../components/AppLink/AppLink';
import { useStores } from '../../stores/StoresContext';
import { NotFound } from '../notFound/NotFound';
import styles from './AccountPage.module.css';
import { CashoutPanel } from './CashoutPanel';
import { ACCOUNT_COPY, ACCOUNT_TABS } from './copy';
import { EarningsPanel } from './EarningsPanel';
import { FavoritesPanel } from './FavoritesPanel';
import { NotificationsPanel } from './NotificationsPanel';
import { PrivacyPanel } from './PrivacyPanel';
import { ProfilePanel } from './ProfilePanel';
import { StateBox } from '../../components/StateBox/StateBox';

const PANEL_ID = 'account-panel';
const tabId = (panel: AccountPanel) => `account-tab-${panel}`;

/**
 * The account page, /account/:panel? (001 §2 "Account settings"): the Profile, Notifications, Privacy, My
 * earnings and Favorites tabs as real links (/account is the profile), and the withdrawal panel (cashout) reached from My
 * earnings. An unknown panel is a wrong address: not-found.
 */
export default observer(function AccountPage() {
  const { router, securityCheckup } = useStores();
  const panel = accountPanelOf(router.route.params.panel);

  if (!panel) return <NotFound />;
  // The account needs a completed checkup (001 §4): nothing of it shows until the checkup is known to be
  // complete (an incomplete one is redirected by the navigation guard). A checkup that cannot be read does
  // not lock the shopper out of their settings: the services check what they must.
  if (securityCheckup.complete !== true && securityCheckup.status !== 'error') {
    return (
      <section aria-labelledby="account-title" className={styles.account}>
        <h1 id="account-title">{ACCOUNT_COPY.TITLE}</h1>
        <StateBox state="loading">{ACCOUNT_COPY.LOADING}</StateBox>
      </section>
    );
  }
  // The cashout panel belongs to My earnings: its tab stays selected there.
  const selected = panel === ACCOUNT_PANEL.CASHOUT ? ACCOUNT_PANEL.EARNINGS : panel;
  return (
    <section aria-labelledby="account-title" className={styles.account}>
      <h1 id="account-title">{ACCOUNT_COPY.TITLE}</h1>
      <AccountTabs selected={selected} />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(selected)} className={styles.panel}>
        <PanelView panel={panel} />
      </div>
    </section>
  );
});

/** Each panel's view; a Record, so a panel added to ACCOUNT_PANEL without a view fails to compile. */
const PANEL_VIEWS: Record<AccountPanel, ComponentType> = {
  [ACCOUNT_PANEL.PROFILE]: ProfilePanel,
  [ACCOUNT_PANEL.NOTIFICATIONS]: NotificationsPanel,
  [ACCOUNT_PANEL.PRIVACY]: PrivacyPanel,
  [ACCOUNT_PANEL.EARNINGS]: EarningsPanel,
  [ACCOUNT_PANEL.CASHOUT]: CashoutPanel,
  [ACCOUNT_PANEL.FAVORITES]: FavoritesPanel,
};

function PanelView({ panel }: { panel: AccountPanel }) {
  const View = PANEL_VIEWS[panel];
  return <View />;
}

/**
 * The tab list (WAI-ARIA tabs with automatic activation): each tab is a link to its panel's address; the
 * selected one is the only one in the Tab order, and the arrow keys, Home and End move to another tab and open it.
 * On a phone it is one sideways-scrolling strip that keeps the selected tab in view.
 */
function AccountTabs({ selected }: { selected: AccountPanel }) {
  const { router } = useStores();
  const listRef = useRef<HTMLDivElement>(null);
  const hrefOf = (panel: AccountPanel) => buildPath(ROUTE_NAME.ACCOUNT_PANEL, { panel });

  // On a phone the strip scrolls sideways: the selected tab is brought into view (on arrival and on each change),
  // moving the strip only, never the page.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>(`#${tabId(selected)}`);
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    // Clear of the faded edges (scroll-padding).
    const padding = parseFloat(getComputedStyle(list).scrollPaddingLeft) || 0;
    const left = tab.offsetLeft - list.offsetLeft - padding;
    const right = tab.offsetLeft - list.offsetLeft + tab.offsetWidth + padding - list.clientWidth;
    if (list.scrollLeft > left) list.scrollLeft = left;
    else if (list.scrollLeft < right) list.scrollLeft = right;
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = ACCOUNT_TABS.findIndex((tab) => tab.panel === selected);
    const last = ACCOUNT_TABS.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = ACCOUNT_TABS[next]!;
    router.navigate(hrefOf(target.panel));
    listRef.current?.querySelector<HTMLElement>(`#${tabId(target.panel)}`)?.focus();
  };

  return (
    <div ref={listRef} role="tablist" aria-label={ACCOUNT_COPY.TABS_LABEL} className={styles.tabs} onKeyDown={onKeyDown}>
      {ACCOUNT_TABS.map((tab) => {
        const isSelected = tab.panel === selected;
        return (
          <AppLink
            key={tab.panel}
            id={tabId(tab.panel)}
            role="tab"
            href={hrefOf(tab.panel)}
            aria-selected={isSelected}
            aria-controls={isSelected ? PANEL_ID : undefined}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
          >
            {tab.label}
          </AppLink>
        );
      })}
    </div>
  );
}
