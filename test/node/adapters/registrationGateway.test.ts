// The registration port's contract on the in-memory twin and on the SDK adapter against the sandbox (real HTTP).
import { MemoryRegistrationGateway } from '../../../adapters/registration/MemoryRegistrationGateway';
import { sdkRegistrationGateway } from '../../../adapters/registration/sdkRegistrationGateway';
import { WEB_APP_TOKEN } from '../../../domain/constants/app';
import { createClipbackSdk } from '../../../sdk/src';
import { DEMO_CUSTOMERS } from '../../../scripts/sandbox/seed/fixtures';
import { FORBIDDEN_TEST_ZIP } from '../../../scripts/sandbox/services/account/zipRules';
import { describeRegistrationContract } from '../../contracts/registrationContract';
import { freshIdentity } from '../sandbox/account/support';
import { useSharedSandbox } from '../../support/sharedSandbox';

describeRegistrationContract('MemoryRegistrationGateway (in-memory twin)', async () => {
  const gateway = new MemoryRegistrationGateway();
  const identity = { auth0UserId: 'auth0|twin-identity', email: 'twin@example.com' };
  gateway.identities.set(identity.auth0UserId, identity.email);
  gateway.referralCodes.add(DEMO_CUSTOMERS.DEMO.referralCode);
  gateway.unrecognisedZips.add('00000');
  gateway.forbiddenZips.add(FORBIDDEN_TEST_ZIP);
  return { gateway, identity, knownReferralCode: DEMO_CUSTOMERS.DEMO.referralCode, unrecognisedZip: '00000', forbiddenZip: FORBIDDEN_TEST_ZIP };
});

describe('sdkRegistrationGateway against the sandbox', () => {
  const harness = useSharedSandbox();
  describeRegistrationContract('sdkRegistrationGateway', async () => {
    const fresh = await freshIdentity(harness);
    const sdk = createClipbackSdk({
      origin: harness.origin,
      appToken: WEB_APP_TOKEN,
      getAccessToken: () => fresh.accessToken,
      getSessionId: () => 'contract-session',
    });
    return {
      gateway: sdkRegistrationGateway(sdk),
      identity: { auth0UserId: fresh.identityId, email: fresh.email },
      knownReferralCode: DEMO_CUSTOMERS.DEMO.referralCode,
      unrecognisedZip: '00000',
      forbiddenZip: FORBIDDEN_TEST_ZIP,
    };
  });
});
