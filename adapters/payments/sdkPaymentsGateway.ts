import type { ClipbackClients } from '../../sdk/src';
import { CreateACHAccountDocument } from '../../sdk/src/generated/payments/CreateACHAccount';
import { DeactivateFundingSourceDocument } from '../../sdk/src/generated/payments/DeactivateFundingSource';
import { ExecuteTransferOutDocument } from '../../sdk/src/generated/payments/ExecuteTransferOut';
import { GetFundingSourcesDocument } from '../../sdk/src/generated/payments/GetFundingSources';
import { GetLinkTokenDocument } from '../../sdk/src/generated/payments/GetLinkToken';
import { FUNDING_TYPES } from '../../domain/money/fundingSource';
import type { PaymentsGateway } from './PaymentsGateway';

/** The header that repeats executeTransferOut's idempotencyKey (openapi/graphql/payments.graphql). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The payments GraphQL through the SDK (`execute` with the generated documents, so only these ship). */
export function sdkPaymentsGateway(api: ClipbackClients): PaymentsGateway {
  const { execute } = api.payments;
  return {
    async getLinkToken(customerId) {
      return (await execute(GetLinkTokenDocument, { customerId })).getLinkToken;
    },

    async getFundingSources(customerId) {
      return (await execute(GetFundingSourcesDocument, { customerId, types: [...FUNDING_TYPES] })).getFundingSources;
    },

    async createACHAccount(customerId, account) {
      const variables = { customerId, ...account, fundingTypes: [...FUNDING_TYPES] };
      return (await execute(CreateACHAccountDocument, variables)).createACHAccount;
    },

    async deactivateFundingSource(customerId, fundingSourceId) {
      return (await execute(DeactivateFundingSourceDocument, { customerId, fundingSourceId })).deactivateFundingSource;
    },

    async executeTransferOut(customerId, { fundingSourceId, amountCents, sessionId, idempotencyKey }) {
      const variables = { customerId, fundingSourceId, amount: amountCents, sessionId, idempotencyKey };
      const answer = await execute(ExecuteTransferOutDocument, variables, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
      return answer.executeTransferOut;
    },
  };
}
