import { HttpError } from '../../api/HttpError';
import type { OperationHandler } from '../../api/restService';
import { FLAG, type FlagKey } from '../../../../domain/constants/flags';
import { evaluateFlagValues, flagChecksOf, flagStoreFor } from '../flags';
import { unstorableJson } from '../../api/storableJson';
import type { SandboxDeps } from '../SandboxDeps';

/** Flags whose value is a list of retailer ids: each must be a retailer of the catalogue. */
const RETAILER_LIST_FLAGS: readonly FlagKey[] = [
  FLAG.DIRECT_INTEGRATION_RETAILERS,
  FLAG.UNIFIED_ACCOUNT_LINKING_RETAILERS,
  FLAG.EXTENSION_REQUIRED_RETAILERS,
  FLAG.WEB_EXCLUDED_RETAILERS,
];
const MAX_INT4 = 2_147_483_647;

/** Checks beyond the contract: text PostgreSQL can store, and retailer ids that exist. Nothing is written on a refusal. */
async function refusals(deps: SandboxDeps, changes: Partial<Record<FlagKey, unknown>>): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(changes)) {
    Object.assign(fields, unstorableJson(value, `flags.${key}`, { maxDepth: 4 }) ?? {});
  }
  const ids = RETAILER_LIST_FLAGS.flatMap((key) => (Array.isArray(changes[key]) ? (changes[key] as number[]) : []));
  const askable = [...new Set(ids.filter((id) => Number.isInteger(id) && id <= MAX_INT4))];
  const known = new Set(
    askable.length
      ? (await deps.db.query<{ id: number }>('SELECT id FROM retailers WHERE id = ANY($1::int[])', [askable])).map((row) => row.id)
      : [],
  );
  for (const key of RETAILER_LIST_FLAGS) {
    const missing = Array.isArray(changes[key]) ? (changes[key] as number[]).filter((id) => !known.has(id)) : [];
    if (missing.length) fields[`flags.${key}`] = `names retailers that do not exist: ${missing.slice(0, 10).join(', ')}`;
  }
  return fields;
}

/**
 * PUT /sandbox/flags: changes the given flags (the others keep their values) in one statement and answers
 * every flag's value after it. Every instance's flags service sees the change on its next call (the
 * table's revision moved).
 */
export function setSandboxFlags(deps: SandboxDeps): OperationHandler {
  const store = flagStoreFor(deps.db);
  return async ({ operation, body }) => {
    const changes = (body as { flags: Partial<Record<FlagKey, unknown>> }).flags;
    const fields = await refusals(deps, changes);
    if (Object.keys(fields).length) throw new HttpError(400, 'Some flag values are not valid.', { code: 'VALIDATION_FAILED', fields });
    await store.set(changes, deps.now());
    return { body: { flags: evaluateFlagValues(await store.stored(), flagChecksOf(operation)) } };
  };
}
