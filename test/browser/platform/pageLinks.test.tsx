import { expect } from 'chai';
import { act } from 'react';
import { FLAG } from '../../../domain/constants/flags';
import { createTestStores, DEMO_CUSTOMER_ID, demoCustomerRecord, signInCustomer } from '../../support/testStores';
import { cleanup } from '../support/render';
import { renderStartedApp, until } from '../support/startedApp';
import { aBanner } from '../../support/catalogueMother';



/** Pages a shopper reaches by a link (issue 29): each followed as a click in the running app. */
describe('pages reached by a link, and the flag-gated beta page (Chromium)', () => {
  let stop: (() => void) | undefined;

  async function startAt(path: string, prepare?: (twins: ReturnType<typeof createTestStores>) => void) {
    const twins = createTestStores({ path });
    twins.customers.customers.set(DEMO_CUSTOMER_ID, demoCustomerRecord(4250));
    prepare?.(twins);
    const started = await renderStartedApp(twins);
    stop = started.stop;
    const { container } = started;
    return { twins, container };
  }

  const heading = (container: HTMLElement) => container.querySelector('main h1')?.textContent ?? '';
  const linkNamed = (root: ParentNode, text: string) =>
    [...root.querySelectorAll<HTMLAnchorElement>('a')].find((link) => link.textContent?.trim() === text);

  async function follow(container: HTMLElement, root: ParentNode, text: string) {
    await until(() => linkNamed(root, text) !== undefined, `the link '${text}'`);
    await act(async () => linkNamed(root, text)!.click());
  }

  afterEach(() => {
    stop?.();
    stop = undefined;
    cleanup();
  });

  it("the footer's FAQ link opens /faq", async () => {
    const { twins, container } = await startAt('/home');
    await until(() => container.querySelector('footer') !== null, 'the footer');
    await follow(container, container.querySelector('footer')!, 'FAQ');
    await until(() => heading(container) === 'Frequently asked questions', 'the FAQ page');
    expect(twins.history.location.pathname).to.equal('/faq');
  });

  it('the browser-extension page leads to the restart and the ineligible pages', async () => {
    const { twins, container } = await startAt('/browser-extension');
    await follow(container, container.querySelector('main')!, 'Restart your browser');
    await until(() => twins.history.location.pathname === '/browser-extension/restart', '/browser-extension/restart');
    await until(() => heading(container) === 'Restart your browser to finish', 'the restart page');
    await act(async () => twins.history.back());
    await follow(container, container.querySelector('main')!, 'Extension not available on your account?');
    await until(() => heading(container) === 'The extension isn’t available for your account', 'the ineligible page');
    expect(twins.history.location.pathname).to.equal('/browser-extension/ineligible');
  });

  it("the cashout panel's PayPal or gift card link (an app-only action) opens /mobile-required", async () => {
    const { twins, container } = await startAt('/account/cashout', (setup) => signInCustomer(setup));
    await follow(container, container.querySelector('main')!, 'Withdraw to PayPal or a gift card');
    await until(() => heading(container) === "You'll need the Clipback app for this", 'the mobile-required page');
    expect(twins.history.location.pathname).to.equal('/mobile-required');
  });

  it('/beta-only goes home while the beta-tester flag is off', async () => {
    const { twins, container } = await startAt('/beta-only', (setup) => signInCustomer(setup));
    await until(() => twins.history.location.pathname === '/home', 'the redirect home');
    expect(heading(container)).not.to.equal('For beta testers only');
    expect(linkNamed(container.querySelector('footer') ?? container, 'Beta features')).to.equal(undefined);
  });

  it("a beta tester reaches /beta-only from the footer's Beta features link", async () => {
    const { twins, container } = await startAt('/home', (setup) => {
      signInCustomer(setup);
      setup.flags.values = { [FLAG.BETA_TESTER]: true } as typeof setup.flags.values;
    });
    await until(() => container.querySelector('footer') !== null, 'the footer');
    await follow(container, container.querySelector('footer')!, 'Beta features');
    await until(() => heading(container) === "You're a beta tester", 'the beta page');
    expect(twins.history.location.pathname).to.equal('/beta-only');
  });

  it("sends 'ad dead end' when a banner leads to a missing page, and not for a missing page reached otherwise", async () => {
    const { twins, container } = await startAt('/home', (setup) => {
      setup.flags.values = { [FLAG.BANNERS_TOGGLE]: true } as typeof setup.flags.values;
      setup.catalogue.seasonalBanner = aBanner({ id: 31, name: 'Spring sale', link: 'spring-sale-2019', altText: 'Spring sale' });
    });
    await until(() => container.querySelector('img[alt="Spring sale"]') !== null, 'the seasonal banner');
    await act(async () => (container.querySelector('img[alt="Spring sale"]')!.closest('a') as HTMLAnchorElement).click());
    await until(() => heading(container) === '404', 'the not-found page');
    await until(() => twins.tracking.events.some((event) => event.name === 'ad dead end'), "the 'ad dead end' event");
    const deadEnds = twins.tracking.events.filter((event) => event.name === 'ad dead end');
    expect(deadEnds.map((event) => event.properties)).to.deep.equal([{ bannerId: 31, bannerName: 'Spring sale', context: 'seasonal', path: '/spring-sale-2019' }]);
    // Another missing page, not reached through the ad, is no ad dead end.
    await act(async () => twins.stores.router.navigate('/another-missing-page'));
    await until(() => twins.history.location.pathname === '/another-missing-page', 'the second missing page');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(twins.tracking.events.filter((event) => event.name === 'ad dead end')).to.have.length(1);
  });
});
