/**
 * Runs tasks one after another. A save whose answer replaces what the view shows (a whole list, a settings
 * collection) waits for the one before it: two in flight could answer out of order, the older answer landing
 * last and undoing the newer change on screen, or (for a whole-list save) build on a list the other is changing.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  /** Runs `task` once every task queued before it has settled; answers (or rejects with) the task's own result. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
