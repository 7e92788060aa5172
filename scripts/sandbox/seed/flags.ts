// Feature flags seeded from flags.json: every key of domain FLAG, nothing else, each value of the type of
// the documents' default (FLAG_DEFAULTS).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLAG, FLAG_DEFAULTS, type FlagKey } from '../../../domain/constants/flags';

export const SEED_FLAGS_PATH = join(import.meta.dirname, 'flags.json');

export type FlagValues = Record<FlagKey, unknown>;

const kindOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

export function loadSeedFlags(path: string = SEED_FLAGS_PATH): FlagValues {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (kindOf(parsed) !== 'object') throw new Error(`${path}: expected an object of flag values`);
  const values = parsed as Record<string, unknown>;
  const keys = Object.values(FLAG) as string[];
  const missing = keys.filter((key) => !(key in values));
  const unknown = Object.keys(values).filter((key) => !keys.includes(key));
  if (missing.length || unknown.length) {
    throw new Error(`${path}: missing flags [${missing.join(', ')}], unknown flags [${unknown.join(', ')}]`);
  }
  for (const key of keys) {
    const expected = kindOf((FLAG_DEFAULTS as Record<string, unknown>)[key]);
    const actual = kindOf(values[key]);
    if (expected !== actual) throw new Error(`${path}: flag '${key}' must be ${expected}, got ${actual}`);
  }
  return values as FlagValues;
}

/** Retailer ids the flags name (they must exist in the catalogue). */
export function flagRetailerIds(flags: FlagValues): number[] {
  return [
    FLAG.DIRECT_INTEGRATION_RETAILERS,
    FLAG.UNIFIED_ACCOUNT_LINKING_RETAILERS,
    FLAG.EXTENSION_REQUIRED_RETAILERS,
    FLAG.WEB_EXCLUDED_RETAILERS,
  ].flatMap((key) => (flags[key] as number[]) ?? []);
}
