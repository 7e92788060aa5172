// A small per-request batch loader: every load() made while a request's resolvers (or a REST handler's
// Promise.all) run in one turn becomes one query, and each key is loaded at most once per request.

type Pending<K, V> = { key: K; resolve: (value: V) => void; reject: (error: unknown) => void };

export class BatchLoader<K, V> {
  private readonly cache = new Map<K, Promise<V>>();
  private queue: Pending<K, V>[] = [];

  /**
   * @param fetch answers the keys it found (the others get `missing(key)`).
   * @param missing the value of a key `fetch` did not answer.
   */
  constructor(
    private readonly fetch: (keys: readonly K[]) => Promise<Map<K, V>>,
    private readonly missing: (key: K) => V,
  ) {}

  load(key: K): Promise<V> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      this.queue.push({ key, resolve, reject });
      // After the promise jobs of this turn (sibling resolvers), like DataLoader.
      if (this.queue.length === 1) void Promise.resolve().then(() => process.nextTick(() => void this.dispatch()));
    });
    this.cache.set(key, promise);
    return promise;
  }

  loadMany(keys: readonly K[]): Promise<V[]> {
    return Promise.all(keys.map((key) => this.load(key)));
  }

  private async dispatch(): Promise<void> {
    const queue = this.queue;
    this.queue = [];
    try {
      const found = await this.fetch(queue.map((entry) => entry.key));
      for (const entry of queue) entry.resolve(found.has(entry.key) ? (found.get(entry.key) as V) : this.missing(entry.key));
    } catch (error) {
      for (const entry of queue) {
        this.cache.delete(entry.key);
        entry.reject(error);
      }
    }
  }
}

/** A value computed once per request, on first use. */
export function once<T>(compute: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | null = null;
  return () => (promise ??= compute());
}

/** Rows grouped by a key, keeping their order. */
export function groupBy<R, K>(rows: readonly R[], keyOf: (row: R) => K): Map<K, R[]> {
  const groups = new Map<K, R[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
