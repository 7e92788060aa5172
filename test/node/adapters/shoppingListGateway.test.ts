import { MemoryShoppingListGateway } from '../../../adapters/shoppingList/MemoryShoppingListGateway';
import { sdkShoppingListGateway } from '../../../adapters/shoppingList/sdkShoppingListGateway';
import { DEFAULT_RETAILER_IDS } from '../../../domain/constants/retailers';
import { describeShoppingListContract } from '../../contracts/shoppingListContract';
import { OFFERS_FIXTURE, seededOffers } from '../../support/offersMother';
import { DEMO_EMAIL } from '../sandbox/support/sandbox';
import { useSharedSandbox } from '../../support/sharedSandbox';

describe('shopping-list port: the twin', () => {
  describeShoppingListContract('MemoryShoppingListGateway', async () => {
    const customer = new MemoryShoppingListGateway(OFFERS_FIXTURE.CUSTOMER_ID);
    customer.offersAt.set(OFFERS_FIXTURE.RETAILER_ID, [...seededOffers().offers.values()]);
    return {
      visitor: new MemoryShoppingListGateway(null),
      customer,
      customerId: OFFERS_FIXTURE.CUSTOMER_ID,
      otherCustomerId: '1000002',
      retailer: { id: OFFERS_FIXTURE.RETAILER_ID, offerWord: 'milk' },
    };
  });
});

describe('shopping-list port: the SDK adapter against the sandbox (real HTTP)', function () {
  const harness = useSharedSandbox();
  describeShoppingListContract('sdkShoppingListGateway', async () => {
    // A customer of its own: the contract stores a list and sends the once-only feedback.
    const { customerId, sdk } = await harness.freshCustomer();
    const demo = await harness.sdkFor(DEMO_EMAIL);
    return {
      visitor: sdkShoppingListGateway(harness.anonymous),
      customer: sdkShoppingListGateway(sdk),
      customerId,
      otherCustomerId: demo.customerId,
      // Maple & Main, the seeded grocery retailer, sells milk.
      retailer: { id: DEFAULT_RETAILER_IDS[0] as number, offerWord: 'milk' },
    };
  });
});
