// PLACEHOLDER: the platform work renders RouteHistoryStore.trail (mobile or desktop by the `mobile` prop).
export function Breadcrumbs(_props: { mobile?: boolean }) {
  return null;
}
