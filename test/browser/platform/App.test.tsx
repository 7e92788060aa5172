import { expect } from 'chai';
import { act } from 'react';
import { App } from '../../../ui/app/App';
import { StoresProvider } from '../../../ui/stores/StoresContext';
import { createTestStores, DEMO_CUSTOMER_ID, signInCustomer, demoCustomerRecord } from '../../support/testStores';
import { cleanup, render } from '../support/render';
import { renderStartedApp, until } from '../support/startedApp';
import { deferred } from '../../support/deferred';



describe('<App> started by startApp (Chromium)', () => {
  let stop: (() => void) | undefined;
  const title = document.title;

  /** Renders the app on `path` and starts it as main.tsx does; `prepare` runs on the twins before the start. */
  async function startAt(path: string, prepare?: (twins: ReturnType<typeof createTestStores>) => void) {
    const twins = createTestStores({ path });
    prepare?.(twins);
    const started = await renderStartedApp(twins);
    stop = started.stop;
    const { container } = started;
    return { twins, container };
  }
  afterEach(() => {
    stop?.();
    stop = undefined;
    cleanup();
    document.title = title;
  });

  it("renders the not-found page for an unknown path, titled 'Not Found | Clipback', tracking the session start and viewport but no page view", async () => {
    const { twins, container } = await startAt('/no-such-page');
    await until(() => container.querySelector('h1')?.textContent === '404', 'the not-found page');
    expect(document.title).to.equal('Not Found | Clipback');
    // The start-up's events go a task after the flags (startApp), together.
    await until(() => twins.tracking.events.length > 0, 'the start-up events');
    expect(twins.tracking.events.map((event) => event.name)).to.deep.equal(['session start', 'user viewport']);
    expect(twins.flags.requests).to.deep.equal([{ customerId: null, platform: 'web_v2' }]);
    const main = container.querySelector('main#main');
    expect(main?.contains(container.querySelector('h1'))).to.equal(true);
  });

  it('follows Back to Home in place, sends its page view and moves focus to <main>', async () => {
    const { twins, container } = await startAt('/no-such-page');
    await until(() => container.querySelector('h1')?.textContent === '404', 'the not-found page');
    const home = [...container.querySelectorAll('a')].find((link) => link.textContent === 'Back to Home');
    await act(async () => {
      home?.click();
    });
    expect(twins.history.location.pathname).to.equal('/home');
    expect(twins.history.action).to.equal('PUSH');
    await until(() => document.activeElement === container.querySelector('main'), 'focus on <main>');
    const pageViews = twins.tracking.events.filter((event) => event.name === 'PageViewed');
    expect(pageViews.map((event) => event.properties)).to.deep.equal([{ path: '/home', route: 'home', referrer: '/no-such-page' }]);
  });

  it('sends a signed-out visitor from /search to log in without running the search (no 401 first)', async () => {
    const { twins } = await startAt('/search?q=boots&page=2');
    await until(() => twins.history.location.pathname === '/login', 'the sign-in redirect');
    expect(twins.history.location.search).to.equal(`?redirect=${encodeURIComponent('/search?q=boots&page=2')}`);
    expect(twins.search.calls.map((call) => call.operation)).to.deep.equal([]);
  });

  it("signed in, the flags and the page's data do not wait for the customer's record, which is read once across the account tabs", async () => {
    const record = deferred<void>();
    const asked: string[] = [];
    const { twins } = await startAt('/search?q=boots', (t) => {
      signInCustomer(t);
      t.customers.customers.set(DEMO_CUSTOMER_ID, demoCustomerRecord(1200));
      const fetchCustomerInfo = t.customers.fetchCustomerInfo.bind(t.customers);
      t.customers.fetchCustomerInfo = async (customerId) => {
        asked.push('customer');
        await record.promise;
        return fetchCustomerInfo(customerId);
      };
      const evaluate = t.flags.evaluate.bind(t.flags);
      t.flags.evaluate = (request) => {
        asked.push('flags');
        return evaluate(request);
      };
    });
    await until(() => twins.search.calls.length > 0, "the search's call");
    expect(asked).to.have.members(['customer', 'flags']);
    await act(async () => record.resolve());
    for (const path of ['/account', '/account/earnings', '/account/cashout', '/account/cashout?page=2']) {
      await act(async () => twins.stores.router.navigate(path));
      await until(() => twins.stores.customer.info !== null, `the record on ${path}`);
    }
    expect(asked.filter((call) => call === 'customer')).to.have.length(1);
  });

  it('never mounts a members-only page for a signed-out visitor, even before the guard has moved them', async () => {
    // The guard starts only after the first flags answer: until it moves the visitor, the page must not run.
    const twins = createTestStores({ path: '/search?q=boots&page=2' });
    const { container } = render(
      <StoresProvider stores={twins.stores}>
        <App />
      </StoresProvider>,
    );
    await act(async () => {
      await twins.stores.auth.start(new URL('http://localhost/search?q=boots&page=2'));
      await twins.stores.flags.load({ customerId: null, platform: 'web_v2' });
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(twins.search.calls.map((call) => call.operation)).to.deep.equal([]);
    expect(container.querySelector('main [role="status"]')?.textContent).to.equal('Loading…');
  });

  it('shows breadcrumbs above the page on a registered route', async () => {
    const { container } = await startAt('/search?q=milk', (twins) => {
      twins.customers.customers.set(DEMO_CUSTOMER_ID, demoCustomerRecord(0));
      signInCustomer(twins);
    });
    await until(() => container.querySelector('nav[aria-label="Breadcrumb"]') !== null, 'the breadcrumbs');
    const crumbs = container.querySelector('nav[aria-label="Breadcrumb"]');
    expect([...(crumbs?.querySelectorAll('li') ?? [])].map((item) => item.textContent)).to.deep.equal(['Search', 'Search results']);
    // Above the page: inside <main>, before the page's heading.
    await until(() => container.querySelector('main h1') !== null, 'the page');
    const heading = container.querySelector('main h1');
    expect(container.querySelector('main')?.contains(crumbs)).to.equal(true);
    expect(crumbs && heading && crumbs.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
  });
});
