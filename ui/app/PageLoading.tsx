import { PAGE_LOAD_COPY } from './copy';

/** Shown while a route's code chunk loads (or a protected page waits for the auth state). */
export function PageLoading() {
  return (
    <p role="status" aria-live="polite">
      {PAGE_LOAD_COPY.LOADING}
    </p>
  );
}
