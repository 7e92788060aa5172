// Test stores signed in as the demo customer, with the customer and settings twins holding their records.
import { DAY_MS } from '../../domain/constants/timing';
import { createTestStores, demoCustomerRecord, DEMO_CUSTOMER_ID, signInCustomer, TEST_NOW } from './testStores';

import { DEMO_PASSWORD } from '../../scripts/sandbox/seed/fixtures';

export { DEMO_PASSWORD };
export const EMAIL_TOKEN = 'est-valid';

export async function signedInAccount({ path = '/account', balance = 4250, gpc = false, signedIn = true, checkupComplete = true } = {}) {
  const t = createTestStores({ path });
  if (!checkupComplete) t.security.statuses.set('phoneVerification', 'INCOMPLETE');
  t.customers.customers.set(DEMO_CUSTOMER_ID, demoCustomerRecord(balance));
  t.customers.passwords.set(DEMO_CUSTOMER_ID, DEMO_PASSWORD);
  t.customers.today = TEST_NOW;
  t.settings.customers.add(DEMO_CUSTOMER_ID);
  t.settings.now = () => t.clock.now();
  t.settings.emailTokens.set(EMAIL_TOKEN, { customerId: DEMO_CUSTOMER_ID, expiresAt: new Date(TEST_NOW.getTime() + 30 * DAY_MS) });
  t.stores.environment.setGlobalPrivacyControl(gpc);
  if (signedIn) signInCustomer(t);
  await t.stores.auth.start(new URL(`http://localhost${path}`));
  return t;
}
