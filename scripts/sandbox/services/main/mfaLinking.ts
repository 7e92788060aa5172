// The multi-factor step of a retailer link (001 §4: a verified, locked link at 1144 is actionRequired,
// 'Finish linking account'). The sandbox's retailer "sends" one fixed code (README); the right code unlocks the
// link, which then reads as linked.
import { retailerLinkState } from '../../../../domain/retailers/linkState';
import { MFA_CODE_MESSAGES, MFA_WRONG_CODE_WINDOW_MS, MFA_WRONG_CODES_PER_LINK, validateMfaCode } from '../../../../domain/retailers/mfaCode';
import { HttpError } from '../../api/HttpError';
import type { OperationHandlers } from '../../api/restService';
import { toCredentialIntegration, type CredentialIntegrationRow } from '../account/customers';
import { CODE, fitsSqlInteger, invalidFields, notFound, rateLimited } from '../account/refusals';
import { countRequest, throttleStateOf } from '../account/requestThrottle';
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
      // Wrong codes are counted per link in the database (every instance shares it), under the link's row lock,
      // so parallel guesses are decided one after another. A wrong code is counted, so the transaction commits
      // and the refusal is thrown after it.
      const wrongCodes = { now: deps.now(), limit: MFA_WRONG_CODES_PER_LINK, windowMs: MFA_WRONG_CODE_WINDOW_MS };
      const throttleKey = `mfa-link:${customerId}:${body.retailer_id}`;
      type Outcome = { ok: true; row: CredentialIntegrationRow | null } | { ok: false; error: HttpError; retryAfterSeconds?: number };
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const link = await tx.one<CredentialIntegrationRow>(
          'SELECT retailer_id, status, locked FROM credential_integrations WHERE customer_id = $1 AND retailer_id = $2 FOR UPDATE',
          [customerId, body.retailer_id],
        );
        if (!link) return { ok: false, error: notFound(DIRECT_LINK_MESSAGES.NOT_LINKED) };
        if (retailerLinkState(link.status, link.retailer_id, link.locked) !== 'actionRequired') {
          return { ok: false, error: new HttpError(409, MFA_CODE_MESSAGES.NOT_NEEDED, { code: CODE.CONFLICT }) };
        }
        const state = await throttleStateOf(tx, throttleKey, wrongCodes);
        if (!state.allowed) return { ok: false, error: rateLimited(MFA_CODE_MESSAGES.TOO_MANY_WRONG), retryAfterSeconds: state.retryAfterSeconds };
        if (code.value !== SANDBOX_MFA_CODE) {
          await countRequest(tx, throttleKey, wrongCodes);
          return { ok: false, error: invalidFields({ code: MFA_CODE_MESSAGES.WRONG }) };
        }
        await tx.query('DELETE FROM request_throttle_windows WHERE key = $1', [throttleKey]);
        const row = await tx.one<CredentialIntegrationRow>(
          `UPDATE credential_integrations SET locked = false, updated_at = $3
            WHERE customer_id = $1 AND retailer_id = $2 RETURNING retailer_id, status, locked`,
          [customerId, body.retailer_id, deps.now()],
        );
        return { ok: true, row };
      });
      if (!outcome.ok) {
        if (outcome.retryAfterSeconds === undefined) throw outcome.error;
        return { status: outcome.error.status, body: outcome.error.toBody(), headers: { 'Retry-After': String(outcome.retryAfterSeconds) } };
      }
      const { row } = outcome;
      if (!row) throw new Error('credential_integrations update returned no row');
      return { body: toCredentialIntegration(row) };
    },
  };
}
