import { earningsPendingPeriodCopy, earningsStatusCopy, type EarningsItem } from '../../../domain/money/earnings';
import styles from './Earnings.module.css';

/** The reversed or pending note under an item (001 §8), and how long a pending cash credit usually takes. */
export function EarningsItemNotes({ item }: { item: EarningsItem }) {
  const notes = [earningsStatusCopy(item), earningsPendingPeriodCopy(item)].filter((note): note is string => note !== null);
  if (notes.length === 0) return null;
  return (
    <div className={item.reversed ? `${styles.notes} ${styles.reversedNotes}` : styles.notes}>
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  );
}
