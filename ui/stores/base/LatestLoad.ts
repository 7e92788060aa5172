import { runInAction } from 'mobx';

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

  /**
   * Starts `fetch` as the latest load: `keep` takes its answer, or `fail` its failure, in one action, and only
   * while no later load has started. For a store holding a value beside other state (a `Loadable` holds one
   * alone). Never rejects; true when the answer was kept.
   */
  async run<T>(fetch: () => Promise<T>, keep: (value: T) => void, fail: (error: unknown) => void): Promise<boolean> {
    const isLatest = this.start();
    try {
      const value = await fetch();
      if (!isLatest()) return false;
      runInAction(() => keep(value));
      return true;
    } catch (error) {
      if (!isLatest()) return false;
      runInAction(() => fail(error));
      return false;
    }
  }
}
