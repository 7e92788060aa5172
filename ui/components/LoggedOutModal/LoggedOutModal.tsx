import { observer } from 'mobx-react-lite';
import { buildPath, friendCodeFromQuery, LOGGED_OUT_MODAL, NAV_QUERY_KEY, ROUTE_NAME } from '../../../domain';
import type { ModalRequest } from '../../stores/ModalStore';
import { useStores } from '../../stores/StoresContext';
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
  const { auth, router } = useStores();
  const login = buildPath(ROUTE_NAME.LOGIN, {}, { [NAV_QUERY_KEY.REDIRECT]: router.path });
  return (
    <div className={styles.body}>
      <p className={styles.text}>
        {request.retailerName ? LOGGED_OUT_MODAL.retailerBody(request.retailerName) : LOGGED_OUT_MODAL.body}
      </p>
      <button
        type="button"
        className={styles.signUp}
        onClick={() => void auth.login(router.path, { signup: true, friendCode: friendCodeFromQuery(router.route.query) })}
      >
        {LOGGED_OUT_MODAL.SIGN_UP}
      </button>
      <p className={styles.login}>
        {LOGGED_OUT_MODAL.HAVE_ACCOUNT}{' '}
        <a
          href={login}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onClose();
            router.navigate(login);
          }}
        >
          {LOGGED_OUT_MODAL.LOG_IN}
        </a>
      </p>
    </div>
  );
});
