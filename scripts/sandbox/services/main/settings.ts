// GET /v2/customers/{id}/settings.json and PUT …/settings/many.json (001 §3 settings, wire format).
import type { OperationHandlers } from '../../api/restService';
import { saveSettings, settingsCollectionsOf } from '../account/settings';
import type { SandboxDeps } from '../SandboxDeps';

export function settingsHandlers(deps: SandboxDeps): OperationHandlers {
  const { db } = deps;
  return {
    async getCustomerSettings(context) {
      const { customerId } = context.requireCustomer(context.params.id);
      return { body: await settingsCollectionsOf(db, customerId, 'all') };
    },

    async updateCustomerSettings(context) {
      const { customerId } = context.requireCustomer(context.params.id);
      const update: Record<string, string> = context.body.settings;
      await db.transaction((tx) => saveSettings(tx, customerId, update, 'all', deps.now()));
      return { body: await settingsCollectionsOf(db, customerId, 'all') };
    },
  };
}
