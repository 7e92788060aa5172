import { RETAILER_LINK_BUTTON_LABEL } from '../../../../domain/retailers/linkButtonLabels';
import { MODAL_TITLE } from '../../ModalHost/copy';
import { OFFER_COPY } from '../copy';
import { retailerLinkPath } from '../../../../domain/browsing/paths';
import { AppLink } from '../../AppLink/AppLink';
import type { ModalRequest } from '../../../stores/ModalStore';
import styles from './OfferModals.module.css';

/** After an unlock at a retailer that needs a linked account which is not linked (000 §4): link it now. */
export default function AccountNotLinkedModal({
  request,
  onClose,
}: {
  request: Extract<ModalRequest, { kind: 'accountNotLinked' }>;
  onClose: () => void;
}) {
  const name = request.retailer.name || OFFER_COPY.RETAILER_FALLBACK_NAME;
  return (
    <div className={styles.body}>
      <p className={styles.text}>{OFFER_COPY.accountNotLinkedBody(name)}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {OFFER_COPY.NOT_NOW}
        </button>
        <AppLink
          className={styles.primary}
          href={retailerLinkPath({ id: request.retailer.id, name })}
          aria-label={MODAL_TITLE.accountNotLinked(name)}
          onNavigate={onClose}
        >
          {RETAILER_LINK_BUTTON_LABEL.LINK}
        </AppLink>
      </div>
    </div>
  );
}
