import type { KeyValueStorage } from '../../adapters/storage/KeyValueStorage';

/** Reads a JSON value stored under a key; a missing or corrupt entry gives the fallback. */
export function readJson<T>(storage: KeyValueStorage, key: string, fallback: T): T {
  const raw = storage.get(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  storage.set(key, JSON.stringify(value));
}
