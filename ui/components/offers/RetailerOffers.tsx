import { observer } from 'mobx-react-lite';
import { useId, useMemo } from 'react';

import type { Retailer } from '../../../domain/retailers/Retailer';

import { OFFER_COPY } from './copy';

import { useStores } from '../../stores/StoresContext';
import { useFirstScreenFirst } from './firstScreen';
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
export const RetailerOffers = observer(function RetailerOffers({ retailer }: RetailerOffersProps) {
  const { offers } = useStores();
  const headingId = useId();

  const { status } = offers.retailerList(retailer.id);
  const { shown: items, rendering } = useFirstScreenFirst(offers.retailerOffers(retailer.id));
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
