// walmartOAuthService/* handlers: the direct-integration retailer (1408) links through its own sign-in
// (001 §4, §7). Login answers a state and the URL to open; link finishes it and marks 1408 verified; unlink
// clears 1408 and 4.
import { FLAG } from '../../../../domain/constants/flags';
import { RETAILER_ID, UNLINK_CLEARS_RETAILER_IDS } from '../../../../domain/constants/retailers';
import { isDirectIntegrationLinked } from '../../../../domain/retailers/linkState';
import { completeOAuthLink, startOAuthLink } from '../account/oauthLinks';
import { notFound, signedInCustomer, withBadInputNet } from '../account/refusals';
import { flagStoreFor } from '../flags/flagStore';
import type { RestHandlersFactory } from '../SandboxDeps';
import { DIRECT_LINK_MESSAGES } from '../../../../domain/retailers/directLinkReturn';

/** walmartOAuthService/* handlers (direct-integration retailer linking). */
export const walmartOAuthHandlers: RestHandlersFactory = (deps) => {
  const { db } = deps;
  return withBadInputNet({
    async walmartOAuthServiceLogin(context) {
      const customerId = signedInCustomer(context);
      const started = await startOAuthLink(db, {
        customerId,
        retailerId: RETAILER_ID.DIRECT_INTEGRATION,
        goto: context.body.goto,
        origin: deps.origin,
        now: deps.now(),
      });
      return { body: { state: started.state, redirect_uri: started.redirectUri } };
    },

    async fetchWalmartCustomerLinkingData(context) {
      const customerId = signedInCustomer(context);
      // Every direct-integration retailer (the flag's list, and 1408 always) → verified or not.
      const value = (await flagStoreFor(db).stored())[FLAG.DIRECT_INTEGRATION_RETAILERS];
      const flagged = Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
      const retailerIds = [...new Set([RETAILER_ID.DIRECT_INTEGRATION, ...flagged])];
      const links = await db.query<{ retailer_id: number; status: string }>(
        'SELECT retailer_id, status FROM credential_integrations WHERE customer_id = $1 AND retailer_id = ANY($2::int[])',
        [customerId, retailerIds],
      );
      const status = new Map(links.map((link) => [link.retailer_id, link.status]));
      return { body: Object.fromEntries(retailerIds.map((id) => [String(id), isDirectIntegrationLinked(status.get(id))])) };
    },

    async walmartLinkCustomerAccount(context) {
      const customerId = signedInCustomer(context);
      const { code, state } = context.body as { code: string; state: string };
      return { body: await completeOAuthLink(db, { customerId, code, state, now: deps.now() }) };
    },

    async walmartUnlinkCustomerAccount(context) {
      const customerId = signedInCustomer(context);
      const removed = await db.query<{ retailer_id: number }>(
        'DELETE FROM credential_integrations WHERE customer_id = $1 AND retailer_id = ANY($2::int[]) RETURNING retailer_id',
        [customerId, [...UNLINK_CLEARS_RETAILER_IDS]],
      );
      if (removed.length === 0) throw notFound(DIRECT_LINK_MESSAGES.NOT_LINKED);
      return { body: { unlinked: true } };
    },
  });
};
