import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { retailerPath } from '../../../domain/browsing/paths';
import { AppLink } from '../../components/AppLink/AppLink';
import { useAuthEntry } from '../../components/AuthEntry/useAuthEntry';
import { usePageModel } from '../../stores/usePageModel';
import { NotFound } from '../notFound/NotFound';
import { RETAILER_LINK_COPY as COPY } from './copy';
import { LinkAccountForm } from './LinkAccountForm';
import styles from './RetailerLinkPage.module.css';
import { RetailerLinkPageModel } from './RetailerLinkPageModel';
import { DirectLinkSection } from './direct/DirectLinkSection';
import { MfaLinkStep } from './mfa/MfaLinkStep';
import { StateBox } from '../../components/StateBox/StateBox';

/** One state of the link: its heading and what goes with it; `announced` makes the panel a status region. */
function LinkStatePanel({ title, announced = false, children }: { title: string; announced?: boolean; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby="link-state-title" role={announced ? 'status' : undefined}>
      <h2 id="link-state-title">{title}</h2>
      {children}
    </section>
  );
}

/** Where the shopper's link stands, with what they can do about it (000 §4, 001 §4). */
const LinkStatus = observer(function LinkStatus({ model }: { model: RetailerLinkPageModel }) {
  const { badge } = model.copy;
  const badgeLine = badge ? (
    <p className={styles.status}>
      {COPY.STATUS}: <span className={model.state === 'linked' ? styles.badgeDone : styles.badge}>{badge}</span>
    </p>
  ) : null;
  switch (model.state) {
    case 'pending':
      return (
        <LinkStatePanel title={COPY.PENDING_TITLE} announced>
          {badgeLine}
          <p>{model.pendingNote}</p>
        </LinkStatePanel>
      );
    case 'linked':
      return (
        <LinkStatePanel title={COPY.LINKED_TITLE} announced>
          {badgeLine}
          <p>{COPY.LINKED_BODY}</p>
          {model.linkMethod === 'credentials' && !model.editing ? (
            <button type="button" className={styles.secondary} onClick={model.tryAgain}>
              {COPY.RELINK}
            </button>
          ) : null}
        </LinkStatePanel>
      );
    case 'failed': {
      const button = model.failedButton;
      return (
        <LinkStatePanel title={COPY.FAILED_TITLE}>
          <p>{model.copy.note}</p>
          {button ? (
            <button
              type="button"
              className={button.action === 'cancel' ? styles.secondary : styles.primary}
              onClick={button.action === 'cancel' ? model.cancel : model.tryAgain}
            >
              {button.label}
            </button>
          ) : null}
        </LinkStatePanel>
      );
    }
    case 'actionRequired':
      // Retailer 1144's multi-factor step.
      return model.retailer ? <MfaLinkStep retailer={model.retailer} /> : null;
    default:
      return null;
  }
});

/**
 * /retailers/:retailerName/:id/link (001 §3–§5): the link form and the link's state. Retailer 1408 links
 * through the OAuth service instead (DirectLinkSection); 1144's verified-but-locked link asks for its code (MfaLinkStep).
 */
const RetailerLinkPage = observer(function RetailerLinkPage() {
  const model = usePageModel(RetailerLinkPageModel);
  const { loginPath } = useAuthEntry();
  const signedIn = model.signedIn;
  // The route's loader reads the retailer and the link; a pending link is read again while the page is open.
  useEffect(() => model.keepPendingFresh(), [model]);

  if (model.notFound) return <NotFound />;
  if (model.status === 'idle' || model.status === 'loading') return <StateBox state="loading" />;
  const retailer = model.retailer;
  const title = retailer ? COPY.title(retailer.name) : COPY.TITLE_FALLBACK;
  return (
    <section className={styles.page} aria-labelledby="retailer-link-title">
      <h1 id="retailer-link-title">{title}</h1>
      {model.status === 'error' ? (
        <p role="alert" className={styles.alert}>
          {COPY.LOAD_FAILED}
        </p>
      ) : null}
      {!signedIn ? (
        <p className={styles.panel}>
          {COPY.SIGN_IN}{' '}
          <AppLink href={loginPath} className={styles.textLink}>
            {COPY.LOG_IN}
          </AppLink>
        </p>
      ) : model.linkMethod === 'direct' && retailer ? (
        <DirectLinkSection retailer={retailer} />
      ) : (
        <>
          <p className={styles.lead}>{COPY.LEAD}</p>
          {model.linkReadFailed ? (
            <p role="alert" className={styles.alert}>
              {COPY.LINK_READ_FAILED}
            </p>
          ) : null}
          <LinkStatus model={model} />
          {model.showsForm ? <LinkAccountForm model={model} /> : null}
        </>
      )}
      {retailer ? (
        <p>
          <AppLink href={retailerPath(retailer)} className={styles.textLink}>
            {COPY.backTo(retailer.name)}
          </AppLink>
        </p>
      ) : null}
    </section>
  );
});

export default RetailerLinkPage;

