// The DirectLinkingGateway contract on the in-memory twin and on the SDK adapter against a sandbox of its own
// (the contract unlinks the demo shopper's 1408 and finishes their 1144 link, which no other suite may see).
import { MemoryDirectLinkingGateway } from '../../../adapters/directLinking/MemoryDirectLinkingGateway';
import { sdkDirectLinkingGateway } from '../../../adapters/directLinking/sdkDirectLinkingGateway';
import { RETAILER_ID } from '../../../domain/constants/retailers';
import { SANDBOX_MFA_CODE } from '../../../scripts/sandbox/services/main/mfaLinking';
import { describeDirectLinkingContract } from '../../contracts/directLinkingContract';
import { consentReturn } from '../../support/oauthConsent';
import { DEMO_CUSTOMER_ID } from '../../support/testStores';
import { DEMO_EMAIL, startSandboxHarness, type SandboxHarness } from '../sandbox/support/sandbox';
import { sandboxCallers } from './support/sandboxCallers';

describeDirectLinkingContract('MemoryDirectLinkingGateway (in-memory twin)', async () => {
  const customer = new MemoryDirectLinkingGateway(DEMO_CUSTOMER_ID);
  customer.links.set(RETAILER_ID.MFA, { retailerId: RETAILER_ID.MFA, status: 'verified', locked: true });
  return {
    visitor: customer.visitorView(),
    customer,
    customerId: DEMO_CUSTOMER_ID,
    consentReturn: async (uri, choice) => customer.consentReturn(uri, choice),
    mfaCode: customer.mfaCode,
  };
});

describe('DirectLinkingGateway against the sandbox (real HTTP)', function () {
  let harness: SandboxHarness;
  before(async function () {
    this.timeout(60_000);
    harness = await startSandboxHarness();
  });
  after(() => harness.close());

  describeDirectLinkingContract('sdkDirectLinkingGateway', async () => {
    return {
      ...(await sandboxCallers(harness, sdkDirectLinkingGateway)),
      consentReturn,
      mfaCode: SANDBOX_MFA_CODE,
    };
  });
});
