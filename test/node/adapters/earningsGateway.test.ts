import { MemoryEarningsGateway } from '../../../adapters/earnings/MemoryEarningsGateway';
import { sdkEarningsGateway } from '../../../adapters/earnings/sdkEarningsGateway';
import { describeEarningsContract } from '../../contracts/earningsContract';
import { withDemoHistory } from '../../support/earningsHistory';
import { DEMO_CUSTOMER_ID } from '../../support/testStores';
import { DEMO_EMAIL } from '../sandbox/support/sandbox';
import { useSharedSandbox } from '../../support/sharedSandbox';
import { sandboxCallers } from './support/sandboxCallers';

describe('earnings port: the twin', () => {
  describeEarningsContract('MemoryEarningsGateway', async () => ({
    visitor: Object.assign(withDemoHistory(new MemoryEarningsGateway()), { signedInAs: null }),
    customer: withDemoHistory(new MemoryEarningsGateway()),
    customerId: DEMO_CUSTOMER_ID,
    otherCustomerId: '1000002',
  }));
});

describe('earnings port: the SDK adapter against the sandbox (real HTTP)', function () {
  const harness = useSharedSandbox();
  describeEarningsContract('sdkEarningsGateway', () => sandboxCallers(harness, sdkEarningsGateway));
});
