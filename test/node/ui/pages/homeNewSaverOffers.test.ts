import { expect } from 'chai';
import { HomePageModel } from '../../../../ui/pages/home/HomePageModel';
import { createTestStores, demoCustomerRecord, DEMO_CUSTOMER_ID, signInCustomer, TEST_NOW } from '../../../support/testStores';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(TEST_NOW.getTime() - days * DAY_MS).toISOString().slice(0, 10);

async function home({ joinDate, signedIn = true }: { joinDate: string; signedIn?: boolean }) {
  const test = createTestStores({ path: '/home' });
  if (signedIn) signInCustomer(test);
  await test.stores.auth.start(new URL('http://localhost/home'));
  test.customers.customers.set(DEMO_CUSTOMER_ID, { ...demoCustomerRecord(0), joinDate });
  if (signedIn) await test.stores.customer.load();
  return new HomePageModel(test.stores);
}

describe('the home page for new savers', () => {
  it('shows the new-user and referral offers to a customer who joined within 7 days', async () => {
    expect((await home({ joinDate: daysAgo(0) })).showsNewSaverOffers).to.equal(true);
    expect((await home({ joinDate: daysAgo(6) })).showsNewSaverOffers).to.equal(true);
  });

  it('not after 7 days, nor to a visitor', async () => {
    expect((await home({ joinDate: daysAgo(8) })).showsNewSaverOffers).to.equal(false);
    expect((await home({ joinDate: daysAgo(0), signedIn: false })).showsNewSaverOffers).to.equal(false);
  });
});
