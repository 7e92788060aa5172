// The support port's contract on the in-memory twin and on the SDK adapter against the sandbox (real HTTP).
import { MemorySupportGateway, TWIN_HELP_CENTER_URL } from '../../../adapters/support/MemorySupportGateway';
import { sdkSupportGateway } from '../../../adapters/support/sdkSupportGateway';
import { DEFAULT_HELP_CENTER_URL } from '../../../scripts/sandbox/services/main/helpdesk';
import { DEMO_CUSTOMERS as CUSTOMER } from '../../../scripts/sandbox/seed/fixtures';
import { describeSupportContract } from '../../contracts/supportContract';
import { DEMO_EMAIL, NEW_EMAIL } from '../sandbox/support/sandbox';
import { useSharedSandbox } from '../../support/sharedSandbox';
import { sandboxCallers } from './support/sandboxCallers';

describeSupportContract('MemorySupportGateway (in-memory twin)', async () => {
  const customer = Object.assign(new MemorySupportGateway(), { signedInAs: CUSTOMER.DEMO.id, ownEmail: DEMO_EMAIL });
  const unchecked = Object.assign(new MemorySupportGateway(), { signedInAs: CUSTOMER.NEW.id, checkupComplete: false });
  return {
    visitor: new MemorySupportGateway(),
    customer,
    customerId: CUSTOMER.DEMO.id,
    customerEmail: DEMO_EMAIL,
    unchecked,
    otherCustomerId: CUSTOMER.FRIEND.id,
    helpCentreHome: TWIN_HELP_CENTER_URL,
  };
});

describe('support adapter against the sandbox (real HTTP)', function () {
  const harness = useSharedSandbox();
  describeSupportContract('sdkSupportGateway', async () => {
    return {
      ...(await sandboxCallers(harness, sdkSupportGateway)),
      customerEmail: DEMO_EMAIL,
      unchecked: sdkSupportGateway(await harness.sdkFor(NEW_EMAIL)),
      otherCustomerId: CUSTOMER.FRIEND.id,
      helpCentreHome: DEFAULT_HELP_CENTER_URL,
    };
  });
});
