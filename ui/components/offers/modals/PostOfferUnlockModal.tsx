import { CUSTOMER_ORDER_METHOD } from '../../../../domain/offers/Offer';
import { formatOfferValue } from '../../../../domain/offers/formatOfferValue';
import { OFFER_COPY } from '../copy';
import type { ModalRequest } from '../../../stores/ModalStore';
import styles from './OfferModals.module.css';

/**
 * The post-offer-unlock modal (000 §2): the offer is on the shopper's list, and how to earn on it — online through
 * the retailer page's Shop button, in store, or both, as the offer's customerOrderMethod allows (none: both).
 */
export default function PostOfferUnlockModal({
  request,
  onClose,
}: {
  request: Extract<ModalRequest, { kind: 'postOfferUnlock' }>;
  onClose: () => void;
}) {
  const { offer } = request;
  const value = formatOfferValue(offer);
  const method = offer.customerOrderMethod ?? CUSTOMER_ORDER_METHOD.ANY;
  return (
    <div className={styles.body}>
      <p className={styles.text}>
        <strong>{OFFER_COPY.postOfferUnlockTitle(offer.name)}</strong>
        {value && <> ({value})</>}
      </p>
      <p className={styles.text}>{OFFER_COPY.POST_OFFER_UNLOCK_BODY}</p>
      <ul className={styles.ways}>
        {method !== CUSTOMER_ORDER_METHOD.IN_STORE && <li>{OFFER_COPY.POST_OFFER_UNLOCK_ONLINE}</li>}
        {method !== CUSTOMER_ORDER_METHOD.ONLINE && <li>{OFFER_COPY.POST_OFFER_UNLOCK_IN_STORE}</li>}
      </ul>
      <p className={styles.legal}>{OFFER_COPY.POST_OFFER_UNLOCK_PENDING}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onClose}>
          {OFFER_COPY.GOT_IT}
        </button>
      </div>
    </div>
  );
}
