import { paginationGallery } from '../../../domain/offers/pagination';
import styles from './Pagination.module.css';

export interface PaginationProps {
  current: number;
  total: number;
  onSelect: (page: number) => void;
  /** Names what is being paged, for screen readers ("Offers pages"). */
  label?: string;
}

/** The pagination gallery of the specification: page buttons with gaps, plus previous and next. */
export function Pagination({ current, total, onSelect, label = 'Pagination' }: PaginationProps) {
  if (total <= 1) return null;
  const items = paginationGallery(current, total);
  return (
    <nav aria-label={label} className={styles.pagination}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onSelect(current - 1)}
        disabled={current <= 1}
        aria-label="Previous page"
      >
        ‹
      </button>
      <ol className={styles.pages}>
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                onClick={() => onSelect(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className={styles.step}
        onClick={() => onSelect(current + 1)}
        disabled={current >= total}
        aria-label="Next page"
      >
        ›
      </button>
    </nav>
  );
}
