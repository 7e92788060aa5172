import type { Bonus } from '../../../domain/bonuses/Bonus';
import type { BonusView } from '../../../domain/bonuses/classifyBonus';
import { timeLeftText } from '../../../domain/offers/offerTagText';
import { timeLeftLabel } from '../../../domain/offers/timeLeft';
import { BONUS_COPY } from './copy';
import styles from './BonusExpiry.module.css';

export interface BonusExpiryProps {
  bonus: Pick<Bonus, 'expiration' | 'discoverability'>;
  view: BonusView;
  /** The time now from the stores (stores.now()), never Date.now(): tests and the server agree on it. */
  now: Date;
}

function expirationOf(bonus: Pick<Bonus, 'expiration'>): Date | null {
  if (!bonus.expiration) return null;
  const date = new Date(bonus.expiration);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * When a bonus ends: 'Expired Feb 27, 2026' once recently expired; otherwise the time left by the offer tag's
 * rule (now / minutes / hours / days, 000 §3) with the expiresSoon and discoverableEndsSoon badges. A completed
 * bonus is paid, so its expiry no longer matters and nothing shows.
 */
export function BonusExpiry({ bonus, view, now }: BonusExpiryProps) {
  if (view === 'completed') return null;
  const expiration = expirationOf(bonus);
  if (view === 'recentlyExpired') {
    return (
      <p className={styles.expiry}>
        {expiration ? (
          <time dateTime={expiration.toISOString()}>{BONUS_COPY.expired(BONUS_COPY.formatExpiryDate(expiration))}</time>
        ) : (
          BONUS_COPY.EXPIRED
        )}
      </p>
    );
  }
  const badges: string[] = [
    bonus.discoverability?.expiresSoon ? BONUS_COPY.EXPIRES_SOON : null,
    bonus.discoverability?.discoverableEndsSoon ? BONUS_COPY.DISCOVERABLE_ENDS_SOON : null,
  ].flatMap((badge) => (badge ? [badge] : []));
  if (!expiration && badges.length === 0) return null;
  return (
    <p className={styles.expiry}>
      {expiration && <time dateTime={expiration.toISOString()}>{timeLeftText(timeLeftLabel(expiration, now))}</time>}
      {badges.map((badge) => (
        <span key={badge} className={styles.badge}>
          {badge}
        </span>
      ))}
    </p>
  );
}
