import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { TextField } from '../../components/Field/Field';
import { usePageModel } from '../../stores/usePageModel';
import { AppDownloadLinks } from '../appLinks/AppDownloadLinks';
import formStyles from '../singleFieldForm.module.css';
import styles from '../staticPage.module.css';
import { GET_THE_APP_COPY } from './copy';
import { GetTheAppPageModel } from './GetTheAppPageModel';
import { phoneFormatHintFor } from '../../../domain/validation/phone';

/** The app download page: the download link by SMS (001 §7), then the store links. */
export default observer(function GetTheAppPage() {
  const page = usePageModel(GetTheAppPageModel);
  const field = useRef<HTMLInputElement>(null);
  return (
    <section aria-labelledby="get-the-app-title" className={styles.page}>
      <h1 id="get-the-app-title">{GET_THE_APP_COPY.TITLE}</h1>
      <p>{GET_THE_APP_COPY.BODY}</p>
      <form
        className={`${formStyles.form} ${formStyles.centered}`}
        noValidate
        aria-labelledby="get-the-app-sms-title"
        onSubmit={(event) => {
          event.preventDefault();
          void page.send().then((valid) => {
            if (!valid) field.current?.focus();
          });
        }}
      >
        <h2 id="get-the-app-sms-title">{GET_THE_APP_COPY.SMS_TITLE}</h2>
        <TextField
          ref={field}
          id="get-the-app-phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          label={GET_THE_APP_COPY.PHONE_LABEL}
          hint={GET_THE_APP_COPY.PHONE_HINT}
          placeholder={GET_THE_APP_COPY.PHONE_PLACEHOLDER}
          value={page.phone}
          onChange={page.setPhone}
          error={page.phoneError}
          errorHint={phoneFormatHintFor(page.phoneError)}
          action={
            <button type="submit" className={formStyles.button} disabled={page.sending}>
              {page.sending ? GET_THE_APP_COPY.SENDING : GET_THE_APP_COPY.SEND}
            </button>
          }
        />
        <div role="status" aria-live="polite">
          {page.result ? <p className={page.result.tone === 'success' ? formStyles.success : formStyles.error}>{page.result.message}</p> : null}
        </div>
      </form>
      <h2>{GET_THE_APP_COPY.STORES_TITLE}</h2>
      <AppDownloadLinks />
    </section>
  );
});
