import { MemoryFavoritesGateway } from '../../../adapters/favorites/MemoryFavoritesGateway';
import { sdkFavoritesGateway } from '../../../adapters/favorites/sdkFavoritesGateway';
import { RETAILER_ID } from '../../../domain/constants/retailers';
import { describeFavoritesContract } from '../../contracts/favoritesContract';
import { DEMO_CUSTOMER_ID } from '../../support/testStores';
import { DEMO_EMAIL } from '../sandbox/support/sandbox';
import { useSharedSandbox } from '../../support/sharedSandbox';
import { sandboxCallers } from './support/sandboxCallers';

const RETAILER_IDS = [RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.FALLBACK_DEFAULT] as const;
const UNKNOWN_RETAILER_ID = 999_999;
/** A category of the demo catalogue the demo shopper has not favourited (the seed favours 88, 1482 and 153). */
const CATEGORY_ID = 230;

function seededTwin(signedInAs: string | null): MemoryFavoritesGateway {
  const twin = new MemoryFavoritesGateway(signedInAs);
  twin.retailers.set(RETAILER_ID.DIRECT_INTEGRATION, { name: 'Grandmart Superstore', imageUrl: '' });
  twin.retailers.set(RETAILER_ID.FALLBACK_DEFAULT, { name: 'Grandmart Grocery', imageUrl: '' });
  twin.favoriteIds = [RETAILER_ID.DIRECT_INTEGRATION];
  return twin;
}

describe('favourites port: the twin', () => {
  describeFavoritesContract('MemoryFavoritesGateway', async () => ({
    visitor: seededTwin(null),
    customer: seededTwin(DEMO_CUSTOMER_ID),
    customerId: DEMO_CUSTOMER_ID,
    otherCustomerId: '1000002',
    retailerIds: RETAILER_IDS,
    unknownRetailerId: UNKNOWN_RETAILER_ID,
    categoryId: CATEGORY_ID,
  }));
});

describe('favourites port: the SDK adapter against the sandbox (real HTTP)', function () {
  const harness = useSharedSandbox();
  describeFavoritesContract('sdkFavoritesGateway', async () => {
    return {
      ...(await sandboxCallers(harness, sdkFavoritesGateway)),
      retailerIds: RETAILER_IDS,
      unknownRetailerId: UNKNOWN_RETAILER_ID,
      categoryId: CATEGORY_ID,
    };
  });
});
