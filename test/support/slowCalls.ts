import { deferred, type Deferred } from './deferred';

/** Lets every settled promise run its continuations. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

type Methods = Record<string, (...args: unknown[]) => Promise<unknown>>;

/** Holds every call of one of a twin's methods until the test opens the gate (a slow service). */
export function holdCalls<T extends object>(gateway: T, method: keyof T & string): { open(): void } {
  const gate = deferred<void>();
  const target = gateway as unknown as Methods;
  const original = target[method]!.bind(gateway);
  target[method] = async (...args: unknown[]) => {
    await gate.promise;
    return original(...args);
  };
  return { open: () => gate.resolve() };
}

/**
 * Holds the answers of one of a twin's methods: the service acts on each call at once, in order, but the answers
 * come back when the test says. The returned function answers every held call newest first, for a few rounds (a
 * queued call is made once the one before has answered): the race where an older answer lands last.
 */
export function holdAnswers<T extends object>(gateway: T, method: keyof T & string): () => Promise<void> {
  const held: Deferred<void>[] = [];
  const target = gateway as unknown as Methods;
  const original = target[method]!.bind(gateway);
  target[method] = async (...args: unknown[]) => {
    const answer = original(...args);
    const gate = deferred<void>();
    held.push(gate);
    await gate.promise;
    return answer;
  };
  return async () => {
    for (let round = 0; round < 5; round++) {
      for (const gate of held.splice(0).reverse()) gate.resolve();
      await settle();
    }
  };
}
