// The payments port's contract on the in-memory twin and on the SDK adapter against the sandbox (real HTTP).
import { MemoryPaymentsGateway } from '../../../adapters/payments/MemoryPaymentsGateway';
import { sdkPaymentsGateway } from '../../../adapters/payments/sdkPaymentsGateway';
import { describePaymentsContract } from '../../contracts/paymentsContract';
import { achVariables, balanceOf, linkBank, PLATYPUS_CHECKING, PLATYPUS_SAVINGS } from '../sandbox/payments/support';
import { useSharedSandbox } from '../../support/sharedSandbox';

const TWIN_BANK = { institutionId: 'ins_twin', institutionName: 'Twin Bank' };

describePaymentsContract('MemoryPaymentsGateway (in-memory twin)', async () => {
  let customers = 0;
  return {
    visitor: new MemoryPaymentsGateway(),
    async customer({ balanceCents = 0, withdrawalsDisabled = false, cashoutOpen = true } = {}) {
      const customerId = `twin-${++customers}`;
      const twin = Object.assign(new MemoryPaymentsGateway(), { signedInAs: customerId, balanceCents, withdrawalsDisabled, cashoutOpen });
      return {
        gateway: twin,
        customerId,
        linkAccount: async (fundingType) =>
          twin.linkAccount({ ...TWIN_BANK, fundingType, plaidAccountId: `acc_${fundingType}`, last4: fundingType === 'CHECKING' ? '1234' : '5678' }),
        balanceCents: async () => twin.balanceCents,
      };
    },
  };
});

describe('payments adapter against the sandbox (real HTTP)', function () {
  const harness = useSharedSandbox();
  describePaymentsContract('sdkPaymentsGateway', async () => {
    return {
      visitor: sdkPaymentsGateway(harness.anonymous),
      async customer({ balanceCents = 0, withdrawalsDisabled = false, cashoutOpen = true } = {}) {
        const customer = await harness.freshCustomer({ balanceCents, withdrawalsDisabled, ...(cashoutOpen ? {} : { firstTransactionAt: null }) });
        return {
          gateway: sdkPaymentsGateway(customer.sdk),
          customerId: customer.customerId,
          async linkAccount(fundingType) {
            const success = await linkBank(harness, customer, fundingType === 'CHECKING' ? PLATYPUS_CHECKING : PLATYPUS_SAVINGS);
            const { customerId: _customerId, fundingTypes: _fundingTypes, ...account } = achVariables(customer, success);
            return account;
          },
          balanceCents: () => balanceOf(harness.sandbox.db, customer.customerId),
        };
      },
    };
  });
});
