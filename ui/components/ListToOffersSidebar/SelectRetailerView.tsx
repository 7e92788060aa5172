import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/StoresContext';
import { SIDEBAR_COPY, displayTypeLabel } from './copy';
import styles from './ListToOffersSidebar.module.css';

/** select_retailer (000 §2 "Select store"): the grocery retailers' icons, display types and names. */
export const SelectRetailerView = observer(function SelectRetailerView() {
  const { sidebar } = useStores();
  return (
    <div className={styles.view}>
      <p className={styles.hint}>{SIDEBAR_COPY.SELECT_RETAILER_HINT}</p>
      <ul className={styles.storeGrid}>
        {sidebar.groceryRetailers.map((retailer) => {
          const icon = retailer.iconUrl || retailer.imageUrl;
          const types = (retailer.displayTypes ?? []).map(displayTypeLabel).join(' · ');
          const current = retailer.id === sidebar.retailerId;
          return (
            <li key={retailer.id}>
              <button type="button" className={styles.store} aria-pressed={current} onClick={() => sidebar.pickRetailer(retailer.id)}>
                {icon ? <img className={styles.storeIcon} src={icon} alt="" width={56} height={56} /> : <span className={styles.storeIcon} aria-hidden="true" />}
                <span className={styles.storeName}>{retailer.name}</span>
                {types ? <span className={styles.storeTypes}>{types}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
});
