import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';

import { RETAILER_ICON_SIZE } from '../../components/retailers/RetailerIcon';
import { RETAILER_LIST_NAME } from '../../components/retailers/tracking';
import { RETAILER_PAGE_COPY } from './copy';
import { retailerCashBackLabel } from '../../../domain/browsing/cashBack';
import { retailerLinkCopy } from '../../../domain/browsing/retailerLinkCopy';
import { linkedAccountsPath } from '../../../domain/browsing/paths';
import { AppLink } from '../../components/AppLink/AppLink';
import { launchWindowOpener } from '../../app/launchWindow';
import { SHOP_COPY } from '../../components/ShopButton/copy';
import { RetailerFavoriteToggle } from '../../components/retailers/RetailerFavoriteToggle';
import { ExtensionInstallBanner } from '../../components/ExtensionInstallBanner/ExtensionInstallBanner';
import { PromotionsSection } from '../../components/banners/PromotionsSection';
import { RetailerOffers } from '../../components/offers/RetailerOffers';
import { RetailerGrid } from '../../components/retailers/RetailerGrid';
import page from '../../components/retailers/BrowsingPage.module.css';
import { useStores } from '../../stores/StoresContext';
import { usePageModel } from '../../stores/usePageModel';
import { RetailerPageModel } from './RetailerPageModel';
import { StateBox } from '../../components/StateBox/StateBox';

/** The retailer's main button and the state of the shopper's account link. */
const RetailerAction = observer(function RetailerAction({ store }: { store: RetailerPageModel }) {
  const { router } = useStores();
  // While the link is read: the button's room, empty (no guess at Link or Shop, and nothing shifts when it comes).
  if (store.linkUnknown) return <div className={`${page.action} ${page.actionPending}`} aria-hidden="true" />;
  const action = store.action;
  if (!action?.button) return null;
  const { button, linkState } = action;
  const { badge, note } = retailerLinkCopy(linkState);
  const activating = button.action === 'shop' && store.activating;
  return (
    <div className={page.action}>
      <button
        type="button"
        className={page.primaryButton}
        disabled={!button.enabled || activating}
        aria-busy={activating}
        // The launch tab opens inside this click (pop-up blockers); a blocked one shows the launch page here.
        onClick={() => void store.press(button.action, launchWindowOpener(router))}
      >
        {activating ? SHOP_COPY.ACTIVATING : button.label}
      </button>
      {badge ? <span className={page.linkBadge}>{badge}</span> : null}
      {/* A link of any state is managed (and unlinked) in the account area's linked accounts. */}
      {linkState && linkState !== 'unlinked' ? (
        <AppLink href={linkedAccountsPath()} className={page.manageLink} aria-label={RETAILER_PAGE_COPY.MANAGE_LINK_LABEL}>
          {RETAILER_PAGE_COPY.MANAGE_LINK}
        </AppLink>
      ) : null}
      {note ? <p className={page.linkNote}>{note}</p> : null}
    </div>
  );
});

/**
 * The retailer page (000 §2, §4, §9): details, banners, the link state and its button, the pending-period
 * copy, the retailer's offers and the recently viewed retailers. Shop launches the retailer (LaunchStore); for a
 * visitor it opens the logged-out modal.
 */
const RetailerPage = observer(function RetailerPage() {
  const store = usePageModel(RetailerPageModel);
  // Leaving the page puts the search bar back to site-wide search.
  useEffect(() => () => store.leave(), [store]);

  if (store.status === 'error') return <StateBox state="error">{RETAILER_PAGE_COPY.LOAD_FAILED}</StateBox>;
  const retailer = store.retailer;
  if (store.status !== 'ready' || !retailer) return <StateBox state="loading" />;
  const icon = retailer.iconUrl || retailer.imageUrl;
  const cashBack = retailerCashBackLabel(retailer);
  const pending = store.pendingPeriod;
  const recent = store.otherRecentlyViewed;
  return (
    <div className={page.page}>
      <header className={page.retailerHeader}>
        {/* The heading names the retailer; its logo only decorates it. */}
        {icon ? (
          <img
            className={page.retailerIcon}
            src={icon}
            alt=""
            width={RETAILER_ICON_SIZE.PAGE}
            height={RETAILER_ICON_SIZE.PAGE}
            decoding="async"
          />
        ) : null}
        <div className={page.headerText}>
          <div className={page.nameRow}>
            <h1>{retailer.name}</h1>
            {/* The route's loader reads the favourites for a signed-in shopper. */}
            <RetailerFavoriteToggle retailer={retailer} look="labelled" />
          </div>
          {cashBack ? <p className={page.cashBack}>{cashBack}</p> : null}
          {retailer.shortDescription ? <p className={page.shortDescription}>{retailer.shortDescription}</p> : null}
        </div>
        <RetailerAction store={store} />
      </header>

      <ExtensionInstallBanner retailerId={retailer.id} />

      {store.showsBanners ? <PromotionsSection banners={store.banners.value} context="retailer" className={page.section} /> : null}

      {retailer.aboutText ? (
        <section aria-labelledby="retailer-about" className={page.section}>
          <h2 id="retailer-about">{RETAILER_PAGE_COPY.ABOUT(retailer.name)}</h2>
          <p className={page.about}>{retailer.aboutText}</p>
        </section>
      ) : null}

      {pending ? (
        <section aria-labelledby="retailer-pending" className={page.section}>
          <h2 id="retailer-pending">{RETAILER_PAGE_COPY.WHEN_CASH_BACK_SHOWS}</h2>
          <ul className={page.pendingList}>
            <li>{pending.product}</li>
            <li>{pending.storewide}</li>
          </ul>
        </section>
      ) : null}

      <RetailerOffers retailer={retailer} />

      {recent.length > 0 ? (
        <section aria-labelledby="retailer-recent" className={page.section}>
          <h2 id="retailer-recent">{RETAILER_PAGE_COPY.RECENTLY_VIEWED}</h2>
          <RetailerGrid retailers={recent} list={RETAILER_LIST_NAME.RECENTLY_VIEWED} labelledBy="retailer-recent" layout="strip" />
        </section>
      ) : null}
    </div>
  );
});

export default RetailerPage;
