import { observer } from 'mobx-react-lite';
import { truncateRetailerName } from '../../../domain/retailers/retailerName';
import { type Retailer } from '../../../domain/retailers/Retailer';
import { BROWSING_TRACKING_ACTION, type RetailerListName } from './tracking';
import { retailerCashBackLabel } from '../../../domain/browsing/cashBack';
import { retailerPath } from '../../../domain/browsing/paths';
import { AppLink, isPlainLeftClick } from '../AppLink/AppLink';
import { useStores } from '../../stores/StoresContext';
import { RetailerFavoriteToggle } from './RetailerFavoriteToggle';
import { RetailerIcon } from './RetailerIcon';
import styles from './Retailers.module.css';

export interface RetailerCardProps {
  retailer: Retailer;
  /** Which list the card is in, for its tracking event. */
  list: RetailerListName;
  /** 1-based place in that list. */
  position: number;
}

/**
 * A retailer card: icon, name (truncated when its first word is too long, 000 §9) and top cash back, linking to
 * the retailer page.
 *
 * For an anonymous visitor a plain activation (click, Enter) opens the logged-out modal with the retailer's id
 * and name instead of moving (000 §6: "clicking Shop, adding an offer or a retailer card opens the logged-out
 * modal"). The card stays a real link, so a new tab, a copied address or a crawler still reaches the retailer
 * page. Card clicks are tracked ('click action') only for signed-in shoppers (000 §6).
 *
 * The favourite toggle sits beside the link, not inside it (a button inside a link is invalid and unreachable
 * for some screen readers): the card answers a fragment, and its list item (RetailerGrid) places the toggle
 * over the card's corner. Whether it is pressed comes from FavoriteRetailersStore, the one owner of that fact (read once
 * signed in: RetailerFavoriteToggle).
 */
export const RetailerCard = observer(function RetailerCard({ retailer, list, position }: RetailerCardProps) {
  const { auth, tracking, modals } = useStores();
  const cashBack = retailerCashBackLabel(retailer);
  const shownName = truncateRetailerName(retailer.name);
  return (
    <>
      <AppLink
        href={retailerPath(retailer)}
        className={styles.card}
        onClick={(event) => {
          if (!auth.isSignedIn) {
            if (!isPlainLeftClick(event)) return;
            event.preventDefault();
            modals.open({ kind: 'loggedOut', retailerId: retailer.id, retailerName: retailer.name });
            return;
          }
          void tracking.track('click action', {
            action: BROWSING_TRACKING_ACTION.RETAILER_CARD,
            retailerId: retailer.id,
            retailerName: retailer.name,
            list,
            position,
          });
        }}
      >
        {/* The icon names the retailer in full (the visible name may be truncated), so the link reads
            "<full name> <cash back>" once. */}
        <RetailerIcon
          src={retailer.iconUrl || retailer.imageUrl}
          name={retailer.name}
          className={styles.icon}
          initialClassName={styles.iconPlaceholder}
          namesRetailer
        />
        <span className={styles.name} aria-hidden="true" title={shownName === retailer.name ? undefined : retailer.name}>
          {shownName}
        </span>
        {cashBack ? <span className={styles.cashBack}>{cashBack}</span> : null}
      </AppLink>
      <RetailerFavoriteToggle retailer={retailer} className={styles.cardToggle} />
    </>
  );
});
