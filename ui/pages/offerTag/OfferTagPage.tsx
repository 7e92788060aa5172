import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { OFFER_COPY } from '../../components/offers/copy';
import { OfferGallery } from '../../components/offers/OfferGallery';
import { useStores } from '../../stores/StoresContext';
import { usePageModel } from '../../stores/usePageModel';
import { OfferTagPageModel } from './OfferTagPageModel';
import styles from './OfferTagPage.module.css';
import { StateBox } from '../../components/StateBox/StateBox';

/**
 * /offer-tag/:tagName (000 §2, §7): headed with the tag's display name, the offers carrying the tag (at most 200)
 * as cards; none shows
 * 'No offers found with that offer tag'; a failed load goes to /mobile-only?keyword=offer (the route's loader).
 */
export default observer(function OfferTagPage() {
  const { router } = useStores();
  const tag = usePageModel(OfferTagPageModel);
  const tagName = router.route.params.tagName ?? '';
  const headingId = useId();
  useEffect(() => tag.leave, [tag]);

  const current = tag.tagName === tagName;
  // A failed load is on its way to /mobile-only (the route's loader): it reads as loading meanwhile.
  const loading = !current || tag.status !== 'ready';
  // The tag's own name once loaded; an unknown tag keeps the slug. Nothing while loading, so the heading never
  // changes its words in front of the reader (its box is reserved: no layout shift).
  const heading = current && tag.displayName ? tag.displayName : loading ? '' : OFFER_COPY.offerTagHeading(tagName);
  return (
    <section className={styles.page} aria-labelledby={headingId} aria-busy={tag.status === 'loading'}>
      <h1 id={headingId} className={styles.heading} hidden={heading === ''}>
        {heading}
      </h1>
      {heading === '' ? <div className={styles.headingSpace} aria-hidden="true" /> : null}
      {loading && tag.tagOffers.length === 0 && (
        <StateBox state="loading" className={styles.state}>
          {OFFER_COPY.LOADING_OFFERS}
        </StateBox>
      )}
      {current && tag.emptyMessage && (
        <StateBox state="empty" className={styles.state}>
          {tag.emptyMessage}
        </StateBox>
      )}
      {current && <OfferGallery key={tagName} offers={tag.tagOffers} label={heading || tagName} headingLevel={2} />}
    </section>
  );
});
