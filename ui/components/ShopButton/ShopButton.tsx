import { observer } from 'mobx-react-lite';
import { RETAILER_LINK_BUTTON_LABEL } from '../../../domain/retailers/linkButtonLabels';
import type { Offer } from '../../../domain/offers/Offer';
import { launchWindowOpener } from '../../app/launchWindow';
import type { ShopRequest } from '../../stores/LaunchStore';
import { useStores } from '../../stores/StoresContext';
import { SHOP_COPY } from './copy';
import styles from './ShopButton.module.css';

/**
 * 'Shop at {retailer}' on an offer page (000 §4): the affiliate launch from this offer (LaunchStore.shop; a visitor
 * gets the logged-out modal). While the launch runs the button says so and waits.
 */
export const ShopButton = observer(function ShopButton({ retailer, offer }: { retailer: ShopRequest['retailer']; offer: Offer }) {
  const { launch, router } = useStores();
  const activating = launch.isActivating(retailer.id);
  return (
    <button
      type="button"
      className={styles.shop}
      disabled={activating}
      aria-busy={activating}
      // The launch tab opens inside this click (pop-up blockers); a blocked one shows the launch page here.
      onClick={() => void launch.shop({ retailer, offer }, launchWindowOpener(router))}
    >
      {activating ? SHOP_COPY.ACTIVATING : RETAILER_LINK_BUTTON_LABEL.shopAt(retailer.name)}
    </button>
  );
});
