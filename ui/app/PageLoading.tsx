/** Shown while a route's code chunk loads. */
export function PageLoading() {
  return (
    <p role="status" aria-live="polite">
      Loading…
    </p>
  );
}
