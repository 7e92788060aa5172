// The customers, account-linking, flags and tracking adapters run their port contracts over one sandbox.
import { sdkCustomerGateway } from '../../../adapters/customers/sdkCustomerGateway';
import { sdkFlags } from '../../../adapters/flags/FlagsPort';
import { sdkAccountLinkingGateway } from '../../../adapters/linking/AccountLinkingGateway';
import { sdkTracking } from '../../../adapters/tracking/TrackingPort';
import { RETAILER_ID } from '../../../domain/constants/retailers';
import type { ClipbackSdk } from '../../../sdk/src';
import { describeAccountLinkingContract } from '../../contracts/accountLinkingContract';
import { describeCustomersContract } from '../../contracts/customersContract';
import { describeFlagsContract } from '../../contracts/flagsContract';
import { describeTrackingContract } from '../../contracts/trackingContract';
import { DEMO_PASSWORD } from '../../../scripts/sandbox/seed/fixtures';
import { DEMO_EMAIL, type SandboxHarness } from '../sandbox/support/sandbox';
import { useAdaptersSandbox } from './support/adaptersSandbox';

describe('customers, linking, flags and tracking adapters against the sandbox (real HTTP)', function () {
  const sandbox = useAdaptersSandbox();
  let harness: SandboxHarness;
  let demo: ClipbackSdk & { customerId: string };

  before(async () => {
    harness = sandbox();
    demo = await harness.sdkFor(DEMO_EMAIL);
  });

  describeCustomersContract('sdkCustomerGateway', async () => ({
    visitor: sdkCustomerGateway(harness.anonymous),
    customer: sdkCustomerGateway(demo),
    customerId: demo.customerId,
    otherCustomerId: String(Number(demo.customerId) + 1),
    password: DEMO_PASSWORD,
  }));

  describeAccountLinkingContract('sdkAccountLinkingGateway', async () => ({
    visitor: sdkAccountLinkingGateway(harness.anonymous),
    customer: sdkAccountLinkingGateway(demo),
    customerId: demo.customerId,
    link: { retailerId: RETAILER_ID.DIRECT_INTEGRATION, status: 'verified', locked: false },
    unlinkedRetailerId: RETAILER_ID.CREDIT_WITHIN_24_HOURS,
  }));

  describeFlagsContract('sdkFlags', async () => ({ flags: sdkFlags(demo), customerId: demo.customerId }));

  describeTrackingContract('sdkTracking', async () => ({
    visitor: sdkTracking(harness.anonymous),
    customer: sdkTracking(demo),
    customerId: demo.customerId,
    now: new Date(),
  }));
});
