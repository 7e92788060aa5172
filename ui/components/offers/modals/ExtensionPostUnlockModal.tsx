import type { ModalRequest } from '../../../stores/ModalStore';

// PLACEHOLDER: the offers work writes this modal's body (rendered inside <Dialog> by the ModalHost).
export default function ExtensionPostUnlockModal(_props: { request: Extract<ModalRequest, { kind: 'extensionPostUnlock' }>; onClose: () => void }) {
  return null;
}
