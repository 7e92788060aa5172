import { StateBox } from '../StateBox/StateBox';
import { EARNINGS_ERROR_COPY } from './copy';

/** The earnings error state (001 §2, §8): what happened, and Try again. */
export function EarningsError({ onRetry, headingLevel = 3 }: { onRetry: () => void; headingLevel?: 2 | 3 }) {
  return (
    <StateBox state="error" framed title={EARNINGS_ERROR_COPY.HEADING} headingLevel={headingLevel} onRetry={onRetry} retryLabel={EARNINGS_ERROR_COPY.TRY_AGAIN}>
      {EARNINGS_ERROR_COPY.TEXT}
    </StateBox>
  );
}
