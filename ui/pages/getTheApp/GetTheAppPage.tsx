import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { PhoneField } from '../../components/Field/PhoneField';
import { usePageModel } from '../../stores/usePageModel';
import { AppDownloadLinks } from '../appLinks/AppDownloadLinks';
import { SendButton, SendForm } from '../../components/SendForm/SendForm';
import formStyles from '../../components/SendForm/SendForm.module.css';
import styles from '../staticPage.module.css';
import { GET_THE_APP_COPY } from './copy';
import { GetTheAppPageModel } from './GetTheAppPageModel';

/** The app download page: the download link by SMS (001 §7), then the store links. */
export default observer(function GetTheAppPage() {
  const page = usePageModel(GetTheAppPageModel);
  const field = useRef<HTMLInputElement>(null);
  return (
    <section aria-labelledby="get-the-app-title" className={styles.page}>
      <h1 id="get-the-app-title">{GET_THE_APP_COPY.TITLE}</h1>
      <p>{GET_THE_APP_COPY.BODY}</p>
      <SendForm titleId="get-the-app-sms-title" title={GET_THE_APP_COPY.SMS_TITLE} className={formStyles.centered} send={page.send} fieldRef={field} result={page.result}>
        <PhoneField
          ref={field}
          id="get-the-app-phone"
          name="phone"
          label={GET_THE_APP_COPY.PHONE_LABEL}
          hint={GET_THE_APP_COPY.PHONE_HINT}
          placeholder={GET_THE_APP_COPY.PHONE_PLACEHOLDER}
          value={page.phone}
          onChange={page.setPhone}
          error={page.phoneError}
          action={<SendButton sending={page.sending} label={GET_THE_APP_COPY.SEND} sendingLabel={GET_THE_APP_COPY.SENDING} />}
        />
      </SendForm>
      <h2>{GET_THE_APP_COPY.STORES_TITLE}</h2>
      <AppDownloadLinks />
    </section>
  );
});
