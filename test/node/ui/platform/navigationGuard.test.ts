import { expect } from 'chai';
import type { FlagValues } from '../../../../adapters/flags/FlagsPort';
import { FLAG } from '../../../../domain/constants/flags';
import { startNavigationGuard } from '../../../../ui/app/navigationGuard';
import { createTestStores, TEST_NOW } from '../../../support/testStores';

const OFFER = '/offers/Milk/5?retailerId=12';

async function guarded(path: string, flags: Record<string, unknown>, { signedIn = false, loadFlags = true } = {}) {
  const twins = createTestStores({ path });
  twins.flags.values = flags as FlagValues;
  if (signedIn) twins.identity.signIn({ sub: 'auth0|x' }, { sub: '1000001', exp: TEST_NOW.getTime() / 1000 + 3600 });
  const stop = startNavigationGuard(twins.stores);
  await twins.stores.auth.start(new URL(`http://localhost${path}`));
  if (loadFlags) await twins.stores.flags.load({ customerId: twins.stores.auth.customerId, platform: 'web_v2' });
  return { ...twins, stop, location: () => `${twins.history.location.pathname}${twins.history.location.search}` };
}

describe('navigation guard with the flags', () => {
  it('lets an anonymous visitor see a generic offer when both logged-out offer flags are on (the seed)', async () => {
    const { location, stop } = await guarded(OFFER, {
      [FLAG.LOGGED_OUT_AFFILIATE_OFFERS]: true,
      [FLAG.LOGGED_OUT_ITEM_OFFERS]: true,
    });
    expect(location()).to.equal(OFFER);
    stop();
  });

  it('sends an anonymous visitor to sign-in with redirect = the offer path when the flags say no', async () => {
    const { location, stop } = await guarded(OFFER, { [FLAG.LOGGED_OUT_AFFILIATE_OFFERS]: true });
    expect(location()).to.equal(`/sign-in?redirect=${encodeURIComponent(OFFER)}`);
    stop();
  });

  it('applies only the flag for the kind of offer once the page says which it is', async () => {
    const twins = await guarded(OFFER, { [FLAG.LOGGED_OUT_AFFILIATE_OFFERS]: true }, { loadFlags: false });
    // Before the flags answer, an anonymous offer page is not redirected on the defaults.
    expect(twins.location()).to.equal(OFFER);
    twins.stores.router.setAnonymousOfferKind('affiliate');
    await twins.stores.flags.load({ customerId: null, platform: 'web_v2' });
    expect(twins.location()).to.equal(OFFER);
    twins.stores.router.setAnonymousOfferKind('item');
    expect(twins.location()).to.equal(`/sign-in?redirect=${encodeURIComponent(OFFER)}`);
    twins.stop();
  });

  it('never gates a signed-in customer on the logged-out flags', async () => {
    const { location, stop } = await guarded(OFFER, {}, { signedIn: true });
    expect(location()).to.equal(OFFER);
    stop();
  });

  it('does not wait for the flags on routes they do not decide', async () => {
    const { location, stop } = await guarded('/account/cashout', {}, { loadFlags: false });
    expect(location()).to.equal('/login?redirect=%2Faccount%2Fcashout');
    stop();
  });
});
