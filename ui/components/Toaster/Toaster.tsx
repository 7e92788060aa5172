// PLACEHOLDER: the shell work renders toasts in a live region.
export function Toaster() {
  return null;
}
