import { expect } from 'chai';
import { act, useEffect } from 'react';
import type { FlagsRequest, FlagValues } from '../../../adapters/flags/FlagsPort';
import { FLAG } from '../../../domain/constants/flags';
import { PAGE_LOAD_COPY } from '../../../ui/app/copy';
import { AppShell } from '../../../ui/app/AppShell';
import { StoresProvider } from '../../../ui/stores/StoresContext';
import { createTestStores } from '../../support/testStores';
import { cleanup, render } from '../support/render';
import { settle } from './support/shellHarness';
import { expectAccessible } from '../support/axe';

const PAGE_TEXT = 'A public page';

/** How often the page mounted and unmounted. */
const lifecycle = { mounts: 0, unmounts: 0 };

function Page() {
  useEffect(() => {
    lifecycle.mounts += 1;
    return () => {
      lifecycle.unmounts += 1;
    };
  }, []);
  return <h1>{PAGE_TEXT}</h1>;
}

/**
 * The shell on test stores whose auth state is known but whose first flag answer is still on its way:
 * `answerFlags` lets it in.
 */
async function renderWaitingForFlags(mountEarly?: boolean) {
  const harness = createTestStores({ path: '/home' });
  const { stores } = harness;
  let answer!: (values: FlagValues) => void;
  const pending = new Promise<FlagValues>((resolve) => {
    answer = resolve;
  });
  harness.flags.evaluate = (request: FlagsRequest) => {
    harness.flags.requests.push(request);
    return pending;
  };
  await act(async () => {
    await stores.auth.start(new URL('http://localhost/home'));
  });
  let flagsLoaded!: Promise<void>;
  act(() => {
    flagsLoaded = stores.flags.load({ customerId: stores.auth.customerId, platform: 'web_v2' });
  });
  // `undefined` leaves the prop out, so its default applies.
  const props = mountEarly === undefined ? {} : { mountEarly };
  const rendered = render(
    <StoresProvider stores={stores}>
      <AppShell {...props}>
        <Page />
      </AppShell>
    </StoresProvider>,
  );
  await settle();
  async function answerFlags(values: FlagValues = {}) {
    await act(async () => {
      answer(values);
      await flagsLoaded;
    });
    await settle();
  }
  return { ...rendered, ...harness, answerFlags };
}

const main = () => document.querySelector<HTMLElement>('main#main');
const pageHeading = () => [...document.querySelectorAll('h1')].find((heading) => heading.textContent === PAGE_TEXT) ?? null;
const loadingStatus = () =>
  [...document.querySelectorAll('[role="status"]')].find((status) => status.textContent === PAGE_LOAD_COPY.LOADING) ?? null;

describe('<AppShell mountEarly> in Chromium', () => {
  beforeEach(() => {
    lifecycle.mounts = 0;
    lifecycle.unmounts = 0;
  });
  afterEach(cleanup);

  it('mounts the page hidden while the first flags load, then shows that same page once they are in', async () => {
    const { stores, answerFlags, flags } = await renderWaitingForFlags(true);
    expect(stores.flags.loaded).to.equal(false);
    expect(flags.requests).to.have.length(1);

    // Mounted (its effects ran, so its data can load) but not shown: its <main> is hidden, and the loading status
    // shows in a <main> of its own (the only visible one), so a banner the flags add pushes nothing down.
    expect(lifecycle.mounts).to.equal(1);
    expect(main()).to.not.equal(null);
    expect(main()!.hidden).to.equal(true);
    expect(main()!.checkVisibility()).to.equal(false);
    expect(loadingStatus()!.closest('main')).to.not.equal(null);
    expect([...document.querySelectorAll('main')].filter((element) => !element.hidden)).to.have.length(1);
    await expectAccessible({ only: ['region'] });
    expect(pageHeading()).to.not.equal(null);
    expect(pageHeading()!.checkVisibility()).to.equal(false);
    expect(main()!.contains(pageHeading())).to.equal(true);
    expect(loadingStatus()).to.not.equal(null);
    expect(loadingStatus()!.checkVisibility()).to.equal(true);

    const before = main();
    const headingBefore = pageHeading();
    await answerFlags();
    expect(stores.flags.loaded).to.equal(true);
    expect(main()!.checkVisibility()).to.equal(true);
    expect(pageHeading()!.checkVisibility()).to.equal(true);
    expect(loadingStatus()).to.equal(null);
    // The same <main> and page: not remounted.
    expect(main()).to.equal(before);
    expect(pageHeading()).to.equal(headingBefore);
    expect(lifecycle.mounts).to.equal(1);
    expect(lifecycle.unmounts).to.equal(0);
    expect(document.querySelector('footer')).to.not.equal(null);
  });

  it('a temporary banner the first flags add shifts nothing below it (CLS: the page was hidden, the status removed)', async () => {
    const shifts: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    });
    observer.observe({ type: 'layout-shift' });
    const { answerFlags } = await renderWaitingForFlags(true);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    await answerFlags({ [FLAG.TEMPORARY_BANNER_COPY]: [{ page: 'home', text: 'Holiday hours' }] });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    observer.disconnect();
    expect(document.body.textContent).to.contain('Holiday hours');
    expect(pageHeading()!.checkVisibility()).to.equal(true);
    expect(shifts).to.deep.equal([]);
  });

  for (const [name, mountEarly] of [
    ['with mountEarly={false}', false],
    ['without mountEarly', undefined],
  ] as const) {
    it(`${name} mounts the page only once the flags are in`, async () => {
      const { stores, answerFlags } = await renderWaitingForFlags(mountEarly);
      expect(stores.flags.loaded).to.equal(false);
      expect(lifecycle.mounts).to.equal(0);
      expect(pageHeading()).to.equal(null);
      expect(loadingStatus()).to.not.equal(null);
      // Inside <main>: nothing on the page sits outside a landmark while the flags load (axe 'region').
      expect(loadingStatus()!.closest('main')).to.not.equal(null);
      await expectAccessible({ only: ['region'] });

      await answerFlags();
      expect(lifecycle.mounts).to.equal(1);
      expect(lifecycle.unmounts).to.equal(0);
      expect(main()!.checkVisibility()).to.equal(true);
      expect(pageHeading()!.checkVisibility()).to.equal(true);
      expect(loadingStatus()).to.equal(null);
    });
  }
});
