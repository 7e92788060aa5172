import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { TextAreaField } from '../../components/Field/Field';
import { useStores } from '../../stores/StoresContext';
import { usePageModel } from '../../stores/usePageModel';
import { SendButton, SendForm } from '../../components/SendForm/SendForm';
import formStyles from '../../components/SendForm/SendForm.module.css';
import { REFERRAL_COPY } from './copy';
import styles from './ReferralPage.module.css';
import { ReferralPageModel, type CopiedItem } from './ReferralPageModel';
import { StateBox } from '../../components/StateBox/StateBox';

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
  return (
    <SendForm
      titleId="referral-invite-title"
      title={REFERRAL_COPY.INVITE_TITLE}
      titleClassName={styles.subheading}
      className={styles.inviteForm}
      send={page.sendInvites}
      fieldRef={field}
      result={page.inviteResult}
    >
      <TextAreaField
        ref={field}
        id="referral-invites"
        name="emails"
        autoComplete="off"
        label={REFERRAL_COPY.INVITE_LABEL}
        hint={REFERRAL_COPY.INVITE_HINT}
        value={page.invitesText}
        onChange={page.setInvitesText}
        error={page.inviteError}
      />
      <div className={formStyles.row}>
        <SendButton sending={page.sending} label={REFERRAL_COPY.SEND} sendingLabel={REFERRAL_COPY.SENDING} />
      </div>
    </SendForm>
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
        <StateBox state="error" onRetry={() => void customer.load()} retryLabel={REFERRAL_COPY.RETRY}>
          {REFERRAL_COPY.LOAD_FAILED}
        </StateBox>
      ) : (
        <StateBox state="loading">
          {REFERRAL_COPY.LOADING}
        </StateBox>
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
