import { createApi } from '../../../adapters/http/createApi';
import { MemorySettingsGateway } from '../../../adapters/settings/MemorySettingsGateway';
import { sdkSettingsGateway } from '../../../adapters/settings/sdkSettingsGateway';
import { DAY_MS } from '../../../domain/constants/timing';
import { describeSettingsContract } from '../../contracts/settingsContract';
import { DEMO, useAccountHarness } from '../sandbox/account/support';

const OTHER_CUSTOMER_ID = '100002';

describe('settings port: the twin', () => {
  let offsetMs = 0;
  const now = () => new Date(Date.UTC(2026, 2, 1) + offsetMs);
  describeSettingsContract('MemorySettingsGateway', async () => {
    const customer = new MemorySettingsGateway();
    customer.now = now;
    customer.customers.add(DEMO.id);
    customer.emailTokens.set('est-valid', { customerId: DEMO.id, expiresAt: new Date(now().getTime() + 30 * DAY_MS) });
    customer.emailTokens.set('est-expired', { customerId: DEMO.id, expiresAt: new Date(now().getTime() - DAY_MS) });
    const visitor = Object.assign(Object.create(Object.getPrototypeOf(customer) as object) as MemorySettingsGateway, customer, { signedIn: false });
    return {
      visitor,
      customer,
      customerId: DEMO.id,
      otherCustomerId: OTHER_CUSTOMER_ID,
      emailToken: 'est-valid',
      expiredEmailToken: 'est-expired',
      advance: (ms) => void (offsetMs += ms),
      now,
      forcedLogouts: () => 0,
    };
  });
});

describe('settings port: the SDK adapter against the sandbox, through the app API (real HTTP)', function () {
  const harness = useAccountHarness();
  let forcedLogouts = 0;
  before(async function () {
    this.timeout(60_000);
  });

  describeSettingsContract('sdkSettingsGateway', async () => {
    const { customerId } = await harness.tokenFor(DEMO.email);
    // A fresh token per call: the contract moves the clock days ahead, past a token's life.
    const session = (signedIn: boolean) => ({
      getAccessToken: async () => (signedIn ? (await harness.tokenFor(DEMO.email)).accessToken : null),
      getCustomerId: () => (signedIn ? customerId : null),
      getSessionId: () => 'test-session',
      getZip: () => null,
    });
    const onAuthenticationError = () => void (forcedLogouts += 1);
    const db = harness.sandbox.db;
    const now = harness.clock.now();
    const emailToken = (await db.one<{ token: string }>('SELECT token FROM email_settings_tokens WHERE customer_id = $1', [customerId]))!.token;
    await db.query('INSERT INTO email_settings_tokens (token, customer_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
      'est-expired-contract', customerId, new Date(now.getTime() - 40 * DAY_MS), new Date(now.getTime() - 10 * DAY_MS),
    ]);
    return {
      visitor: sdkSettingsGateway(createApi(harness.origin, session(false), onAuthenticationError)),
      customer: sdkSettingsGateway(createApi(harness.origin, session(true), onAuthenticationError)),
      customerId,
      otherCustomerId: OTHER_CUSTOMER_ID,
      emailToken,
      expiredEmailToken: 'est-expired-contract',
      advance: (ms) => harness.clock.advance(ms),
      now: harness.clock.now,
      forcedLogouts: () => forcedLogouts,
    };
  });
});
