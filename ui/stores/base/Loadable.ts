import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessage } from '../errorMessage';
import { LatestLoad } from './LatestLoad';
import { isPending, type LoadStatus } from './LoadStatus';

/**
 * One value a page section loads, with explicit status (outline-style isFetching / isLoaded): sections load
 * and fail on their own, so a failed banner never hides the retailers beside it. A newer load wins over an
 * older one still in flight.
 */
export class Loadable<T> {
  status: LoadStatus = 'idle';
  value: T;
  error: string | null = null;
  private readonly latest = new LatestLoad();

  constructor(private readonly initial: T) {
    this.value = initial;
    // The value is replaced whole, never changed in place: kept as it came (a reference), not made observable field by
    // field (the home page's categories with their retailers took a slow phone 40 ms to convert at start-up).
    makeAutoObservable<Loadable<T>, 'latest' | 'initial'>(this, { latest: false, initial: false }, { autoBind: true, deep: false });
  }

  get isLoading(): boolean {
    return isPending(this.status);
  }

  get isReady(): boolean {
    return this.status === 'ready';
  }

  /** Runs `load`, keeping its answer unless a later run started meanwhile. Never rejects. */
  async run(load: () => Promise<T>, fallbackError: string): Promise<boolean> {
    const isLatest = this.latest.start();
    this.status = 'loading';
    this.error = null;
    try {
      const value = await load();
      if (!isLatest()) return false;
      runInAction(() => {
        this.value = value;
        this.status = 'ready';
      });
      return true;
    } catch (error) {
      if (!isLatest()) return false;
      runInAction(() => {
        this.value = this.initial;
        this.status = 'error';
        this.error = errorMessage(error, fallbackError);
      });
      return false;
    }
  }

  /** Sets a value without a call (derived sections). */
  set(value: T): void {
    this.latest.cancel();
    this.value = value;
    this.status = 'ready';
    this.error = null;
  }

  /** Marks the section failed without a call (its source failed elsewhere). */
  fail(message: string): void {
    this.latest.cancel();
    this.value = this.initial;
    this.status = 'error';
    this.error = message;
  }

  reset(): void {
    this.latest.cancel();
    this.value = this.initial;
    this.status = 'idle';
    this.error = null;
  }
}
