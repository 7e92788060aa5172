import { sdkSearchGateway } from '../../../adapters/search/sdkSearchGateway';
import { RETAILER_ID } from '../../../domain/constants/retailers';
import { describeSearchContract } from '../../contracts/searchContract';
import { SEARCH_FIXTURE as F, seededSearch } from '../../support/searchMother';
import { DEMO_EMAIL } from '../sandbox/support/sandbox';
import { useSharedSandbox } from '../../support/sharedSandbox';

describe('search port: the twin', () => {
  describeSearchContract('MemorySearchGateway', async () => ({
    visitor: seededSearch({ signedIn: false }),
    customer: seededSearch(),
    retailer: F.RETAILER,
    misspelledRetailerName: F.MISSPELLED_RETAILER_NAME,
    retailerWithOffers: { id: F.RETAILER.id, offerWord: F.OFFER_WORD },
  }));
});

describe('search port: the SDK adapter against the sandbox (real HTTP)', function () {
  const harness = useSharedSandbox();
  describeSearchContract('sdkSearchGateway', async () => {
    return {
      visitor: sdkSearchGateway(harness.anonymous),
      customer: sdkSearchGateway(await harness.sdkFor(DEMO_EMAIL)),
      // The demo catalogue's names (scripts/sandbox/seed/fixtures.ts), as the twin's fixture mirrors them.
      retailer: F.RETAILER,
      misspelledRetailerName: F.MISSPELLED_RETAILER_NAME,
      retailerWithOffers: { id: RETAILER_ID.HIDES_EXTENSION_HEADER, offerWord: F.OFFER_WORD },
    };
  });
});
