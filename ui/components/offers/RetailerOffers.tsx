import { observer } from 'mobx-react-lite';
import { useDeferredValue, useId, useMemo } from 'react';

import type { Retailer } from '../../../domain/retailers/Retailer';

import { OFFER_COPY } from './copy';

import { useStores } from '../../stores/StoresContext';
import { OfferGallery } from './OfferGallery';
import styles from './RetailerOffers.module.css';
import { StateBox } from '../StateBox/StateBox';

export interface RetailerOffersProps {
  retailer: Retailer;
}

/**
 * A retailer page's offers: loaded by the retailer route's loader for whoever is signed in (so added offers show
 * as added after a reload), as cards in the pagination gallery, with loading, failure and empty states.
 */
/** The cards a phone's first screen shows, and a desktop's first two rows. */
const FIRST_SCREEN_OFFERS = 8;

export const RetailerOffers = observer(function RetailerOffers({ retailer }: RetailerOffersProps) {
  const { offers } = useStores();
  const headingId = useId();

  const { status } = offers.retailerList(retailer.id);
  const loaded = offers.retailerOffers(retailer.id);
  // The first screen of cards renders with the page (the server's too); the rest in a deferred (interruptible)
  // pass after it, so a page of offers arriving does not block the main thread in one long task.
  const shownCount = useDeferredValue(loaded.length, Math.min(loaded.length, FIRST_SCREEN_OFFERS));
  const rendering = shownCount !== loaded.length;
  const items = rendering ? loaded.slice(0, shownCount) : loaded;
  const heading = OFFER_COPY.retailerOffersHeading(retailer.name);
  // One object per retailer: an offer adopted after an Add re-renders its own card, not every card on the page.
  const context = useMemo(() => ({ retailerId: retailer.id, retailerName: retailer.name }), [retailer.id, retailer.name]);
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={status === 'loading'}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {(status === 'idle' || status === 'loading' || rendering) && items.length === 0 && (
        <StateBox state="loading" className={styles.state}>
          {OFFER_COPY.LOADING_OFFERS}
        </StateBox>
      )}
      {status === 'error' && (
        <StateBox state="error" className={styles.state}>
          {OFFER_COPY.RETAILER_OFFERS_FAILED}
        </StateBox>
      )}
      {status === 'ready' && !rendering && items.length === 0 && (
        <StateBox state="empty" className={styles.state}>
          {OFFER_COPY.NO_RETAILER_OFFERS}
        </StateBox>
      )}
      <OfferGallery
        key={retailer.id}
        offers={items}
        label={heading}
        context={context}
      />
    </section>
  );
});
