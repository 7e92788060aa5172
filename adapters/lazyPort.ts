/** Every method of a port, named once; the type checks that the list is complete. */
export type PortMethods<T> = { readonly [K in keyof T]-?: true };

export interface LazyPort<T> {
  /** The port: a plain object whose methods wait for the adapter, then call it. */
  readonly port: T;
  /** Starts loading the adapter before its first call. A failed preload is silent: the first call tries again. */
  preload(): void;
}

/**
 * A port whose adapter loads on its first call, so an adapter the start-up page never uses stays out of the
 * start-up bundle: `load` (a dynamic `import()` that builds the adapter) runs once, shared by every call, and a
 * failed load fails the calls waiting for it and is tried again by the next. Every method of the port must be
 * async (each call waits for the load).
 */
export function lazyPort<T extends object>(load: () => Promise<T>, methods: PortMethods<T>): LazyPort<T> {
  const loaded = loadOnce(load);
  const port = Object.fromEntries(
    Object.keys(methods).map((name) => [
      name,
      async (...args: unknown[]) => {
        const adapter = (await loaded()) as Record<string, unknown>;
        const method = adapter[name];
        if (typeof method !== 'function') throw new TypeError(`lazyPort: the loaded port has no method ${name}`);
        return (method as (...params: unknown[]) => unknown).apply(adapter, args);
      },
    ]),
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
