import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { type Offer } from '../../../domain/offers/Offer';
import { OFFER_COPY } from './copy';
import type { UnlockContext } from '../../stores/OffersStore';
import { useStores } from '../../stores/StoresContext';
import styles from './OfferButton.module.css';

export interface OfferButtonProps {
  offer: Offer;
  /** The retailer the offer is shown for, and its name. */
  context: UnlockContext;
  /** The card's compact button, or the offer page's larger one. */
  size?: 'card' | 'page';
}

/**
 * Add (unlock) or, once added, Remove (deactivate) an offer (000 §4). A visitor's Add opens the logged-out
 * modal. While either call runs the button is busy: disabled, aria-busy, and says so.
 */
export const OfferButton = observer(function OfferButton({ offer: given, context, size = 'card' }: OfferButtonProps) {
  const { offers } = useStores();
  const offer = offers.current(given);
  const unlocking = offers.isUnlocking(offer.id);
  const deactivating = offers.isDeactivating(offer.id);
  const busy = unlocking || deactivating;
  const added = offer.activated === true && !unlocking;
  // Disabling the pressed button drops its focus; hand focus back once the call is over.
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    buttonRef.current?.focus();
  }, [busy]);
  const press = () => {
    refocus.current = true;
    void (added ? offers.deactivate(offer) : offers.unlock(offer, context));
  };
  const label = unlocking ? OFFER_COPY.ADDING : deactivating ? OFFER_COPY.REMOVING : added ? OFFER_COPY.REMOVE : OFFER_COPY.ADD;
  // One <button> in both states, so Add turning into Remove (and back) is the same control.
  return (
    <div className={`${styles.wrapper} ${size === 'page' ? styles.wrapperPage : ''}`}>
      {added && (
        <span className={styles.addedLabel}>
          <span aria-hidden="true">✓ </span>
          {OFFER_COPY.ADDED}
        </span>
      )}
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.button} ${styles[size]} ${added ? styles.remove : styles.add}`}
        aria-label={added ? OFFER_COPY.removeOffer(offer.name) : OFFER_COPY.addOffer(offer.name)}
        aria-busy={busy}
        disabled={busy}
        onClick={press}
      >
        {label}
      </button>
    </div>
  );
});
