import { useId } from 'react';
import type { Bonus } from '../../../domain/bonuses/Bonus';
import { splitBonusDescription } from '../../../domain/bonuses/bonusDescription';
import { classifyBonus, type BonusView } from '../../../domain/bonuses/classifyBonus';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { formatBonusCents } from '../../../domain/formatting/currency';
import { buildPath } from '../../../domain/navigation/buildPath';
import { AppLink } from '../AppLink/AppLink';
import { BonusExpiry } from './BonusExpiry';
import { BonusProgress } from './BonusProgress';
import { BONUS_COPY, BONUS_VIEW_TITLE } from './copy';
import styles from './BonusCard.module.css';

/** The card image's box (CSS matches): width and height set so the grid never shifts as images arrive. */
export const BONUS_CARD_IMAGE_PX = 64;

export interface BonusCardProps {
  bonus: Bonus;
  /** The time now (stores.now()), for the time left. */
  now: Date;
  /** Its view when the caller already classified it (the bonuses page's sections); else classified here. */
  view?: BonusView;
  /** The card title's heading level under the list's own heading. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A bonus card (001 §2 bonuses views) linking to its spotlight page: image (completed or not), state badge,
 * name, amount (or what it paid, once completed), other reward, the description's card text, the progress of a
 * bonus still running, and when it ends.
 */
export function BonusCard({ bonus, now, view = classifyBonus(bonus), headingLevel = 3 }: BonusCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const completed = view === 'completed';
  // The image illustrates; the badge and the text say what it shows, so it stays decorative.
  const imageUrl = completed ? bonus.completedImageUrl : bonus.uncompletedImageUrl;
  const { cardText } = splitBonusDescription(bonus.description);
  const showsProgress = view === 'inProgress' || view === 'forYou' || view === 'featured';
  return (
    <article className={`${styles.card} ${styles[view]}`} aria-labelledby={titleId}>
      <div className={styles.top}>
        {imageUrl ? (
          <img className={styles.image} src={imageUrl} alt="" width={BONUS_CARD_IMAGE_PX} height={BONUS_CARD_IMAGE_PX} loading="lazy" />
        ) : (
          <div className={styles.image} aria-hidden="true" />
        )}
        <div className={styles.heading}>
          <p className={styles.badge}>{BONUS_VIEW_TITLE[view]}</p>
          <Heading id={titleId} className={styles.name}>
            <AppLink className={styles.link} href={buildPath(ROUTE_NAME.BONUS, { bonus_id: String(bonus.id) })}>
              {bonus.name}
            </AppLink>
          </Heading>
        </div>
      </div>
      {completed && typeof bonus.amountEarned === 'number' && bonus.amountEarned > 0 ? (
        <p className={styles.amount}>{BONUS_COPY.earned(formatBonusCents(bonus.amountEarned))}</p>
      ) : (
        typeof bonus.amount === 'number' && bonus.amount > 0 && <p className={styles.amount}>{BONUS_COPY.amount(formatBonusCents(bonus.amount))}</p>
      )}
      {bonus.otherReward && <p className={styles.otherReward}>{BONUS_COPY.otherReward(bonus.otherReward)}</p>}
      {cardText && <p className={styles.text}>{cardText}</p>}
      {showsProgress && <BonusProgress bonus={bonus} />}
      <div className={styles.footer}>
        <BonusExpiry bonus={bonus} view={view} now={now} />
      </div>
    </article>
  );
}
