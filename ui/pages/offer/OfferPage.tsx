import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { formatOfferValue } from '../../../domain/offers/formatOfferValue';
import { offerTag } from '../../../domain/offers/offerTag';
import { retailerRewardLabel } from '../../../domain/retailers/rewardLabel';
import { type Offer } from '../../../domain/offers/Offer';
import { type Retailer } from '../../../domain/retailers/Retailer';
import { OFFER_COPY } from '../../components/offers/copy';
import { retailerPath } from '../../../domain/browsing/paths';
import { offerPageRetailerId, offerPageTarget } from '../../../domain/offers/offerPageTarget';
import { offerTagText } from '../../../domain/offers/offerTagText';
import { unlockRetailerId } from '../../../domain/offers/unlockRetailer';
import { AppLink } from '../../components/AppLink/AppLink';
import { OfferButton } from '../../components/offers/OfferButton';
import { ShopButton } from '../../components/ShopButton/ShopButton';
import { retailerShopsOnline } from '../../../domain/browsing/retailerPageAction';
import { useStores } from '../../stores/StoresContext';
import { usePageModel } from '../../stores/usePageModel';
import { NotFound } from '../notFound/NotFound';
import { OfferPageModel } from './OfferPageModel';
import { DetailSection } from '../../components/DetailSection/DetailSection';
import { HeroImage } from '../../components/HeroImage/HeroImage';
import styles from './OfferPage.module.css';
import { StateBox } from '../../components/StateBox/StateBox';

/**
 * Both offer routes (000 §2): /offers/:offerName/:id (query retailerId, categoryId, searchQuery) and
 * /offers/:id (query offerGroupId: the group's first generic offer). A missing offer or group is the 404
 * with its message (000 §8).
 */
export default observer(function OfferPage() {
  const { router } = useStores();
  const page = usePageModel(OfferPageModel);
  const route = router.route;
  const target = offerPageTarget(route);
  const queryRetailerId = offerPageRetailerId(route);

  if (page.isShowing(target) && page.status === 'error') return <NotFound title={page.error ?? undefined} />;
  const offer = page.offer;
  if (!offer || !page.isShowing(target)) {
    return (
      <StateBox state="loading" centered className={styles.loading}>
        {OFFER_COPY.LOADING_OFFER}
      </StateBox>
    );
  }
  const retailerId = unlockRetailerId(offer, queryRetailerId);
  const retailer = page.retailers.find((candidate) => candidate.id === retailerId);
  return (
    <OfferDetails
      offer={offer}
      retailers={page.retailers}
      now={page.now()}
      action={
        <>
          <OfferButton offer={offer} size="page" context={{ retailerId, retailerName: retailer?.name }} />
          {/* Shop from the offer where the retailer is shopped online (000 §4 launch with launchedOfferId). */}
          {retailer && retailerShopsOnline(retailer) ? <ShopButton retailer={retailer} offer={offer} /> : null}
        </>
      }
    />
  );
});

/** One titled section of the page; nothing when there is nothing to say. */
function OfferDetails({ offer, retailers, now, action }: { offer: Offer; retailers: readonly Retailer[]; now: Date; action: ReactNode }) {
  const titleId = useId();
  const value = formatOfferValue(offer);
  const tag = offerTagText(offerTag(offer, { hasOffer: offer.activated === true, now }));
  const rewards = (offer.rewards ?? [])
    .map((reward) => ({ reward, label: retailerRewardLabel(reward) }))
    .filter(({ reward, label }) => label || reward.content);
  return (
    <article className={styles.offer} aria-labelledby={titleId}>
      <div className={styles.hero}>
        {offer.url && <HeroImage className={styles.image} src={offer.url} alt={OFFER_COPY.offerImageAlt(offer.name)} />}
        <div className={styles.summary}>
          {tag && <p className={styles.tag}>{tag}</p>}
          <h1 id={titleId} className={styles.title}>
            {offer.name}
          </h1>
          {value && (
            <p className={styles.value}>
              {value}
              {offer.oldValue && (
                <span className={styles.oldValue}>
                  {' '}
                  <span className="visually-hidden">{OFFER_COPY.WAS} </span>
                  <s>{offer.oldValue}</s>
                </span>
              )}
            </p>
          )}
          {offer.description && <p className={styles.description}>{offer.description}</p>}
          <div className={styles.action}>{action}</div>
        </div>
      </div>

      {offer.about && (
        <DetailSection title={OFFER_COPY.ABOUT}>
          <p className={styles.text}>{offer.about}</p>
        </DetailSection>
      )}
      {rewards.length > 0 && (
        <DetailSection title={OFFER_COPY.REWARDS}>
          <ul className={styles.rewards}>
            {rewards.map(({ reward, label }) => (
              <li key={reward.id} className={styles.reward}>
                {label && <strong className={styles.rewardValue}>{label}</strong>}
                {reward.content && <span>{reward.content}</span>}
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
      {retailers.length > 0 && (
        <DetailSection title={OFFER_COPY.AVAILABLE_AT}>
          <ul className={styles.retailers}>
            {retailers.map((retailer) => (
              <li key={retailer.id}>
                <AppLink className={styles.retailer} href={retailerPath(retailer)}>
                  {(retailer.iconUrl || retailer.imageUrl) && (
                    <img className={styles.retailerIcon} src={retailer.iconUrl || retailer.imageUrl || ''} alt="" />
                  )}
                  {retailer.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
      {(offer.terms || typeof offer.redemptionMax === 'number') && (
        <DetailSection title={OFFER_COPY.DETAILS}>
          {offer.terms && <p className={styles.text}>{offer.terms}</p>}
          {typeof offer.redemptionMax === 'number' && <p className={styles.text}>{OFFER_COPY.perReceiptLimit(offer.redemptionMax)}</p>}
        </DetailSection>
      )}
      {offer.legal && (
        <DetailSection title={OFFER_COPY.TERMS}>
          <p className={styles.legal}>{offer.legal}</p>
        </DetailSection>
      )}
    </article>
  );
}
