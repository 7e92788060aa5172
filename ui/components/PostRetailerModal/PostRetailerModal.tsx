import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { ACCOUNT_PANEL, ROUTE_NAME } from '../../../domain/constants/navigation';
import { TIMING } from '../../../domain/constants/timing';
import { buildPath } from '../../../domain/navigation/buildPath';
import type { ModalRequest } from '../../stores/ModalStore';
import { useStores } from '../../stores/StoresContext';
import { AppLink } from '../AppLink/AppLink';
import { POST_RETAILER_COPY } from './copy';
import styles from './PostRetailerModal.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The post-retailer modal (000 §2, §4 step 11): back from a launch, the shopper sees the trip's shopping id
 * (the launch id, kept for support), that purchases show as pending cash back, and a way to their earnings.
 * Under the footer's breakpoint (000 §2: "mobile layout under 760 width") the id wraps and the actions stack.
 */
const PostRetailerModal = observer(function PostRetailerModal({
  request,
  onClose,
}: {
  request: Extract<ModalRequest, { kind: 'postRetailer' }>;
  onClose: () => void;
}) {
  const { support, launch } = useStores();
  const trip = launch.tripOf(request.shoppingId);
  const labelId = useId();
  const hintId = useId();
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const copy = async () => {
    const copied = await support.copy(request.shoppingId);
    setCopyState(copied ? 'copied' : 'failed');
    clearTimeout(resetTimer.current);
    if (copied) resetTimer.current = setTimeout(() => setCopyState('idle'), TIMING.COPY_SUCCESS_MS);
  };

  return (
    <div className={styles.body}>
      {/* The trip check (LaunchStore.confirmTrip) starts as the modal opens, so the live region is there before it answers. */}
      {trip && trip.status !== 'unknown' ? (
        <p className={styles.text} role="status" data-testid="trip-status">
          {trip.status === 'checking' ? POST_RETAILER_COPY.TRIP_CHECKING : null}
          {trip.status === 'confirmed' ? POST_RETAILER_COPY.tripConfirmed(request.retailerName, trip.offerValue) : null}
          {trip.status === 'notReached' ? POST_RETAILER_COPY.TRIP_NOT_REACHED : null}
        </p>
      ) : null}
      <p className={styles.text}>{POST_RETAILER_COPY.PENDING}</p>
      <div className={styles.idBox} role="group" aria-labelledby={labelId} aria-describedby={hintId}>
        <span id={labelId} className={styles.idLabel}>
          {POST_RETAILER_COPY.SHOPPING_ID_LABEL}
        </span>
        <div className={styles.idRow}>
          <output className={styles.id} aria-labelledby={labelId} data-testid="shopping-id">
            {request.shoppingId}
          </output>
          <button type="button" className={styles.copy} aria-label={POST_RETAILER_COPY.COPY_LABEL} onClick={() => void copy()}>
            {copyState === 'copied' ? POST_RETAILER_COPY.COPIED : POST_RETAILER_COPY.COPY}
          </button>
        </div>
        <p id={hintId} className={styles.hint}>
          {POST_RETAILER_COPY.SHOPPING_ID_HINT}
        </p>
        {copyState === 'failed' && (
          <p className={styles.error} role="alert">
            {POST_RETAILER_COPY.COPY_FAILED}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <AppLink className={styles.secondary} href={buildPath(ROUTE_NAME.ACCOUNT_PANEL, { panel: ACCOUNT_PANEL.EARNINGS })} onNavigate={onClose}>
          {POST_RETAILER_COPY.EARNINGS}
        </AppLink>
        <button type="button" className={styles.primary} onClick={onClose}>
          {POST_RETAILER_COPY.GOT_IT}
        </button>
      </div>
    </div>
  );
});

export default PostRetailerModal;
