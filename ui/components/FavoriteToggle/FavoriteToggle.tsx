import { FAVORITE_TOGGLE_COPY } from './copy';
import styles from './FavoriteToggle.module.css';

export interface FavoriteToggleProps {
  /** What is favourited (a retailer's or a category's name): the button's accessible name is 'Favorite {thing}'. */
  thing: string;
  /** Whether it is a favourite now. */
  pressed: boolean;
  /** A save is in flight: further presses are ignored (the button stays focusable). */
  busy?: boolean;
  onToggle: () => void;
  /** 'icon': the heart alone (cards); 'labelled': the heart and the word (pages). */
  look?: 'icon' | 'labelled';
  className?: string;
}

/**
 * A favourite toggle: a real button with aria-pressed, its name saying what it favourites. While `busy`, it
 * keeps focus and announces aria-busy instead of being disabled, so a keyboard user is not thrown off it.
 */
export function FavoriteToggle({ thing, pressed, busy = false, onToggle, look = 'icon', className }: FavoriteToggleProps) {
  const classes = [styles.toggle, look === 'icon' ? styles.iconOnly : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      aria-label={FAVORITE_TOGGLE_COPY.nameFor(thing)}
      onClick={() => {
        if (!busy) onToggle();
      }}
    >
      <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z" />
      </svg>
      {look === 'labelled' ? <span>{FAVORITE_TOGGLE_COPY.LABEL}</span> : null}
    </button>
  );
}
