// The customers, account-linking, flags and tracking adapters run their port contracts over one sandbox.
import { sdkCustomerGateway } from '../../../adapters/customers/sdkCustomerGateway';
import { sdkFlags } from '../../../adapters/flags/FlagsPort';
import { sdkAccountLinkingGateway } from '../../../adapters/linking/sdkAccountLinkingGateway';
import { sdkTracking } from '../../../adapters/tracking/TrackingPort';
import { RETAILER_ID } from '../../../domain/constants/retailers';
import { createEventSender, type ClipbackSdk, type ClipbackSdkOptions } from '../../../sdk/src';
import { WEB_APP_TOKEN } from '../../../domain/constants/app';
import { describeAccountLinkingContract } from '../../contracts/accountLinkingContract';
import { describeCustomersContract } from '../../contracts/customersContract';
import { describeFlagsContract } from '../../contracts/flagsContract';
import { describeTrackingContract } from '../../contracts/trackingContract';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../../../scripts/sandbox/seed/fixtures';

const FRIEND_EMAIL = DEMO_CUSTOMERS.FRIEND.email;
import { DEMO_EMAIL, type SandboxHarness } from '../sandbox/support/sandbox';
import { useSharedSandbox } from '../../support/sharedSandbox';
import { sandboxCallers } from './support/sandboxCallers';

/**
 * A retailer that links with a password where the demo has no link, and an e-mail the friend's link holds there
 * (the friend's link is the only change left behind; no other suite reads it).
 */
async function linkableRetailerHeldByFriend(harness: SandboxHarness, demoId: string): Promise<{ linkableRetailerId: number; takenEmail: string }> {
  const retailer = await harness.sandbox.db.one<{ id: number }>(
    `SELECT id FROM retailers WHERE account_link_method = 'credentials'
      AND id NOT IN (SELECT retailer_id FROM credential_integrations WHERE customer_id = $1) ORDER BY id LIMIT 1`,
    [demoId],
  );
  if (!retailer) throw new Error('the seed has no credential retailer the demo is not linked to');
  const takenEmail = 'held-by-friend@example.com';
  const friend = await harness.sdkFor(FRIEND_EMAIL);
  await friend.main.POST('/account_linking/link', { body: { customer_id: friend.customerId, retailer_id: retailer.id, email: takenEmail, password: 'x' } });
  return { linkableRetailerId: retailer.id, takenEmail };
}

describe('customers, linking, flags and tracking adapters against the sandbox (real HTTP)', function () {
  const harness = useSharedSandbox();
  let demo: ClipbackSdk & { customerId: string };

  before(async () => {
    demo = await harness.sdkFor(DEMO_EMAIL);
  });

  describeCustomersContract('sdkCustomerGateway', async () => ({
    ...(await sandboxCallers(harness, sdkCustomerGateway)),
    password: DEMO_PASSWORD,
  }));

  describeAccountLinkingContract('sdkAccountLinkingGateway', async () => ({
    visitor: sdkAccountLinkingGateway(harness.anonymous),
    customer: sdkAccountLinkingGateway(demo),
    customerId: demo.customerId,
    link: { retailerId: RETAILER_ID.DIRECT_INTEGRATION, status: 'verified', locked: false },
    unlinkedRetailerId: RETAILER_ID.CREDIT_WITHIN_24_HOURS,
    ...(await linkableRetailerHeldByFriend(harness, demo.customerId)),
  }));

  describeFlagsContract('sdkFlags', async () => ({ flags: sdkFlags(demo), customerId: demo.customerId }));

  describeTrackingContract('sdkTracking', async () => {
    const { accessToken, customerId } = await harness.tokenFor(DEMO_EMAIL);
    const sender = (options: ClipbackSdkOptions = {}) => createEventSender({ origin: harness.origin, appToken: WEB_APP_TOKEN, ...options });
    return {
      visitor: sdkTracking(sender()),
      customer: sdkTracking(sender({ getAccessToken: () => accessToken, getCustomerId: () => customerId, getSessionId: () => 'test-session' })),
      customerId,
      now: new Date(),
    };
  });
});
