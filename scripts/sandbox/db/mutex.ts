/** A first-come, first-served async lock: run() calls execute one at a time, in call order. */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();
  #pending = 0;

  /** Number of calls waiting or running. */
  get pending(): number {
    return this.#pending;
  }

  run<T>(fn: () => Promise<T>): Promise<T> {
    this.#pending += 1;
    const result = this.#tail.then(fn).finally(() => {
      this.#pending -= 1;
    });
    this.#tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  /** Resolves once every call queued so far has settled. */
  idle(): Promise<void> {
    return this.#tail;
  }
}
