// The multi-factor step of a retailer link (001 §4: a verified, locked link at 1144 is actionRequired,
// 'Finish linking account'). The sandbox's retailer "sends" one fixed code (README); the right code unlocks the
// link, which then reads as linked.
import { retailerLinkState } from '../../../../domain/retailers/linkState';
import { MFA_CODE_MESSAGES, validateMfaCode } from '../../../../domain/retailers/mfaCode';
import { HttpError } from '../../api/HttpError';
import type { OperationHandlers } from '../../api/restService';
import { toCredentialIntegration, type CredentialIntegrationRow } from '../account/customers';
import { CODE, fitsSqlInteger, invalidFields, notFound } from '../account/refusals';
import type { SandboxDeps } from '../SandboxDeps';
import { DIRECT_LINK_MESSAGES } from '../../../../domain/retailers/directLinkReturn';

/** The one code the sandbox's retailer accepts for its multi-factor step (documented in account/README.md). */
export const SANDBOX_MFA_CODE = '246810';

export function mfaLinkingHandlers(deps: SandboxDeps): OperationHandlers {
  const { db } = deps;
  return {
    async finishMfaLink(context) {
      const body = context.body as { customer_id: string; retailer_id: number; code: string };
      const { customerId } = context.requireCustomer(body.customer_id);
      const code = validateMfaCode(body.code);
      if (!code.ok) throw invalidFields({ code: code.message });
      if (!fitsSqlInteger(body.retailer_id)) throw notFound(DIRECT_LINK_MESSAGES.NOT_LINKED);
      const row = await db.transaction(async (tx) => {
        const link = await tx.one<CredentialIntegrationRow>(
          'SELECT retailer_id, status, locked FROM credential_integrations WHERE customer_id = $1 AND retailer_id = $2 FOR UPDATE',
          [customerId, body.retailer_id],
        );
        if (!link) throw notFound(DIRECT_LINK_MESSAGES.NOT_LINKED);
        if (retailerLinkState(link.status, link.retailer_id, link.locked) !== 'actionRequired') {
          throw new HttpError(409, MFA_CODE_MESSAGES.NOT_NEEDED, { code: CODE.CONFLICT });
        }
        if (code.value !== SANDBOX_MFA_CODE) throw invalidFields({ code: MFA_CODE_MESSAGES.WRONG });
        return tx.one<CredentialIntegrationRow>(
          `UPDATE credential_integrations SET locked = false, updated_at = $3
            WHERE customer_id = $1 AND retailer_id = $2 RETURNING retailer_id, status, locked`,
          [customerId, body.retailer_id, deps.now()],
        );
      });
      if (!row) throw new Error('credential_integrations update returned no row');
      return { body: toCredentialIntegration(row) };
    },
  };
}
