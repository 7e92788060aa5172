import type { FlagKey } from '../../../../domain/constants/flags';
import type { RestHandlersFactory } from '../SandboxDeps';
import { flagStoreFor, type StoredFlags } from './flagStore';
import { evaluateFlagValues, flagChecksOf, pickFlags } from './flagValues';

export { flagStoreFor, type FlagStore, type StoredFlags } from './flagStore';
export { evaluateFlagValues, flagChecksOf, pickFlags, type FlagChecks, type FlagValues } from './flagValues';

interface EvaluateFlagsBody {
  keys?: FlagKey[];
  context: { customerId?: string; platform: 'web_v2' | 'web_mobile' };
}

/**
 * Handlers of the `flags` service (openapi/flags.yaml), by operationId.
 *
 * The sandbox has no targeting: every customer, visitor and platform gets the same values (the context is
 * validated, then not used). Unknown-to-the-table or unreadable flags take the documents' defaults; when the
 * table cannot be read at all, the last values read (else the defaults) are served and the failure logged,
 * as the client itself would fall back to defaults.
 */
export const flagsHandlers: RestHandlersFactory = (deps) => {
  const store = flagStoreFor(deps.db);
  let lastRead: StoredFlags = {};

  async function storedFlags(): Promise<StoredFlags> {
    try {
      return (lastRead = await store.stored());
    } catch (error) {
      console.error('[sandbox] flags: reading feature_flags failed, serving the last values read or the defaults', error);
      return lastRead;
    }
  }

  return {
    async evaluateFlags({ operation, body }) {
      const { keys } = body as EvaluateFlagsBody;
      const values = evaluateFlagValues(await storedFlags(), flagChecksOf(operation));
      return { body: { flags: pickFlags(values, keys) } };
    },
  };
};
