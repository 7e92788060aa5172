import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { AppLink } from '../../../components/AppLink/AppLink';
import { Dialog } from '../../../components/Dialog/Dialog';
import { usePageModel } from '../../../stores/usePageModel';
import { LINKED_ACCOUNTS_COPY as COPY } from './copy';
import styles from './LinkedAccountsSection.module.css';
import { LinkedAccountsModel, type LinkedAccountRow } from './LinkedAccountsModel';

const Row = observer(function Row({ row, model }: { row: LinkedAccountRow; model: LinkedAccountsModel }) {
  const { retailer } = row;
  const labelClass = row.state === 'linked' ? styles.verified : row.state === 'failed' ? styles.failed : styles.label;
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <span className={styles.name}>{retailer.name}</span>
        <span className={labelClass}>{row.label}</span>
      </div>
      <div className={styles.actions}>
        <AppLink href={row.linkAction.href} className={styles.linkButton} aria-label={COPY.actionLabel(row.linkAction.label, retailer.name)}>
          {row.linkAction.label}
        </AppLink>
        {row.canUnlink ? (
          <button
            type="button"
            className={styles.unlink}
            disabled={row.busy}
            aria-label={COPY.actionLabel(COPY.UNLINK, retailer.name)}
            onClick={() => model.askToUnlink(retailer)}
          >
            {row.busy ? COPY.UNLINKING : COPY.UNLINK}
          </button>
        ) : null}
      </div>
      {row.error ? (
        <p role="alert" className={styles.error}>
          {row.error}
        </p>
      ) : null}
    </li>
  );
});

/** The Profile tab's linked retailer accounts (see LinkedAccountsModel). */
export const LinkedAccountsSection = observer(function LinkedAccountsSection() {
  const model = usePageModel(LinkedAccountsModel);
  useEffect(() => {
    void model.load();
  }, [model]);
  return (
    <section aria-labelledby="linked-accounts-title" className={styles.section}>
      <h3 id="linked-accounts-title">{COPY.HEADING}</h3>
      <p className={styles.intro}>{COPY.INTRO}</p>
      {model.status === 'error' ? (
        <p role="alert" className={styles.error}>
          {COPY.LOAD_FAILED}
        </p>
      ) : model.status === 'loading' ? (
        <p role="status" className={styles.intro}>
          {COPY.LOADING}
        </p>
      ) : (
        <ul className={styles.list}>
          {model.rows.map((row) => (
            <Row key={row.retailer.id} row={row} model={model} />
          ))}
        </ul>
      )}
      {model.confirming ? (
        <Dialog title={COPY.confirmTitle(model.confirming.name)} onClose={model.keepLinked}>
          <p>{COPY.CONFIRM_BODY}</p>
          <div className={styles.dialogActions}>
            <button type="button" className={styles.danger} onClick={() => void model.confirmUnlink()}>
              {COPY.CONFIRM}
            </button>
            <button type="button" className={styles.linkButton} onClick={model.keepLinked}>
              {COPY.KEEP}
            </button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
});
