import { FAVORITE_TOGGLE_COPY } from './copy';
import styles from './FavoriteToggle.module.css';

export interface FavoriteToggleProps {
  /** What is favourited (a retailer's or a category's name): the button's accessible name is 'Favorite {thing}'. */
  thing: string;
  /**
   * Whether it is a favourite now; null while that is not known (the favourites not read yet, or the read
   * failed): the button then has no pressed state and ignores presses, since a press could only guess.
   */
  pressed: boolean | null;
  /** The state is being read or a save is in flight: presses are ignored (the button stays focusable). */
  busy?: boolean;
  onToggle: () => void;
  /** 'icon': the heart alone (cards); 'labelled': the heart and the word (pages). */
  look?: 'icon' | 'labelled';
  className?: string;
}

/**
 * A favourite toggle: a real button with aria-pressed, its name saying what it favourites. While `busy` or not
 * known, it keeps focus and announces aria-disabled (and aria-busy while busy) instead of being disabled, so a
 * keyboard user is not thrown off it.
 */
export function FavoriteToggle({ thing, pressed, busy = false, onToggle, look = 'icon', className }: FavoriteToggleProps) {
  const classes = [styles.toggle, look === 'icon' ? styles.iconOnly : '', className ?? ''].filter(Boolean).join(' ');
  const inert = busy || pressed === null;
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={pressed ?? undefined}
      aria-busy={busy || undefined}
      aria-disabled={inert || undefined}
      aria-label={FAVORITE_TOGGLE_COPY.nameFor(thing)}
      onClick={() => {
        if (!inert) onToggle();
      }}
    >
      <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z" />
      </svg>
      {look === 'labelled' ? <span>{FAVORITE_TOGGLE_COPY.LABEL}</span> : null}
    </button>
  );
}

/** The favourites a toggle is bound to (FavoriteRetailersStore, FavoriteCategoriesStore). */
export interface FavoritesCollection<T> {
  pressedState(id: number): boolean | null;
  isBusy(id: number): boolean;
  toggle(item: T): Promise<unknown>;
}

/**
 * A toggle's state and press for one item (a retailer, a category) in the shopper's favourites of its kind. Call it
 * while rendering an observer, so the toggle follows the store.
 */
export function favoriteToggleProps<T extends { id: number; name: string }>(favorites: FavoritesCollection<T>, item: T) {
  return {
    thing: item.name,
    pressed: favorites.pressedState(item.id),
    busy: favorites.isBusy(item.id),
    onToggle: () => void favorites.toggle(item),
  } satisfies Partial<FavoriteToggleProps>;
}
