import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Offer } from '../../../domain/offers/Offer';
import type { UnlockContext } from '../../stores/OffersStore';
import { useFirstScreenFirst } from './firstScreen';
import { OfferCard } from './OfferCard';
import styles from './OfferGrid.module.css';

export interface OfferGridProps {
  offers: readonly Offer[];
  /** The list's accessible name: its own label, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  context?: UnlockContext;
  headingLevel?: 2 | 3 | 4;
  /** Shown in the cells a short last row leaves empty (the way on, or "that's all"). */
  end?: ReactNode;
  listRef?: React.Ref<HTMLUListElement>;
}

/** The grid's column count as laid out now, kept up to date as its width changes. */
function useColumnCount(grid: React.RefObject<HTMLDivElement | null>): number {
  const [columns, setColumns] = useState(0);
  useLayoutEffect(() => {
    const element = grid.current;
    if (!element) return;
    const measure = () => setColumns(getComputedStyle(element).gridTemplateColumns.split(' ').filter(Boolean).length);
    if (typeof ResizeObserver === 'undefined') return void measure();
    // The observer reports the first size with the next layout: measuring here would force one during the commit.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [grid]);
  return columns;
}

/**
 * Offer cards in a grid that spans its section. Ours (issue 29): when the last of several rows is short, the
 * cells it leaves are one end-of-page tile (the next page, or "that's all"), so a lone last card looks meant.
 */
export function OfferGrid({ offers, label, labelledBy, context, headingLevel = 3, end, listRef }: OfferGridProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const columns = useColumnCount(gridRef);
  const lastRow = columns > 0 ? offers.length % columns : 0;
  const spare = end && columns > 0 && offers.length > columns && lastRow > 0 ? columns - lastRow : 0;
  return (
    <div ref={gridRef} className={styles.grid}>
      <ul ref={listRef} className={styles.list} aria-label={label} aria-labelledby={labelledBy}>
        {offers.map((offer) => (
          <li key={offer.id} className={styles.item}>
            <OfferCard offer={offer} context={context} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      {spare > 0 ? (
        <div className={styles.end} data-span={spare} data-testid="offer-grid-end">
          {end}
        </div>
      ) : null}
    </div>
  );
}

/** An offer grid that mounts with its page of offers (search results): the first screen of cards first, the end tile with the last card. */
export function ArrivingOfferGrid(props: OfferGridProps) {
  const { shown, rendering } = useFirstScreenFirst(props.offers);
  return <OfferGrid {...props} offers={shown} end={rendering ? undefined : props.end} />;
}
