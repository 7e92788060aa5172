/**
 * Who listens to one kind of event (a session change, an offer event, a sign-out): each is told in turn, and one
 * that throws is warned about in the console without keeping the others from hearing it.
 */
export class Listeners<E> {
  private readonly listeners = new Set<(event: E) => void>();

  /** `failureWarning`: the console's words for a listener that threw ('[session] a listener failed'). */
  constructor(private readonly failureWarning: string) {}

  /** Adds a listener; answers the function that removes it. */
  add(listener: (event: E) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells every listener, those added while it runs excepted. */
  emit(event: E): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        console.warn(this.failureWarning, error);
      }
    }
  }
}
