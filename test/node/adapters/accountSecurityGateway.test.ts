import { expect } from 'chai';
import { rejection } from '../../support/rejection';
// The AccountSecurityGateway contract on the in-memory twin and on the SDK adapter against a sandbox of its own
// (the contract confirms the fresh customer's e-mail and phone, which no other suite may see changed).
import { MemoryAccountSecurityGateway } from '../../../adapters/accountSecurity/MemoryAccountSecurityGateway';
import { sdkAccountSecurityGateway } from '../../../adapters/accountSecurity/sdkAccountSecurityGateway';
import { sdkCustomerGateway } from '../../../adapters/customers/sdkCustomerGateway';
import { NAV_QUERY_KEY, ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { DEMO_PASSWORD } from '../../../scripts/sandbox/seed/fixtures';
import { MAX_FAILED_ATTEMPTS } from '../../../scripts/sandbox/identity';
import { describeAccountSecurityContract } from '../../contracts/accountSecurityContract';
import { latestCode, latestLinkTo } from '../../support/outboxReader';
import { DEMO_CUSTOMER_ID } from '../../support/testStores';
import { NEW_EMAIL, startSandboxHarness, type SandboxHarness } from '../sandbox/support/sandbox';
import { sandboxCallers } from './support/sandboxCallers';

describeAccountSecurityContract('MemoryAccountSecurityGateway (in-memory twin)', async () => {
  const customer = new MemoryAccountSecurityGateway(DEMO_CUSTOMER_ID);
  customer.takenPhones.add('+13035550199');
  return {
    visitor: customer.visitorView(),
    customer,
    customerId: DEMO_CUSTOMER_ID,
    otherCustomerId: '1000002',
    takenPhone: '(303) 555-0199',
    freePhone: '(303) 555-0177',
    latestEmailToken: async () => customer.sentEmailTokens.at(-1) ?? '',
    latestCode: async () => customer.sentCodes.at(-1) ?? '',
    lockAccount: async () => {
      customer.unlockTokens.add('unl-twin');
      return 'unl-twin';
    },
  };
});

describe('AccountSecurityGateway against the sandbox (real HTTP)', function () {
  let harness: SandboxHarness;
  before(async function () {
    this.timeout(60_000);
    harness = await startSandboxHarness();
  });
  after(() => harness.close());

  describeAccountSecurityContract('sdkAccountSecurityGateway', async () => {
    const fresh = await harness.sdkFor(NEW_EMAIL);
    return {
      ...(await sandboxCallers(harness, sdkAccountSecurityGateway, NEW_EMAIL)),
      // The seed's friend holds this verified number.
      takenPhone: '303.555.0199',
      freePhone: '(303) 555-0177',
      latestEmailToken: async () =>
        (await latestLinkTo(harness.origin, NEW_EMAIL, buildPath(ROUTE_NAME.CONFIRM_EMAIL))).searchParams.get(NAV_QUERY_KEY.TOKEN) ?? '',
      latestCode: (phone) => latestCode(harness.origin, phone),
      lockAccount: async () => {
        // Wrong passwords at a profile save count toward the same lock as sign-in; the last one e-mails the link.
        const customers = sdkCustomerGateway(fresh);
        for (let attempt = 0; attempt < MAX_FAILED_ATTEMPTS; attempt += 1) {
          const refusal = await rejection<{ status: number }>(customers.changeProfile(fresh.customerId, { firstName: 'Locked' }, `${DEMO_PASSWORD}-wrong`));
          // Wrong passwords answer 400; the one that locks (and those after) 403.
          expect([400, 403]).to.include(refusal.status);
        }
        return (await latestLinkTo(harness.origin, NEW_EMAIL, buildPath(ROUTE_NAME.UNLOCK_ACCOUNT))).searchParams.get(NAV_QUERY_KEY.TOKEN) ?? '';
      },
    };
  });
});
