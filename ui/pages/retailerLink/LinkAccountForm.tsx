import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { RETAILER_LINK_BUTTON_LABEL } from '../../../domain/retailers/linkButtonLabels';
import type { LinkAccountField } from '../../flows/linkRetailerAccount';
import { TextField } from '../../components/Field/Field';
import { RETAILER_LINK_COPY as COPY } from './copy';
import styles from './RetailerLinkPage.module.css';
import type { RetailerLinkPageModel } from './RetailerLinkPageModel';

const fieldId = (field: LinkAccountField) => `link-${field}`;

/** One of the form's labelled inputs, its message from the model. */
const LinkField = observer(function LinkField(props: { model: RetailerLinkPageModel; field: LinkAccountField; label: string; type: string; autoComplete: string }) {
  const { model, field, ...input } = props;
  return <TextField {...input} id={fieldId(field)} name={field} value={model.values[field]} onChange={(value) => model.setValue(field, value)} error={model.fields[field]} />;
});

/**
 * The linked retailer account form (001 §3, §5): e-mail, password, share purchase history. Nothing is sent while
 * invalid and focus moves to the first invalid field; the button is disabled while the link is in flight.
 */
export const LinkAccountForm = observer(function LinkAccountForm({ model }: { model: RetailerLinkPageModel }) {
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = await model.submit();
    if (invalid) document.getElementById(fieldId(invalid))?.focus();
  };
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={model.busy}>
      {model.message ? (
        <p role="alert" className={styles.alert}>
          {model.message}
        </p>
      ) : null}
      <LinkField model={model} field="email" label={COPY.EMAIL} type="email" autoComplete="username" />
      <LinkField model={model} field="password" label={COPY.PASSWORD} type="password" autoComplete="current-password" />
      <div className={styles.checkbox}>
        <input
          id="link-share"
          type="checkbox"
          checked={model.sharePurchaseHistory}
          onChange={(event) => model.setSharePurchaseHistory(event.target.checked)}
          aria-describedby="link-share-hint"
        />
        <label htmlFor="link-share">{COPY.SHARE_PURCHASE_HISTORY}</label>
        <p id="link-share-hint" className={styles.hint}>
          {COPY.SHARE_HINT}
        </p>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={model.busy}>
          {model.busy ? COPY.SUBMITTING : COPY.SUBMIT}
        </button>
        {model.editing && model.state !== 'failed' ? (
          <button type="button" className={styles.secondary} onClick={model.cancel}>
            {/* Replacing a linked account: Cancel keeps the one linked. */}
            {RETAILER_LINK_BUTTON_LABEL.CANCEL}
          </button>
        ) : null}
      </div>
    </form>
  );
});
