import { observer } from 'mobx-react-lite';
import { NAV_QUERY_KEY } from '../../../domain/constants/navigation';
import { routeQueryValue } from '../../../domain/navigation/routeQuery';
import { addOfferReturnPath } from '../../../domain/offers/offerPageTarget';
import { useStores } from '../../stores/StoresContext';
import { SHELL_LABEL } from '../../app/copy';
import { LOGGED_OUT_MODAL } from './copy';
import type { ModalRequest } from '../../stores/ModalStore';
import { AppLink } from '../AppLink/AppLink';
import { useAuthEntry } from '../AuthEntry/useAuthEntry';
import styles from './LoggedOutModal.module.css';

export type LoggedOutModalRequest = Extract<ModalRequest, { kind: 'loggedOut' }>;

/** The dialog title: the retailer's name when the visitor came from one (000 §6). */
export function loggedOutModalTitle(request: LoggedOutModalRequest): string {
  return request.retailerName ? LOGGED_OUT_MODAL.retailerTitle(request.retailerName) : LOGGED_OUT_MODAL.genericTitle;
}

/**
 * The logged-out modal's body (000 §2, §6): an anonymous visitor who pressed Shop, added an offer or opened a
 * retailer card is asked to sign up (the provider's sign-up screen, back to this page) or log in.
 */
export const LoggedOutModal = observer(function LoggedOutModal({
  request,
  onClose,
}: {
  request: LoggedOutModalRequest;
  onClose: () => void;
}) {
  const { loginPath, signUp } = useAuthEntry();
  const { router } = useStores();
  // Signing up from an offer comes back to that offer (000 §7: /offers/{id}?source=add-offer&offerGroupId=…).
  const returnTo =
    request.offerId === undefined
      ? undefined
      : addOfferReturnPath(request.offerId, routeQueryValue(router.route.query, NAV_QUERY_KEY.OFFER_GROUP_ID));
  return (
    <div className={styles.body}>
      <p className={styles.text}>
        {request.retailerName ? LOGGED_OUT_MODAL.retailerBody(request.retailerName) : LOGGED_OUT_MODAL.body}
      </p>
      <button type="button" className={styles.signUp} onClick={() => signUp(returnTo)}>
        {SHELL_LABEL.SIGN_UP}
      </button>
      <p className={styles.login}>
        {LOGGED_OUT_MODAL.HAVE_ACCOUNT}{' '}
        <AppLink href={loginPath} onNavigate={onClose}>
          {SHELL_LABEL.LOG_IN}
        </AppLink>
      </p>
    </div>
  );
});
