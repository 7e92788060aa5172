import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { clampPage, pageCount, pageSlice } from '../../../domain/offers/pagination';
import { type Offer } from '../../../domain/offers/Offer';
import { OFFER_COPY } from './copy';
import { RETAILER_OFFERS_PER_PAGE } from '../../../domain/offers/pagination';
import { useStores } from '../../stores/StoresContext';
import type { UnlockContext } from '../../stores/OffersStore';
import { Pagination } from '../Pagination/Pagination';
import { OfferGrid } from './OfferGrid';
import styles from './OfferGallery.module.css';

export interface OfferGalleryProps {
  offers: readonly Offer[];
  /** Names the list and its pages for screen readers. */
  label: string;
  /** The retailer the offers are shown for, if any (links, unlocks). */
  context?: UnlockContext;
  perPage?: number;
  headingLevel?: 2 | 3 | 4;
}

/**
 * Offer cards in a grid (OfferGrid), a page at a time, with the pagination gallery under them (000 §2). The page is
 * the URL's (?page=N), so one gallery per page.
 */
export const OfferGallery = observer(function OfferGallery({
  offers: given,
  label,
  context,
  perPage = RETAILER_OFFERS_PER_PAGE,
  headingLevel = 3,
}: OfferGalleryProps) {
  const { router, offers: offersStore } = useStores();
  const listRef = useRef<HTMLUListElement>(null);
  // An alcohol offer only for a shopper 21 or over (001 §1); the service already leaves it out.
  const offers = offersStore.shownOf(given);
  const total = pageCount(offers.length, perPage);
  const current = clampPage(router.listPage, total);
  const select = (next: number) => {
    router.showListPage(clampPage(next, total));
    // After the new entry's scroll to the top (scrollRestoration, next frame): the list is where the reader was.
    requestAnimationFrame(() => listRef.current?.scrollIntoView?.({ block: 'start' }));
  };
  if (offers.length === 0) return null;
  return (
    <div className={styles.gallery}>
      <OfferGrid
        listRef={listRef}
        offers={pageSlice(offers, current, perPage)}
        label={label}
        context={context}
        headingLevel={headingLevel}
        end={
          current < total ? (
            <button type="button" className={styles.next} onClick={() => select(current + 1)}>
              {OFFER_COPY.NEXT_PAGE}
            </button>
          ) : (
            <p>{OFFER_COPY.allOffers(offers.length)}</p>
          )
        }
      />
      <Pagination current={current} total={total} onSelect={select} label={OFFER_COPY.OFFERS_PAGES_LABEL} />
    </div>
  );
});
