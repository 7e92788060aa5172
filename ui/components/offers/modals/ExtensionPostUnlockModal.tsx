import { buildPath } from '../../../../domain/navigation/buildPath';
import { ROUTE_NAME } from '../../../../domain/constants/navigation';
import { EXTENSION_PROMO } from '../../../app/header/copy';
import { OFFER_COPY } from '../copy';
import { AppLink } from '../../AppLink/AppLink';
import type { ModalRequest } from '../../../stores/ModalStore';
import styles from './OfferModals.module.css';

/** After an unlock at an extension-required retailer without the extension (000 §4): get the extension. */
export default function ExtensionPostUnlockModal({
  onClose,
}: {
  request: Extract<ModalRequest, { kind: 'extensionPostUnlock' }>;
  onClose: () => void;
}) {
  return (
    <div className={styles.body}>
      <p className={styles.text}>{OFFER_COPY.EXTENSION_BODY}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {OFFER_COPY.NOT_NOW}
        </button>
        <AppLink className={styles.primary} href={buildPath(ROUTE_NAME.BROWSER_EXTENSION)} onNavigate={onClose}>
          {EXTENSION_PROMO.LINK}
        </AppLink>
      </div>
    </div>
  );
}
