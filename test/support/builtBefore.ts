// A value a suite builds in `before` (it needs the network, a sandbox, time), usable in the suite's body.

/** A stand-in that reads `current()` on every property read: for values that exist only once a hook has run. */
export function readThrough<T extends object>(current: () => T): T {
  return new Proxy({} as T, { get: (_, key) => Reflect.get(current(), key) });
}

/** Registers a `before` that builds the value, and answers a stand-in for it (reading it earlier throws). */
export function builtBefore<T extends object>(build: () => Promise<T>): T {
  let built: T | null = null;
  before(async () => {
    built = await build();
  });
  return readThrough(() => {
    if (!built) throw new Error('read before the suite built it');
    return built;
  });
}
