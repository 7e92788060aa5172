import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { AppLink } from '../../components/AppLink/AppLink';
import { EarningsError } from '../../components/earnings/EarningsError';
import { EarningsItemNotes } from '../../components/earnings/EarningsItemNotes';
import { StateBox } from '../../components/StateBox/StateBox';
import earnings from '../../components/earnings/Earnings.module.css';
import { earningsAmountText, earningsBadgeStatus, earningsStatusLabel, earningsTypeLabel, formatEarningsDate } from '../../components/earnings/earningsText';
import { usePageModel } from '../../stores/usePageModel';
import { EARNINGS_COPY } from './copy';
import { EarningsHistoryModel } from './EarningsHistoryModel';
import styles from './EarningsHistory.module.css';

const HEADING_ID = 'earnings-history';

/**
 * The transaction history under the totals (001 §2): each item's title, type, date, amount and status with
 * the reversed or pending note, a link to its details, "Show more" for the next page, and the empty and
 * error states. After "Show more" focus goes to the first new item, so a keyboard user carries on from there.
 */
export const EarningsHistory = observer(function EarningsHistory() {
  const history = usePageModel(EarningsHistoryModel);
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const count = history.items.length;
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLAnchorElement>('a')[from]?.focus();
  }, [count]);

  return (
    <section aria-labelledby={HEADING_ID} className={styles.history}>
      <h3 id={HEADING_ID}>{EARNINGS_COPY.HISTORY}</h3>
      {history.status === 'error' ? (
        <EarningsError onRetry={history.load} />
      ) : history.status !== 'ready' ? (
        <StateBox state="loading">{EARNINGS_COPY.HISTORY_LOADING}</StateBox>
      ) : history.isEmpty ? (
        <StateBox
          state="empty"
          framed
          title={EARNINGS_COPY.EMPTY_HEADING}
          headingLevel={4}
          action={
            <AppLink href={buildPath(ROUTE_NAME.CATEGORIES)} className={earnings.button}>
              {EARNINGS_COPY.BROWSE_OFFERS}
            </AppLink>
          }
        >
          {EARNINGS_COPY.EMPTY_TEXT}
        </StateBox>
      ) : (
        <>
          <ul ref={list} className={styles.list}>
            {history.items.map((item) => (
              <li key={item.id} className={styles.item}>
                <div className={styles.main}>
                  <AppLink href={buildPath(ROUTE_NAME.EARNINGS, { transactionId: item.id })} className={styles.title}>
                    {item.title || earningsTypeLabel(item)}
                  </AppLink>
                  <p className={styles.meta}>
                    {earningsTypeLabel(item)} · <time dateTime={item.date}>{formatEarningsDate(item.date)}</time>
                  </p>
                </div>
                <div className={styles.figures}>
                  <span className={item.reversed ? `${styles.amount} ${styles.reversedAmount}` : styles.amount}>
                    <span className="visually-hidden">{EARNINGS_COPY.AMOUNT}: </span>
                    {earningsAmountText(item)}
                  </span>
                  <span className={earnings.badge} data-status={earningsBadgeStatus(item)}>
                    <span className="visually-hidden">{EARNINGS_COPY.STATUS}: </span>
                    {earningsStatusLabel(item)}
                  </span>
                </div>
                <EarningsItemNotes item={item} />
              </li>
            ))}
          </ul>
          {history.hasMore ? (
            <div className={styles.more}>
              {history.moreFailed ? <p role="alert" className={styles.moreError}>{EARNINGS_COPY.MORE_FAILED}</p> : null}
              <button
                type="button"
                className={earnings.button}
                disabled={history.loadingMore}
                onClick={() => {
                  focusFrom.current = count;
                  void history.loadMore();
                }}
              >
                {history.loadingMore ? EARNINGS_COPY.LOADING_MORE : EARNINGS_COPY.SHOW_MORE}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
});
