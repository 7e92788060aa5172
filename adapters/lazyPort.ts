const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * Starts loading a lazyPort's adapter before its first call (no effect on any other object). A failed load is
 * silent here: the first call tries again and reports it.
 */
export function preloadPort(port: object): void {
  loaders.get(port)?.().catch(() => undefined);
}

/**
 * A port whose adapter loads on its first call: `load` (typically a dynamic `import()` that builds the
 * adapter) runs once, and every method call waits for it, then calls the loaded adapter's method. This keeps
 * an adapter the start-up page never uses out of the start-up bundle (main.tsx wires the offers port so).
 *
 * Only valid for ports whose members are all async methods: every property read answers an async function,
 * so a field, a getter or a synchronous method would come back as a function returning a promise.
 *
 * - The load is shared: concurrent and later calls wait for the same one.
 * - A failed load fails the calls waiting for it, and the next call tries again.
 * - `then` and symbol-keyed properties read as undefined, so the port is not mistaken for a promise (await,
 *   Promise.resolve) and prints plainly; each method is the same function on every read.
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  let loading: Promise<T> | null = null;
  const loaded = (): Promise<T> => {
    if (!loading) {
      const attempt = load().catch((error: unknown) => {
        if (loading === attempt) loading = null;
        throw error;
      });
      loading = attempt;
    }
    return loading;
  };

  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  const port = new Proxy({} as T, {
    get(_target, name) {
      if (typeof name === 'symbol' || name === 'then') return undefined;
      let method = methods.get(name);
      if (!method) {
        method = async (...args: unknown[]) => {
          const adapter = (await loaded()) as Record<string, unknown>;
          const real = adapter[name];
          if (typeof real !== 'function') throw new TypeError(`lazyPort: the loaded port has no method ${name}`);
          return (real as (...params: unknown[]) => unknown).apply(adapter, args);
        };
        methods.set(name, method);
      }
      return method;
    },
  });
  loaders.set(port, loaded);
  return port;
}
