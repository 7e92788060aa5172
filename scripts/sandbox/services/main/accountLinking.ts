// Retailer account linking with an e-mail and password (001 §3, §4, §7): the customer's links, link, unlink.
// The direct-integration retailer (1408) links through walmartOAuthService; unlinking it also clears 4.
import * as MESSAGES from '../../../../domain/constants/messages';
import { retailersClearedByUnlink } from '../../../../domain/retailers/linkedAccountsList';
import { isLinkHoldingAccount, retailerLinkState } from '../../../../domain/retailers/linkState';
import { validateLinkAccountForm } from '../../../../domain/validation/linkAccountForm';
import { HttpError } from '../../api/HttpError';
import type { OperationHandlers } from '../../api/restService';
import { credentialIntegrationsOf, toCredentialIntegration, type CredentialIntegrationRow } from '../account/customers';
import { linkSettlement, statusAtSql } from '../account/linkSettling';
import { CODE, SANDBOX_MESSAGES, badRequest, fitsSqlInteger, invalidFields, notFound } from '../account/refusals';
import type { SandboxDeps } from '../SandboxDeps';
import { DIRECT_LINK_MESSAGES } from '../../../../domain/retailers/directLinkReturn';


/** A new link starts pending (linking takes minutes, up to 24 hours; 001 §4), then settles (../account/linkSettling.ts). */
export const NEW_LINK_STATUS = 'pending';


function holdsAccount(row: CredentialIntegrationRow): boolean {
  return isLinkHoldingAccount(retailerLinkState(row.status, row.retailer_id, row.locked));
}

export function accountLinkingHandlers(deps: SandboxDeps): OperationHandlers {
  const { db } = deps;
  return {
    async getLoyaltyConnections(context) {
      const { customerId } = context.requireCustomer(context.query.customer_id);
      const retailerId: number | undefined = context.query.retailer_id;
      if (retailerId !== undefined && !fitsSqlInteger(retailerId)) return { body: { loyaltyConnections: [] } };
      return { body: { loyaltyConnections: await credentialIntegrationsOf(db, customerId, deps.now(), retailerId) } };
    },

    async linkRetailerAccount(context) {
      const body = context.body as { customer_id: string; retailer_id: number; email: string; password: string; share_purchase_history?: boolean };
      const { customerId } = context.requireCustomer(body.customer_id);
      const retailer = fitsSqlInteger(body.retailer_id)
        ? await db.one<{ id: number; account_link_method: string | null }>('SELECT id, account_link_method FROM retailers WHERE id = $1', [body.retailer_id])
        : null;
      if (!retailer) throw notFound(MESSAGES.RETAILER_NOT_FOUND);
      if (retailer.account_link_method === null) throw badRequest(SANDBOX_MESSAGES.NO_ACCOUNT_LINKING, { retailer_id: SANDBOX_MESSAGES.NO_ACCOUNT_LINKING });
      if (retailer.account_link_method === 'direct') throw badRequest(SANDBOX_MESSAGES.LINK_METHOD_DIRECT, { retailer_id: SANDBOX_MESSAGES.LINK_METHOD_DIRECT });
      const form = validateLinkAccountForm({ email: body.email, password: body.password });
      if (!form.ok) throw invalidFields(form.fields as Record<string, string>);
      const email = form.value.email.toLowerCase();
      const now = deps.now();
      const settlement = linkSettlement(body.password, now);

      const row = await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
        // The same retailer account linked (or being linked) by another customer is a duplicate.
        const others = await tx.query<CredentialIntegrationRow>(
          `SELECT retailer_id, ${statusAtSql('$4')} AS status, locked FROM credential_integrations
            WHERE retailer_id = $1 AND lower(linked_email) = $2 AND customer_id <> $3`,
          [retailer.id, email, customerId, now],
        );
        if (others.some(holdsAccount)) {
          throw new HttpError(409, MESSAGES.DUPLICATE_ACCOUNT, { code: CODE.DUPLICATE_ACCOUNT });
        }
        const current = await tx.one<CredentialIntegrationRow & { linked_email: string | null }>(
          `SELECT retailer_id, ${statusAtSql('$3')} AS status, locked, linked_email FROM credential_integrations
            WHERE customer_id = $1 AND retailer_id = $2`,
          [customerId, retailer.id, now],
        );
        // Linking the account that is already linked changes nothing but the sharing choice.
        const sameAccount = current && current.linked_email?.toLowerCase() === email && holdsAccount(current);
        return tx.one<CredentialIntegrationRow>(
          `INSERT INTO credential_integrations (customer_id, retailer_id, status, locked, link_method, linked_email, share_purchase_history,
                                                created_at, updated_at, settles_to, settles_at)
           VALUES ($1, $2, $3, false, 'credentials', $4, $5, $6, $6, $8, $9)
           ON CONFLICT (customer_id, retailer_id) DO UPDATE SET
             status = CASE WHEN $7 THEN credential_integrations.status ELSE EXCLUDED.status END,
             locked = CASE WHEN $7 THEN credential_integrations.locked ELSE false END,
             settles_to = CASE WHEN $7 THEN credential_integrations.settles_to ELSE EXCLUDED.settles_to END,
             settles_at = CASE WHEN $7 THEN credential_integrations.settles_at ELSE EXCLUDED.settles_at END,
             link_method = 'credentials', linked_email = EXCLUDED.linked_email,
             share_purchase_history = EXCLUDED.share_purchase_history, updated_at = EXCLUDED.updated_at
           RETURNING retailer_id, ${statusAtSql('$6')} AS status, locked`,
          [customerId, retailer.id, NEW_LINK_STATUS, email, body.share_purchase_history ?? false, now, Boolean(sameAccount), settlement.settlesTo, settlement.settlesAt],
        );
      });
      if (!row) throw new Error('credential_integrations upsert returned no row');
      return { body: toCredentialIntegration(row) };
    },

    async unlinkRetailerAccount(context) {
      const { customerId } = context.requireCustomer(context.query.customer_id);
      const retailerId: number = context.query.retailer_id;
      if (!fitsSqlInteger(retailerId)) throw notFound(DIRECT_LINK_MESSAGES.NOT_LINKED);
      const unlinked = await db.transaction(async (tx) => {
        const linked = await tx.one('SELECT retailer_id FROM credential_integrations WHERE customer_id = $1 AND retailer_id = $2 FOR UPDATE', [
          customerId,
          retailerId,
        ]);
        if (!linked) return false;
        await tx.query('DELETE FROM credential_integrations WHERE customer_id = $1 AND retailer_id = ANY($2::int[])', [
          customerId,
          retailersClearedByUnlink(retailerId),
        ]);
        return true;
      });
      if (!unlinked) throw notFound(DIRECT_LINK_MESSAGES.NOT_LINKED);
      return { status: 204 };
    },
  };
}
