import { observer } from 'mobx-react-lite';
import type { PersonalDataFile } from '../../../domain/privacy/personalDataRequest';
import styles from './AccountPage.module.css';
import { PRIVACY_COPY } from './copy';
import type { PersonalDataModel } from './PersonalDataModel';

const dateText = (date: Date) => date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** Hands the file to the browser as a download (the call carries the sign-in, so a plain link could not). */
function saveFile(file: PersonalDataFile): void {
  const url = URL.createObjectURL(new Blob([file.contents], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Right to access (001 §1): request the personal data file, follow it, download it for 7 days. */
export const PersonalDataSection = observer(function PersonalDataSection({ model }: { model: PersonalDataModel }) {
  const { request, busy, problem, canDownload } = model;
  const download = async () => {
    const file = await model.download();
    if (file) saveFile(file);
  };
  return (
    <section aria-labelledby="personal-data-title" className={styles.dataSection}>
      <h3 id="personal-data-title">{PRIVACY_COPY.DATA_HEADING}</h3>
      <p className={styles.intro}>{PRIVACY_COPY.DATA_INTRO}</p>
      <div role="status" className={styles.status}>
        {request?.status === 'pending' && <p>{PRIVACY_COPY.PREPARING}</p>}
        {canDownload && request?.expiresAt && <p>{PRIVACY_COPY.readyUntil(dateText(request.expiresAt))}</p>}
      </div>
      {(problem === 'expired' || (request && request.status === 'expired')) && <p className={styles.error}>{PRIVACY_COPY.EXPIRED}</p>}
      {problem === 'rateLimited' && <p role="alert" className={styles.error}>{PRIVACY_COPY.RATE_LIMITED}</p>}
      <div className={styles.actions}>
        {canDownload ? (
          <button type="button" className={styles.primary} onClick={() => void download()} disabled={busy}>
            {PRIVACY_COPY.DOWNLOAD}
          </button>
        ) : (
          <button type="button" className={styles.primary} onClick={() => void model.requestFile()} disabled={busy || request?.status === 'pending'}>
            {request ? PRIVACY_COPY.REQUEST_AGAIN : PRIVACY_COPY.REQUEST}
          </button>
        )}
      </div>
    </section>
  );
});
