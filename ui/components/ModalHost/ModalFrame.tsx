import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { PAGE_LOAD_COPY } from '../../app/copy';
import { MODAL_TITLE } from './copy';
import type { ModalKind, ModalRequest } from '../../stores/ModalStore';
import { useStores } from '../../stores/StoresContext';
import { Dialog, type DialogProps } from '../Dialog/Dialog';
import { POST_RETAILER_COPY } from '../PostRetailerModal/copy';
import { PRIVACY_APPROVAL_COPY } from '../PrivacyApprovalModal/copy';
import { LoggedOutModal, loggedOutModalTitle } from '../LoggedOutModal/LoggedOutModal';

type RequestOf<K extends ModalKind> = Extract<ModalRequest, { kind: K }>;
type BodyProps<K extends ModalKind> = { request: RequestOf<K>; onClose: () => void };

/** The offer modals' bodies load on first use (the offers work writes them); each renders only its content. */
const OFFER_MODAL_BODIES: {
  [K in 'sweepstakes' | 'accountNotLinked' | 'extensionPostUnlock' | 'postOfferUnlock']: ComponentType<BodyProps<K>>;
} = {
  sweepstakes: lazy(() => import('../offers/modals/SweepstakesModal')),
  accountNotLinked: lazy(() => import('../offers/modals/AccountNotLinkedModal')),
  extensionPostUnlock: lazy(() => import('../offers/modals/ExtensionPostUnlockModal')),
  postOfferUnlock: lazy(() => import('../offers/modals/PostOfferUnlockModal')),
};
/** The post-retailer body loads when a shopper comes back from a launch. */
const PostRetailerBody = lazy(() => import('../PostRetailerModal/PostRetailerModal'));
/** The privacy-approval body loads with the privacy tab's first approval. */
const PrivacyApprovalBody = lazy(() => import('../PrivacyApprovalModal/PrivacyApprovalModal'));

interface HostedModal {
  title: string;
  size: DialogProps['size'];
  body: ReactElement;
}

/** Title, size and body of a request. */
function hosted(request: ModalRequest, onClose: () => void): HostedModal {
  switch (request.kind) {
    case 'loggedOut':
      return { title: loggedOutModalTitle(request), size: 'small', body: <LoggedOutModal request={request} onClose={onClose} /> };
    case 'sweepstakes': {
      const Body = OFFER_MODAL_BODIES.sweepstakes;
      return { title: MODAL_TITLE.sweepstakes, size: 'medium', body: <Body request={request} onClose={onClose} /> };
    }
    case 'accountNotLinked': {
      const Body = OFFER_MODAL_BODIES.accountNotLinked;
      return { title: MODAL_TITLE.accountNotLinked(request.retailer.name), size: 'small', body: <Body request={request} onClose={onClose} /> };
    }
    case 'extensionPostUnlock': {
      const Body = OFFER_MODAL_BODIES.extensionPostUnlock;
      return { title: MODAL_TITLE.extensionPostUnlock, size: 'small', body: <Body request={request} onClose={onClose} /> };
    }
    case 'postOfferUnlock': {
      const Body = OFFER_MODAL_BODIES.postOfferUnlock;
      return { title: MODAL_TITLE.postOfferUnlock, size: 'small', body: <Body request={request} onClose={onClose} /> };
    }
    case 'privacyApproval':
      return { title: PRIVACY_APPROVAL_COPY.TITLE, size: 'small', body: <PrivacyApprovalBody request={request} onClose={onClose} /> };
    case 'postRetailer':
      return { title: POST_RETAILER_COPY.title(request.retailerName), size: 'medium', body: <PostRetailerBody request={request} onClose={onClose} /> };
  }
}

/**
 * Shows ModalStore.current, one at a time (000 §2, §4), in a <Dialog>: focus trapped inside, Escape and the
 * close button close it (ModalStore.close), focus returns to where it was. Opening another replaces it.
 */
const ModalFrame = observer(function ModalFrame() {
  const { modals } = useStores();
  const request = modals.current;
  if (!request) return null;
  const modal = hosted(request, modals.close);
  return (
    // A new request is a new dialog: the key remounts it, so its title and focus start fresh.
    <Dialog key={modals.openCount} title={modal.title} size={modal.size} onClose={modals.close}>
      <Suspense fallback={<p>{PAGE_LOAD_COPY.LOADING}</p>}>{modal.body}</Suspense>
    </Dialog>
  );
});

export default ModalFrame;
