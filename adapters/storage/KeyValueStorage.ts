/** The port for small persistent browser state (favourite categories, last launch, checked list items). */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * Web Storage behind the port. Storage can throw (quota exceeded, disabled by privacy settings):
 * losing a preference must never break the page, so failures read as "nothing stored".
 */
export function webStorage(storage: Storage): KeyValueStorage {
  return {
    get(key) {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        storage.setItem(key, value);
      } catch {
        // Full or disabled storage: the value lives for this page only, through the stores.
      }
    },
    remove(key) {
      try {
        storage.removeItem(key);
      } catch {
        // Same as set: nothing to undo.
      }
    },
  };
}

/** The in-memory twin. */
export class MemoryStorage implements KeyValueStorage {
  private readonly values = new Map<string, string>();

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.values.set(key, String(value));
  }

  remove(key: string): void {
    this.values.delete(key);
  }
}
