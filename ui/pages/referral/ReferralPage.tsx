import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { useStores } from '../../stores/StoresContext';
import { usePageModel } from '../../stores/usePageModel';
import formStyles from '../singleFieldForm.module.css';
import { REFERRAL_COPY } from './copy';
import styles from './ReferralPage.module.css';
import { ReferralPageModel, type CopiedItem } from './ReferralPageModel';

const CopyRow = observer(function CopyRow({ page, item, label, value }: { page: ReferralPageModel; item: CopiedItem; label: string; value: string }) {
  const id = useId();
  const copied = page.copied === item;
  return (
    <div className={styles.copyRow}>
      <dt id={id}>{label}</dt>
      <dd>
        <output aria-labelledby={id} className={styles.value}>
          {value}
        </output>
        <button type="button" className={styles.copyButton} aria-label={REFERRAL_COPY.copyLabel(label)} onClick={() => void page.copy(item)}>
          {copied ? REFERRAL_COPY.COPIED : REFERRAL_COPY.COPY}
        </button>
      </dd>
    </div>
  );
});

const InviteForm = observer(function InviteForm({ page }: { page: ReferralPageModel }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const errorId = useId();
  return (
    <form
      className={`${formStyles.form} ${styles.inviteForm}`}
      noValidate
      aria-labelledby="referral-invite-title"
      onSubmit={(event) => {
        event.preventDefault();
        void page.sendInvites().then((valid) => {
          if (!valid) field.current?.focus();
        });
      }}
    >
      <h2 id="referral-invite-title" className={styles.subheading}>
        {REFERRAL_COPY.INVITE_TITLE}
      </h2>
      <label htmlFor="referral-invites" className={formStyles.label}>
        {REFERRAL_COPY.INVITE_LABEL}
      </label>
      <p id={hintId} className={formStyles.hint}>
        {REFERRAL_COPY.INVITE_HINT}
      </p>
      <textarea
        ref={field}
        id="referral-invites"
        name="emails"
        className={formStyles.input}
        autoComplete="off"
        value={page.invitesText}
        aria-invalid={page.inviteError ? true : undefined}
        aria-describedby={page.inviteError ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => page.setInvitesText(event.target.value)}
      />
      {page.inviteError ? (
        <p id={errorId} className={formStyles.error}>
          {page.inviteError}
        </p>
      ) : null}
      <div className={formStyles.row}>
        <button type="submit" className={formStyles.button} disabled={page.sending}>
          {page.sending ? REFERRAL_COPY.SENDING : REFERRAL_COPY.SEND}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {page.inviteResult ? <p className={page.inviteResult.tone === 'success' ? formStyles.success : formStyles.error}>{page.inviteResult.message}</p> : null}
      </div>
    </form>
  );
});

/** /referral (000 §2, 001 §1, §9): the code and link to share, invites by e-mail, and the programme's terms. */
export default observer(function ReferralPage() {
  const { customer } = useStores();
  const page = usePageModel(ReferralPageModel);
  // The route's loader loads the customer's record; Try again loads it again.
  const info = customer.info;
  useEffect(() => page.dispose, [page]);
  return (
    <section aria-labelledby="referral-title" className={styles.page}>
      <h1 id="referral-title">{REFERRAL_COPY.TITLE}</h1>
      <p className={styles.intro}>{REFERRAL_COPY.INTRO}</p>
      {info ? (
        <dl className={styles.codes}>
          <CopyRow page={page} item="code" label={REFERRAL_COPY.CODE_LABEL} value={info.referralCode} />
          <CopyRow page={page} item="link" label={REFERRAL_COPY.LINK_LABEL} value={info.referralLink} />
        </dl>
      ) : customer.error ? (
        <p role="alert">
          {REFERRAL_COPY.LOAD_FAILED}{' '}
          <button type="button" className={styles.copyButton} onClick={() => void customer.load()}>
            {REFERRAL_COPY.RETRY}
          </button>
        </p>
      ) : (
        <p role="status">{REFERRAL_COPY.LOADING}</p>
      )}
      <p role="alert" className={formStyles.error}>
        {page.copyFailed ? REFERRAL_COPY.COPY_FAILED : null}
      </p>
      {info ? <InviteForm page={page} /> : null}
      <section aria-labelledby="referral-terms-title" className={styles.terms}>
        <h2 id="referral-terms-title" className={styles.subheading}>
          {REFERRAL_COPY.TERMS_TITLE}
        </h2>
        <ul>
          {REFERRAL_COPY.TERMS.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </section>
  );
});
