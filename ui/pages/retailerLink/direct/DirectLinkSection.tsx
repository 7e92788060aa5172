import { observer } from 'mobx-react-lite';
import type { Retailer } from '../../../../domain/retailers/Retailer';
import { usePageModel } from '../../../stores/usePageModel';
import { DIRECT_LINK_COPY as COPY } from './copy';
import { DirectLinkModel } from './DirectLinkModel';
import styles from './DirectLinkSection.module.css';

/**
 * Links the direct-integration retailer (1408) through its own sign-in: a button that leaves for it, the return
 * finished by the route's loader, then the linked state with Unlink. Errors and outcomes are announced (role alert/status).
 */
export const DirectLinkSection = observer(function DirectLinkSection({ retailer }: { retailer: Pick<Retailer, 'id' | 'name'> }) {
  const model = usePageModel(DirectLinkModel);

  const { phase, isLinked, error, notice } = model;
  const progress =
    phase === 'starting' ? COPY.starting(retailer.name) : phase === 'finishing' ? COPY.finishing : phase === 'unlinking' ? COPY.unlinking : null;
  return (
    <section className={styles.section} aria-labelledby="direct-link-heading" aria-busy={model.busy || model.checking}>
      <h2 id="direct-link-heading">{COPY.heading(retailer.name)}</h2>
      {isLinked ? (
        <p className={styles.notice} role="status">{COPY.linked(retailer.name)}</p>
      ) : (
        <p className={styles.explanation}>{COPY.explanation(retailer.name)}</p>
      )}
      {notice === 'unlinked' ? <p className={styles.notice} role="status">{COPY.unlinked(retailer.name)}</p> : null}
      {error ? <p className={styles.alert} role="alert">{error}</p> : null}
      <div className={styles.actions}>
        {isLinked ? (
          <button type="button" className={styles.secondary} onClick={() => void model.unlink()} disabled={model.busy}>
            {COPY.unlinkButton}
          </button>
        ) : (
          <button type="button" className={styles.primary} onClick={() => void model.link()} disabled={model.busy || model.checking}>
            {COPY.linkButton(retailer.name)}
          </button>
        )}
        {/* Beside the button, so an empty region takes no room; always rendered, so what it says is announced. */}
        <p className={styles.progress} role="status" aria-live="polite">
          {progress ?? (model.checking ? COPY.loading : '')}
        </p>
      </div>
    </section>
  );
});
