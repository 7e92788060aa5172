/** Where a load stands; every store and view-model says it with this one type. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Not answered yet (never started, or running). */
export function isPending(status: LoadStatus): boolean {
  return status === 'idle' || status === 'loading';
}
