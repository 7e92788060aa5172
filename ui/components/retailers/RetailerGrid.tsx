import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import type { Retailer } from '../../../domain/retailers/Retailer';
import type { RetailerListName } from './tracking';
import { RetailerCard } from './RetailerCard';
import styles from './Retailers.module.css';

/** The favourite toggle of a card (FavoriteToggle is the list item's only aria-pressed button). */
const TOGGLE_SELECTOR = 'button[aria-pressed]';

/** A favourite pressed in this list: which retailer's, and at which place. */
interface PressedToggle {
  retailerId: number;
  index: number;
}

/** Retailer cards as a list, labelled by the heading above it. `offset` numbers cards on later pages. */
export function RetailerGrid({
  retailers,
  list,
  labelledBy,
  offset = 0,
  layout = 'grid',
}: {
  retailers: readonly Retailer[];
  list: RetailerListName;
  labelledBy?: string;
  offset?: number;
  /** A strip scrolls sideways (home sections, recently viewed); a grid wraps. */
  layout?: 'grid' | 'strip';
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const pressed = useRef<PressedToggle | null>(null);
  useLayoutEffect(() => {
    const pending = pressed.current;
    if (pending && listRef.current) pressed.current = keepFocusAfterReorder(listRef.current, pending);
  }, [retailers]);

  const rememberPressedToggle = (event: MouseEvent<HTMLUListElement>) => {
    const item = (event.target as Element).closest(`li:has(> ${TOGGLE_SELECTOR})`);
    if (!item || !(event.target as Element).closest(TOGGLE_SELECTOR)) return;
    pressed.current = { retailerId: Number(item.getAttribute('data-retailer-id')), index: [...event.currentTarget.children].indexOf(item) };
  };

  return (
    <ul ref={listRef} className={layout === 'strip' ? styles.strip : styles.grid} aria-labelledby={labelledBy} onClickCapture={rememberPressedToggle}>
      {retailers.map((retailer, index) => (
        <li key={retailer.id} className={styles.item} data-retailer-id={retailer.id}>
          <RetailerCard retailer={retailer} list={list} position={offset + index + 1} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A list sorted favourites-first (the gallery) reorders once a favourite's save lands, and moving or removing the
 * focused toggle drops the focus to the page. Then it goes back to that retailer's toggle where it now is, or, when
 * the card left the list (another page now), to the toggle at the same place, so a keyboard user goes on from
 * where they were. Answers what is still pending: the press, while its toggle keeps the focus (a later reorder
 * may yet move it).
 */
function keepFocusAfterReorder(list: HTMLUListElement, pending: PressedToggle): PressedToggle | null {
  const { activeElement, body } = list.ownerDocument;
  const focusDropped = activeElement === null || activeElement === body;
  if (!focusDropped) return list.contains(activeElement) && activeElement.matches(TOGGLE_SELECTOR) ? pending : null;
  const items = [...list.children];
  const sameRetailer = items.find((item) => item.getAttribute('data-retailer-id') === String(pending.retailerId));
  const samePlace = items[Math.min(pending.index, items.length - 1)];
  (sameRetailer ?? samePlace)?.querySelector<HTMLButtonElement>(TOGGLE_SELECTOR)?.focus();
  return null;
}
