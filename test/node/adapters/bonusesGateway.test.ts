import { sdkBonusesGateway } from '../../../adapters/bonuses/sdkBonusesGateway';
import { describeBonusesContract } from '../../contracts/bonusesContract';
import { seededBonuses } from '../../support/bonusesMother';
import { DEMO_EMAIL } from '../sandbox/support/sandbox';
import { useSharedSandbox } from '../../support/sharedSandbox';

const UNKNOWN_BONUS_ID = 999_999;

describe('bonuses port: the twin', () => {
  describeBonusesContract('MemoryBonusesGateway', async () => ({
    visitor: seededBonuses({ signedIn: false }),
    customer: seededBonuses(),
    unknownBonusId: UNKNOWN_BONUS_ID,
  }));
});

describe('bonuses port: the SDK adapter against the sandbox (real HTTP)', function () {
  const harness = useSharedSandbox();
  describeBonusesContract('sdkBonusesGateway', async () => {
    return {
      visitor: sdkBonusesGateway(harness.anonymous),
      customer: sdkBonusesGateway(await harness.sdkFor(DEMO_EMAIL)),
      unknownBonusId: UNKNOWN_BONUS_ID,
    };
  });
});
