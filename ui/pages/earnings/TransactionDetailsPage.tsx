import { observer } from 'mobx-react-lite';
import type { GiftCard, Receipt } from '../../../domain/money/transactionDetails';
import { ACCOUNT_MESSAGES } from '../../../domain/constants/account';
import { ACCOUNT_PANEL, ROUTE_NAME } from '../../../domain/constants/navigation';
import { formatCents } from '../../../domain/formatting/currency';
import { EARNINGS_ITEM_TYPE, EARNINGS_ROW_FIELD, EARNINGS_ROW_LABEL, earningsRowLabels, type EarningsItem, type EarningsRowLabel } from '../../../domain/money/earnings';
import { buildPath } from '../../../domain/navigation/buildPath';
import { AppLink } from '../../components/AppLink/AppLink';
import { EarningsError } from '../../components/earnings/EarningsError';
import { EarningsItemNotes } from '../../components/earnings/EarningsItemNotes';
import { StateBox } from '../../components/StateBox/StateBox';
import earnings from '../../components/earnings/Earnings.module.css';
import { earningsAmountText, earningsBadgeStatus, earningsStatusLabel, earningsTypeLabel, formatEarningsDate } from '../../components/earnings/earningsText';
import { usePageModel } from '../../stores/usePageModel';
import { NotFound } from '../notFound/NotFound';
import { TRANSACTION_DETAILS_COPY as COPY } from './copy';
import { TransactionDetailsModel } from './TransactionDetailsModel';
import styles from './TransactionDetailsPage.module.css';
import { EARNINGS_ITEM_COPY } from '../../components/earnings/copy';

const DATE_ROWS: readonly EarningsRowLabel[] = [EARNINGS_ROW_LABEL.PURCHASE_DATE, EARNINGS_ROW_LABEL.CREDIT_DATE, EARNINGS_ROW_LABEL.WITHDRAWAL_DATE];

/** A row's value as the page shows it: dates as dates, the offers matched as a count, amounts with two decimals. */
function rowValue(item: EarningsItem, label: EarningsRowLabel): string {
  const value = item[EARNINGS_ROW_FIELD[label]];
  if (value === null || value === undefined || value === '') return EARNINGS_ITEM_COPY.NO_AMOUNT;
  if (DATE_ROWS.includes(label)) return formatEarningsDate(String(value));
  if (label === EARNINGS_ROW_LABEL.OFFERS_MATCHED) return String(value);
  return typeof value === 'number' ? formatCents(value) : String(value);
}

/**
 * Transaction details (route `earnings`, 001 §2): the item's type, status, amount and rows (001 §2 labels),
 * the reversed or pending note, then its receipt's lines or its gift card. Breadcrumbs Home, Account,
 * Transaction details come from the shell (domain breadcrumbs). An item the customer does not have is a 404.
 */
const TransactionDetailsPage = observer(function TransactionDetailsPage() {
  const model = usePageModel(TransactionDetailsModel);

  if (model.notFound) return <NotFound title={ACCOUNT_MESSAGES.EARNINGS_ITEM_NOT_FOUND} />;
  if (model.status === 'error') {
    return (
      <div className={styles.page}>
        <EarningsError onRetry={model.retry} headingLevel={2} />
      </div>
    );
  }
  if (model.status !== 'ready' || !model.details) {
    return (
      <StateBox state="loading" className={styles.loading}>
        {COPY.LOADING}
      </StateBox>
    );
  }
  const { item, receipt, giftCard } = model.details;
  return (
    <article className={styles.page} aria-labelledby="transaction-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          {earningsTypeLabel(item)} · <time dateTime={item.date}>{formatEarningsDate(item.date)}</time>
        </p>
        <h1 id="transaction-title">{item.title || earningsTypeLabel(item)}</h1>
        <div className={styles.figures}>
          <span className={item.reversed ? `${styles.amount} ${styles.reversedAmount}` : styles.amount}>{earningsAmountText(item)}</span>
          <span className={earnings.badge} data-status={earningsBadgeStatus(item)}>
            {earningsStatusLabel(item)}
          </span>
        </div>
        <EarningsItemNotes item={item} />
      </header>

      <section aria-labelledby="transaction-summary" className={styles.section}>
        <h2 id="transaction-summary">{COPY.SUMMARY}</h2>
        <dl className={styles.rows}>
          {earningsRowLabels(item).map((label) => (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd>{rowValue(item, label)}</dd>
            </div>
          ))}
        </dl>
      </section>

      {receipt ? <ReceiptSection receipt={receipt} /> : null}
      {giftCard ? <GiftCardSection giftCard={giftCard} /> : null}

      <p className={styles.back}>
        <AppLink href={buildPath(ROUTE_NAME.ACCOUNT_PANEL, { panel: ACCOUNT_PANEL.EARNINGS })} className={earnings.button}>
          {EARNINGS_ITEM_COPY.BACK_TO_EARNINGS}
        </AppLink>
      </p>
    </article>
  );
});

function ReceiptSection({ receipt }: { receipt: Receipt }) {
  return (
    <section aria-labelledby="transaction-receipt" className={styles.section}>
      <h2 id="transaction-receipt">{COPY.RECEIPT}</h2>
      {receipt.retailerName && receipt.purchaseDate ? (
        <p className={styles.sectionIntro}>{COPY.purchasedAt(receipt.retailerName, formatEarningsDate(receipt.purchaseDate))}</p>
      ) : null}
      <table className={styles.receipt}>
        <thead>
          <tr>
            <th scope="col">{COPY.RECEIPT_ITEM}</th>
            <th scope="col" className={styles.numeric}>{COPY.RECEIPT_QUANTITY}</th>
            <th scope="col" className={styles.numeric}>{COPY.RECEIPT_CASH_BACK}</th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line, index) => (
            <tr key={`${index}-${line.name}`}>
              <td>{line.name}</td>
              <td className={styles.numeric}>{line.quantity}</td>
              <td className={styles.numeric}>{line.earnings === null ? EARNINGS_ITEM_COPY.NO_AMOUNT : formatCents(line.earnings)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {receipt.total !== null ? <p className={styles.total}>{COPY.receiptTotal(formatCents(receipt.total))}</p> : null}
    </section>
  );
}

function GiftCardSection({ giftCard }: { giftCard: GiftCard }) {
  return (
    <section aria-labelledby="transaction-gift-card" className={styles.section}>
      <h2 id="transaction-gift-card">{EARNINGS_ITEM_COPY.TYPE[EARNINGS_ITEM_TYPE.GIFT_CARD]}</h2>
      <div className={styles.giftCard}>
        {giftCard.imageUrl ? <img src={giftCard.imageUrl} alt="" width={96} height={60} className={styles.giftCardImage} /> : null}
        <div>
          <p className={styles.giftCardName}>{giftCard.name}</p>
          {giftCard.percentBack !== null ? <p className={styles.sectionIntro}>{COPY.percentBack(giftCard.percentBack)}</p> : null}
          {giftCard.terms ? <p className={styles.terms}>{giftCard.terms}</p> : null}
        </div>
      </div>
    </section>
  );
}

export default TransactionDetailsPage;
