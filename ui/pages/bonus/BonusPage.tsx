import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { BonusWithOfferIds } from '../../../domain/bonuses/Bonus';
import { BONUS_HOW_TO_COMPLETE_HEADING } from '../../../domain/bonuses/bonusDescription';
import { classifyBonus } from '../../../domain/bonuses/classifyBonus';
import { formatBonusCents } from '../../../domain/formatting/currency';
import { BonusExpiry } from '../../components/bonuses/BonusExpiry';
import { BonusProgress } from '../../components/bonuses/BonusProgress';
import { BONUS_COPY, BONUS_VIEW_TITLE } from '../../components/bonuses/copy';
import { OfferGallery } from '../../components/offers/OfferGallery';
import { useStores } from '../../stores/StoresContext';
import { usePageModel } from '../../stores/usePageModel';
import { NotFound } from '../notFound/NotFound';
import { BonusPageModel } from './BonusPageModel';
import { BONUS_PAGE_COPY as COPY } from './copy';
import { descriptionBlocks } from './descriptionBlocks';
import { DetailSection } from '../../components/DetailSection/DetailSection';
import { HeroImage } from '../../components/HeroImage/HeroImage';
import styles from './BonusPage.module.css';
import { StateBox } from '../../components/StateBox/StateBox';

/**
 * /bonuses/:bonus_id (000 §2 bonuses-bonus_id, 001 §2): the bonus spotlight with its progress, expiry, the
 * card text, 'How to complete this bonus' and its offers to add; an unknown id is the 404 'Bonus not found'.
 */
export default observer(function BonusPage() {
  const page = usePageModel(BonusPageModel);

  if (!page.isAnswered) {
    return (
      <StateBox state="loading" centered className={styles.state}>
        {COPY.LOADING}
      </StateBox>
    );
  }
  if (page.notFound) return <NotFound title={page.error ?? undefined} />;
  if (page.status === 'error' || !page.bonus) {
    return (
      <StateBox state="error" centered className={styles.failure} title={COPY.ERROR_HEADING} headingLevel={1} onRetry={() => void page.retry()} retryLabel={COPY.TRY_AGAIN}>
        {page.error}
      </StateBox>
    );
  }
  return <BonusSpotlight page={page} bonus={page.bonus} />;
});

/** Text as paragraphs and '- ' lists, always as text. */
function DescriptionText({ text }: { text: string }) {
  return (
    <>
      {descriptionBlocks(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index} className={styles.steps}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index} className={styles.text}>
            {block.text}
          </p>
        ),
      )}
    </>
  );
}

const BonusSpotlight = observer(function BonusSpotlight({ page, bonus }: { page: BonusPageModel; bonus: BonusWithOfferIds }) {
  const stores = useStores();
  const titleId = useId();
  const view = classifyBonus(bonus);
  const completed = bonus.completed === true;
  // The images say nothing the heading and the progress do not (decorative, as on the bonus card).
  const image = completed ? bonus.completedImageUrl : bonus.uncompletedImageUrl;
  const { cardText, howToComplete } = page.description;
  return (
    <article className={styles.bonus} aria-labelledby={titleId}>
      <div className={styles.hero}>
        {image && <HeroImage className={styles.image} src={image} alt="" />}
        <div className={styles.summary}>
          <p className={styles.view}>{BONUS_VIEW_TITLE[view]}</p>
          <h1 id={titleId} className={styles.title}>
            {bonus.name}
          </h1>
          {completed && typeof bonus.amountEarned === 'number' && bonus.amountEarned > 0 ? (
            <p className={styles.amount}>{BONUS_COPY.earned(formatBonusCents(bonus.amountEarned))}</p>
          ) : (
            typeof bonus.amount === 'number' && bonus.amount > 0 && <p className={styles.amount}>{BONUS_COPY.amount(formatBonusCents(bonus.amount))}</p>
          )}
          {bonus.otherReward && <p className={styles.otherReward}>{BONUS_COPY.otherReward(bonus.otherReward)}</p>}
          <BonusExpiry bonus={bonus} view={view} now={stores.now()} />
          <BonusProgress bonus={bonus} />
          {cardText && <DescriptionText text={cardText} />}
        </div>
      </div>

      {howToComplete && (
        <DetailSection title={BONUS_HOW_TO_COMPLETE_HEADING}>
          <DescriptionText text={howToComplete} />
        </DetailSection>
      )}
      <DetailSection title={COPY.OFFERS_HEADING}>
        <BonusOffers page={page} />
      </DetailSection>
    </article>
  );
});

const BonusOffers = observer(function BonusOffers({ page }: { page: BonusPageModel }) {
  const { status } = page.offersList;
  if (status === 'loading' || status === 'idle') {
    return (
      <StateBox state="loading" className={styles.state}>
        {COPY.LOADING_OFFERS}
      </StateBox>
    );
  }
  if (status === 'error') {
    return (
      <StateBox state="error" onRetry={() => void page.loadOffers()} retryLabel={COPY.TRY_AGAIN}>
        {COPY.OFFERS_FAILED}
      </StateBox>
    );
  }
  if (page.offers.length === 0) return <StateBox state="empty">{COPY.NO_OFFERS}</StateBox>;
  return <OfferGallery offers={page.offers} label={COPY.OFFERS_HEADING} headingLevel={3} />;
});
