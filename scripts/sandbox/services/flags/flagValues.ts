// Flag evaluation: every flag takes its stored value when the contract accepts it, else the documents'
// default (001 §9, domain FLAG_DEFAULTS): "a flag the service cannot evaluate takes its default" (flags.yaml).
// A stored value can only be outside the contract when it was written behind the API's back (SQL), since
// PUT /sandbox/flags is validated against the same schema.
import { FLAG_DEFAULTS, type FlagKey } from '../../../../domain/constants/flags';
import type { ContractOperation, JsonSchema } from '../../api/contract';
import { validatorFor } from '../../api/schemaValidation';
import { FLAG_KEYS, type StoredFlags } from './flagStore';

export type FlagValues = Readonly<Record<FlagKey, unknown>>;
type ValidateFunction = ReturnType<typeof validatorFor>;

/** Per flag key, the contract's check of its value (FlagValues' property schema). */
export type FlagChecks = Readonly<Partial<Record<FlagKey, ValidateFunction>>>;

const checksBySchema = new WeakMap<JsonSchema, FlagChecks>();

/**
 * The checks of the contract's FlagValues schema, found in an operation's 200 answer (`{ flags: FlagValues }`),
 * which both evaluateFlags and setSandboxFlags have.
 */
export function flagChecksOf(operation: ContractOperation): FlagChecks {
  const flagsSchema = (operation.responses['200']?.properties as Record<string, JsonSchema> | undefined)?.flags;
  if (!flagsSchema) throw new Error(`${operation.operationId}: its 200 answer has no flags schema`);
  let checks = checksBySchema.get(flagsSchema);
  if (!checks) {
    const properties = (flagsSchema.properties ?? {}) as Record<string, JsonSchema>;
    const built: Partial<Record<FlagKey, ValidateFunction>> = {};
    for (const key of FLAG_KEYS) {
      const schema = properties[key];
      if (schema) built[key] = validatorFor(schema);
    }
    checksBySchema.set(flagsSchema, (checks = built));
  }
  return checks;
}

const DEFAULTS = FLAG_DEFAULTS as Readonly<Record<FlagKey, unknown>>;

const evaluated = new WeakMap<StoredFlags, WeakMap<FlagChecks, FlagValues>>();

/** Every flag's value: stored and valid, else its default. Memoised per stored snapshot (the hot path). */
export function evaluateFlagValues(stored: StoredFlags, checks: FlagChecks): FlagValues {
  let byChecks = evaluated.get(stored);
  if (!byChecks) evaluated.set(stored, (byChecks = new WeakMap()));
  let values = byChecks.get(checks);
  if (!values) {
    const result = {} as Record<FlagKey, unknown>;
    for (const key of FLAG_KEYS) {
      const value = stored[key];
      const check = checks[key];
      result[key] = value !== undefined && value !== null && (!check || check(value)) ? value : DEFAULTS[key];
    }
    byChecks.set(checks, (values = Object.freeze(result)));
  }
  return values;
}

/** Only the requested keys (all when none are named), in the order asked. */
export function pickFlags(values: FlagValues, keys: readonly FlagKey[] | undefined): Partial<FlagValues> {
  if (!keys) return values;
  return Object.fromEntries(keys.map((key) => [key, values[key]])) as Partial<FlagValues>;
}
