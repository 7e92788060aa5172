import styles from './Earnings.module.css';
import { EARNINGS_ERROR_COPY } from './copy';

/** The earnings error state (001 §2, §8): what happened, and Try again. */
export function EarningsError({ onRetry, headingLevel = 3 }: { onRetry: () => void; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div role="alert" className={styles.errorState}>
      <Heading className={styles.stateHeading}>{EARNINGS_ERROR_COPY.HEADING}</Heading>
      <p className={styles.stateText}>{EARNINGS_ERROR_COPY.TEXT}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {EARNINGS_ERROR_COPY.TRY_AGAIN}
      </button>
    </div>
  );
}
