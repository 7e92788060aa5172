/**
 * "The latest load wins", written once: a load started later outdates the ones still in flight, so an older
 * answer arriving last never overwrites a newer one (a sign-in reload, another route's page).
 */
export class LatestLoad {
  private current = 0;

  /** Starts a load; its answer may be kept while the returned check says it is still the latest. */
  start(): () => boolean {
    const mine = ++this.current;
    return () => mine === this.current;
  }

  /** Outdates every load in flight (the page was left, the store was cleared). */
  cancel(): void {
    this.current++;
  }
}
