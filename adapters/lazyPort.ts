/** A port whose every method is async (a lazy port's calls wait for its adapter). */
export type AsyncPort<T> = { readonly [K in keyof T]: (...args: never[]) => Promise<unknown> };

export interface LazyPort<T> {
  /** The port: its methods wait for the adapter, then call it. */
  readonly port: T;
  /** Starts loading the adapter before its first call. A failed preload is silent: the first call tries again. */
  preload(): void;
}

/**
 * A port whose adapter loads on its first call, so an adapter the start-up page never uses stays out of the
 * start-up bundle: `load` (a dynamic `import()` that builds the adapter) runs once, shared by every call, and a
 * failed load fails the calls waiting for it and is tried again by the next.
 *
 * The port names no methods: reading one answers a function (the same on every read) that waits for the adapter and
 * calls its method of that name. A symbol, `then` (an awaited port is not a promise) and a plain object's own members
 * (`toString`) are a plain object's, so nothing but a call loads the adapter. Having no keys, the port cannot be
 * spread or listed: pass it whole.
 */
export function lazyPort<T extends AsyncPort<T>>(load: () => Promise<T>): LazyPort<T> {
  const loaded = loadOnce(load);
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  const port = new Proxy(
    {},
    {
      get(target, name, receiver) {
        if (typeof name === 'symbol' || name === 'then' || name in target) return Reflect.get(target, name, receiver);
        let method = methods.get(name);
        if (!method) {
          method = async (...args) => {
            const adapter = (await loaded()) as Record<string, unknown>;
            const call = adapter[name];
            if (typeof call !== 'function') throw new TypeError(`lazyPort: the loaded port has no method ${name}`);
            return (call as (...params: unknown[]) => unknown).apply(adapter, args);
          };
          methods.set(name, method);
        }
        return method;
      },
    },
  ) as T;
  return { port, preload: () => void loaded().catch(() => undefined) };
}

/** `load` run once and shared by every caller; a failed load fails its callers and is tried again by the next. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (!loading) {
      const attempt = load().catch((error: unknown) => {
        if (loading === attempt) loading = null;
        throw error;
      });
      loading = attempt;
    }
    return loading;
  };
}
