import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { BRAND_NAME } from '../../../domain/constants/app';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { SIDEBAR_TITLE, SIDEBAR_VIEW, showsRetailerHeader, sidebarTopBar } from '../../../domain/shoppingList/sidebarView';
import { AppLink } from '../AppLink/AppLink';
import { useStores } from '../../stores/StoresContext';
import { SIDEBAR_COPY } from './copy';
import { attachDismissListeners } from './dismissListeners';
import { SIDEBAR_OPENER_ATTRIBUTE } from './openerAttribute';
import { FeedbackView } from './FeedbackView';
import { MatchedOffersView } from './MatchedOffersView';
import { SelectRetailerView } from './SelectRetailerView';
import { ShoppingListView } from './ShoppingListView';
import styles from './ListToOffersSidebar.module.css';


/** Whether a pressed element belongs to the sidebar: the panel, its opener, or a modal opened over it (an unlock's). */
function belongsToSidebar(panel: HTMLElement | null, target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return Boolean(panel?.contains(target) || target.closest(`[${SIDEBAR_OPENER_ATTRIBUTE}], dialog`));
}

/**
 * The list-to-offers sidebar (000 §2, §4): a non-modal dialog named 'Shopping list' in every view, fixed to the right, 600px wide from 1024px and the
 * full width below. Focus moves into it on open and back to what had it on close; Escape and a press outside close
 * it once its listeners are attached (200 ms after opening). A chunk of its own, loaded on the first open.
 */
export const ListToOffersSidebar = observer(function ListToOffersSidebar() {
  const { sidebar } = useStores();
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    const detach = attachDismissListeners(document, {
      isInside: (target) => belongsToSidebar(panelRef.current, target),
      onDismiss: sidebar.close,
    });
    return () => {
      detach();
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [sidebar]);

  const topBar = sidebarTopBar(sidebar.view, sidebar.previousView);
  return (
    <section ref={panelRef} role="dialog" aria-modal="false" aria-label={SIDEBAR_TITLE} className={styles.panel} tabIndex={-1}>
      <div className={styles.topBar}>
        {topBar.kind === 'title' ? (
          <h2 className={styles.title}>
            {topBar.text}
          </h2>
        ) : (
          <>
            <h2 className="visually-hidden">
              {SIDEBAR_COPY.SELECT_RETAILER_HEADING}
            </h2>
            <button type="button" className={styles.backLink} onClick={sidebar.back}>
              <span aria-hidden="true">‹ </span>
              {topBar.text}
            </button>
          </>
        )}
        <button type="button" className={styles.close} aria-label={SIDEBAR_COPY.CLOSE} onClick={sidebar.close}>
          ×
        </button>
      </div>
      <div className={styles.body}>
        {sidebar.isLoading ? (
          <p role="status" className={styles.loading}>
            <span className={styles.spinner} aria-hidden="true" />
            {SIDEBAR_COPY.LOADING}
          </p>
        ) : (
          <>
            {showsRetailerHeader(sidebar.view) ? <RetailerHeader /> : null}
            {sidebar.view === SIDEBAR_VIEW.SELECT_RETAILER ? <SelectRetailerView /> : null}
            {sidebar.view === SIDEBAR_VIEW.SHOPPING_LIST ? <ShoppingListView /> : null}
            {sidebar.view === SIDEBAR_VIEW.MATCHED_OFFERS ? <MatchedOffersView /> : null}
            {sidebar.view === SIDEBAR_VIEW.FEEDBACK ? <FeedbackView /> : null}
          </>
        )}
      </div>
      {/* A <div>, not a <footer>: inside the dialog a footer is exposed as a second contentinfo landmark. */}
      <div className={styles.footer}>
        <AppLink href={buildPath(ROUTE_NAME.HOME)} className={styles.logo} aria-label={SIDEBAR_COPY.FOOTER_LOGO} onNavigate={sidebar.selected}>
          {BRAND_NAME}
        </AppLink>
      </div>
    </section>
  );
});

/** The chosen store: icon, name and Change (000 §2), shown in every view but select_retailer. */
const RetailerHeader = observer(function RetailerHeader() {
  const { sidebar } = useStores();
  const retailer = sidebar.retailer;
  const name = retailer?.name ?? SIDEBAR_COPY.UNKNOWN_RETAILER;
  const icon = retailer?.iconUrl || retailer?.imageUrl;
  return (
    <div className={styles.retailerHeader}>
      {icon ? <img className={styles.retailerIcon} src={icon} alt="" width={40} height={40} /> : <span className={styles.retailerIcon} aria-hidden="true" />}
      <p className={styles.retailerName}>
        <span className={styles.shoppingAt}>{SIDEBAR_COPY.SHOPPING_AT}</span> {name}
      </p>
      <button type="button" className={styles.linkButton} aria-label={SIDEBAR_COPY.CHANGE_LABEL(name)} onClick={sidebar.changeRetailer}>
        {SIDEBAR_COPY.CHANGE}
      </button>
    </div>
  );
});
