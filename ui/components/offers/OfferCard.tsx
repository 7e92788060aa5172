import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { formatOfferValue } from '../../../domain/offers/formatOfferValue';
import { offerTag } from '../../../domain/offers/offerTag';
import { OFFER_IMAGE_SIZE, type Offer } from '../../../domain/offers/Offer';
import { OFFER_COPY } from './copy';
import { offerPath } from '../../../domain/offers/offerPath';
import { offerTagText } from '../../../domain/offers/offerTagText';
import { AppLink } from '../AppLink/AppLink';
import type { UnlockContext } from '../../stores/OffersStore';
import { useStores } from '../../stores/StoresContext';
import { OfferButton } from './OfferButton';
import styles from './OfferCard.module.css';
import { useOfferViewed } from './offerViewed';

export interface OfferCardProps {
  offer: Offer;
  /** The retailer the card is shown for (a retailer page); the link and the unlock carry it. */
  context?: UnlockContext;
  /** The card title's heading level under the list's own heading. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * An item offer card: image, value, name, the offer tag (time left, or 'ends soon'), a link to the offer
 * page, and the Add / Remove button. 'offer view' is tracked once its image has been half visible for 1 s.
 */
export const OfferCard = observer(function OfferCard({ offer: given, context = {}, headingLevel = 3 }: OfferCardProps) {
  const stores = useStores();
  const { offers } = stores;
  const offer = offers.current(given);
  const titleId = useId();
  const imageRef = useRef<HTMLImageElement>(null);
  const retailerId = context.retailerId ?? null;
  useOfferViewed(imageRef, () => offers.trackOfferView(offer, retailerId));

  const value = formatOfferValue(offer);
  const tag = offerTagText(offerTag(offer, { hasOffer: offer.activated === true, now: stores.now() }));
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        {offer.url ? (
          <img
            ref={imageRef}
            className={styles.image}
            src={offer.url}
            alt={OFFER_COPY.offerImageAlt(offer.name)}
            width={OFFER_IMAGE_SIZE.width}
            height={OFFER_IMAGE_SIZE.height}
            loading="lazy"
          />
        ) : (
          <div className={styles.image} role="img" aria-label={OFFER_COPY.offerImageAlt(offer.name)} />
        )}
        {tag && <p className={styles.tag}>{tag}</p>}
      </div>
      {value && <p className={styles.value}>{value}</p>}
      <Heading id={titleId} className={styles.name}>
        <AppLink
          className={styles.link}
          href={offerPath(offer, { retailerId })}
          onClick={() => offers.trackOfferClick(offer, retailerId)}
        >
          {offer.name}
        </AppLink>
      </Heading>
      <div className={styles.action}>
        <OfferButton offer={offer} context={context} />
      </div>
    </article>
  );
});
