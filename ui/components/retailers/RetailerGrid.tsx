import type { Retailer } from '../../../domain/retailers/Retailer';
import type { RetailerListName } from './tracking';
import { RetailerCard } from './RetailerCard';
import styles from './Retailers.module.css';

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
  return (
    <ul className={layout === 'strip' ? styles.strip : styles.grid} aria-labelledby={labelledBy}>
      {retailers.map((retailer, index) => (
        <li key={retailer.id} className={styles.item}>
          <RetailerCard retailer={retailer} list={list} position={offset + index + 1} />
        </li>
      ))}
    </ul>
  );
}
