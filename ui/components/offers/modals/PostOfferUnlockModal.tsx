import { formatOfferValue } from '../../../../domain/offers/formatOfferValue';
import { OFFER_COPY } from '../copy';
import type { ModalRequest } from '../../../stores/ModalStore';
import styles from './OfferModals.module.css';

/** The post-offer-unlock modal (000 §2): the offer is on the shopper's list, and what to do next. */
export default function PostOfferUnlockModal({
  request,
  onClose,
}: {
  request: Extract<ModalRequest, { kind: 'postOfferUnlock' }>;
  onClose: () => void;
}) {
  const { offer } = request;
  const value = formatOfferValue(offer);
  return (
    <div className={styles.body}>
      <p className={styles.text}>
        <strong>{OFFER_COPY.postOfferUnlockTitle(offer.name)}</strong>
        {value && <> ({value})</>}
      </p>
      <p className={styles.text}>{OFFER_COPY.POST_OFFER_UNLOCK_BODY}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onClose}>
          {OFFER_COPY.GOT_IT}
        </button>
      </div>
    </div>
  );
}
