import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { buildPath } from '../../../../domain/navigation/buildPath';
import { canAcceptSweepstakes } from '../../../../domain/offers/unlock';
import * as MESSAGES from '../../../../domain/constants/messages';
import { REWARD_TYPE } from '../../../../domain/constants/shopping';
import { ROUTE_NAME } from '../../../../domain/constants/navigation';
import { OFFER_COPY } from '../copy';
import { ExternalLink } from '../../AppLink/AppLink';
import type { ModalRequest } from '../../../stores/ModalStore';
import { useStores } from '../../../stores/StoresContext';
import styles from './OfferModals.module.css';

/**
 * The sweepstakes-offer modal (000 §4, §5): agree to the Official Rules and consent to information sharing;
 * only with both ticked does 'Accept & add offer' add the offer (busy while it does). Success closes the
 * modal and toasts 'Offer added to your list!' (OffersStore.acceptSweepstakes).
 */
export default observer(function SweepstakesModal({
  request,
  onClose,
}: {
  request: Extract<ModalRequest, { kind: 'sweepstakes' }>;
  onClose: () => void;
}) {
  const { offers } = useStores();
  const [agreedToRules, setAgreedToRules] = useState(false);
  const [consentedToSharing, setConsentedToSharing] = useState(false);
  const { offer, retailerId } = request;
  const clipping = offers.isUnlocking(offer.id);
  const ready = canAcceptSweepstakes({ agreedToRules, consentedToSharing });
  const reward = (offer.rewards ?? []).find((item) => String(item.type).toLowerCase() === REWARD_TYPE.SWEEPSTAKES);
  const rulesUrl = reward?.url || buildPath(ROUTE_NAME.DOCS_TERMS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || clipping) return;
    void offers.acceptSweepstakes(offer, retailerId);
  };
  return (
    <form className={styles.body} onSubmit={submit} aria-busy={clipping}>
      <p className={styles.text}>{OFFER_COPY.SWEEPSTAKES_INTRO}</p>
      <p className={styles.text}>
        <strong>{offer.name}</strong>
      </p>
      {reward?.content && <p className={styles.text}>{reward.content}</p>}
      {reward?.legal && <p className={styles.legal}>{reward.legal}</p>}
      <fieldset className={styles.checks}>
        <label className={styles.check}>
          <input type="checkbox" checked={agreedToRules} onChange={(event) => setAgreedToRules(event.target.checked)} />
          <span>{OFFER_COPY.SWEEPSTAKES_RULES}</span>
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={consentedToSharing} onChange={(event) => setConsentedToSharing(event.target.checked)} />
          <span>{OFFER_COPY.SWEEPSTAKES_SHARING}</span>
        </label>
      </fieldset>
      <p className={styles.legal}>
        <ExternalLink href={rulesUrl}>{OFFER_COPY.SWEEPSTAKES_OFFICIAL_RULES}</ExternalLink>
      </p>
      {clipping && (
        <p role="status" className={styles.status}>
          {OFFER_COPY.SWEEPSTAKES_CLIPPING}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onClose} disabled={clipping}>
          {OFFER_COPY.NOT_NOW}
        </button>
        <button type="submit" className={styles.primary} disabled={!ready || clipping} aria-busy={clipping}>
          {MESSAGES.SWEEPSTAKES_ACCEPT}
        </button>
      </div>
    </form>
  );
});
