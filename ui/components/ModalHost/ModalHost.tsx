// PLACEHOLDER: renders ModalStore.current (the shell work writes the host; the offers work the offer modals).
export function ModalHost() {
  return null;
}
