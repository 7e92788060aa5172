import { expect } from 'chai';
import { when } from 'mobx';
import { startNavigation } from '../../../../ui/app/startNavigation';
import { createTestStores, TEST_NOW } from '../../../support/testStores';

/** What scroll restoration reads of a window (Node has none): a page at the top that never scrolls. */
function fakeWindow(): Window {
  return {
    scrollY: 0,
    innerHeight: 800,
    history: { scrollRestoration: 'auto' },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    requestAnimationFrame: () => 0,
    cancelAnimationFrame: () => undefined,
    scrollTo: () => undefined,
    performance: { now: () => 0 },
    document: { getElementById: () => null, documentElement: { scrollHeight: 0 } },
  } as unknown as Window;
}

/** Started as startApp starts it: the sign-in state, the flags, then the guard. */
async function started(path: string, { firstViewAdopted, signedIn = false }: { firstViewAdopted: boolean; signedIn?: boolean }) {
  const twins = createTestStores({ path });
  if (signedIn) twins.identity.signIn({ sub: 'auth0|x' }, { sub: '1000001', exp: TEST_NOW.getTime() / 1000 + 3600 });
  const navigation = startNavigation(twins.stores, { window: fakeWindow(), history: twins.history, firstViewAdopted });
  await twins.stores.auth.start(new URL(`http://localhost${path}`));
  await twins.stores.flags.load({ customerId: twins.stores.auth.customerId, platform: 'web_v2' });
  navigation.startGuard();
  const location = () => twins.stores.router.path;
  return { ...twins, navigation, location };
}

describe('the navigation (guard, route loaders, scroll restoration) loaded on first use', () => {
  it('guards a page the browser drew at start', async () => {
    const { location, navigation } = await started('/account/profile', { firstViewAdopted: false });
    await when(() => location() !== '/account/profile', { timeout: 10_000 });
    expect(location()).to.equal(`/login?redirect=${encodeURIComponent('/account/profile')}`);
    navigation.dispose();
  });

  it("on a visitor's server-rendered page, guards and loads the first navigation as it would have at start", async () => {
    const { stores, location, navigation } = await started('/home', { firstViewAdopted: true });
    expect(stores.catalogue.categoriesStatus, 'nothing loads before a navigation').to.equal('idle');
    stores.router.navigate('/categories');
    await when(() => stores.catalogue.categoriesStatus === 'ready', { timeout: 10_000 });
    stores.router.navigate('/account/profile');
    await when(() => location() !== '/account/profile', { timeout: 10_000 });
    expect(location()).to.equal(`/login?redirect=${encodeURIComponent('/account/profile')}`);
    navigation.dispose();
  });

  it("answers a link followed before it started (a click right after the server's page was adopted) as one after it", async () => {
    const twins = createTestStores({ path: '/home' });
    // linkNavigation starts a task before startNavigation (startApp): a click in between has already moved the router.
    twins.stores.router.navigate('/categories');
    const navigation = startNavigation(twins.stores, { window: fakeWindow(), history: twins.history, firstViewAdopted: true });
    await twins.stores.auth.start(new URL('http://localhost/categories'));
    navigation.startGuard();
    await when(() => twins.stores.catalogue.categoriesStatus === 'ready', { timeout: 10_000 });
    navigation.dispose();
  });

  it('loads again for a customer who signs in on a server-rendered page', async () => {
    const { stores, navigation } = await started('/home', { firstViewAdopted: true, signedIn: true });
    await when(() => stores.home.recommended.status !== 'idle', { timeout: 10_000 });
    navigation.dispose();
  });
});
