import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { LINKED_ACCOUNTS_ANCHOR } from '../../../../domain/browsing/paths';
import { AppLink } from '../../../components/AppLink/AppLink';
import { Dialog } from '../../../components/Dialog/Dialog';
import { useStores } from '../../../stores/StoresContext';
import { usePageModel } from '../../../stores/usePageModel';
import { LINKED_ACCOUNTS_COPY as COPY } from './copy';
import styles from './LinkedAccountsSection.module.css';
import { LinkedAccountsModel, type LinkedAccountRow } from './LinkedAccountsModel';
import { StateBox } from '../../../components/StateBox/StateBox';

/** Room left between the sticky header and the section it scrolls to. */
const SCROLL_GAP_PX = 16;

const Row = observer(function Row({ row, model }: { row: LinkedAccountRow; model: LinkedAccountsModel }) {
  const { retailer } = row;
  const unlinkRef = useRef<HTMLButtonElement>(null);
  // A failed unlink leaves the shopper on the Unlink button again (the confirmation's return went nowhere while it was busy).
  useEffect(() => {
    if (row.error) unlinkRef.current?.focus();
  }, [row.error]);
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
            ref={unlinkRef}
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

/** The confirmation of an unlink: a modal dialog (focus stays in it; Escape or Keep it linked closes it). */
const ConfirmUnlink = observer(function ConfirmUnlink({ model }: { model: LinkedAccountsModel }) {
  const retailer = model.confirming;
  if (!retailer) return null;
  const alsoUnlinked = model.alsoUnlinkedBy(retailer);
  return (
    <Dialog title={COPY.confirmTitle(retailer.name)} onClose={model.keepLinked}>
      <p>{COPY.CONFIRM_BODY}</p>
      {alsoUnlinked.length > 0 ? <p>{COPY.alsoUnlinks(alsoUnlinked)}</p> : null}
      <div className={styles.dialogActions}>
        <button type="button" className={styles.danger} onClick={() => void model.confirmUnlink()}>
          {COPY.CONFIRM}
        </button>
        <button type="button" className={styles.linkButton} onClick={model.keepLinked}>
          {COPY.KEEP}
        </button>
      </div>
    </Dialog>
  );
});

/**
 * The Profile tab's linked retailer accounts (see LinkedAccountsModel), at #linked-accounts: a linked retailer's
 * page leads here, so the section scrolls into view and takes focus once listed when the address names it.
 */
export const LinkedAccountsSection = observer(function LinkedAccountsSection() {
  const { router } = useStores();
  const model = usePageModel(LinkedAccountsModel);
  const sectionRef = useRef<HTMLElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const ready = model.status === 'ready';
  const named = router.hash === `#${LINKED_ACCOUNTS_ANCHOR}`;
  useEffect(() => {
    const section = sectionRef.current;
    if (!ready || !named || !section) return;
    // Below the shell's sticky header (its height changes with the width), not under it.
    const header = document.querySelector('header');
    section.style.scrollMarginTop = `${(header?.getBoundingClientRect().height ?? 0) + SCROLL_GAP_PX}px`;
    section.scrollIntoView({ block: 'start' });
    section.focus({ preventScroll: true });
  }, [ready, named]);
  // After an unlink the row's Unlink button is gone: the message takes focus, so it is read and the keyboard goes on from it.
  useEffect(() => {
    if (model.notice) noticeRef.current?.focus();
  }, [model.notice]);

  const { notice } = model;
  return (
    <section ref={sectionRef} id={LINKED_ACCOUNTS_ANCHOR} tabIndex={-1} aria-labelledby="linked-accounts-title" className={styles.section}>
      <h3 id="linked-accounts-title">{COPY.HEADING}</h3>
      <p className={styles.intro}>{COPY.INTRO}</p>
      <p ref={noticeRef} role="status" tabIndex={-1} className={notice ? styles.notice : styles.emptyNotice}>
        {notice ? COPY.unlinked(notice.retailerName) : null}
        {notice && notice.alsoUnlinked.length > 0 ? ` ${COPY.alsoUnlinked(notice.alsoUnlinked)}` : null}
      </p>
      {model.status === 'error' ? (
        <StateBox state="error">{COPY.LOAD_FAILED}</StateBox>
      ) : !ready ? (
        <StateBox state="loading">{COPY.LOADING}</StateBox>
      ) : (
        <ul className={styles.list}>
          {model.rows.map((row) => (
            <Row key={row.retailer.id} row={row} model={model} />
          ))}
        </ul>
      )}
      <ConfirmUnlink model={model} />
    </section>
  );
});
