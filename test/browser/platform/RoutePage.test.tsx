import { expect } from 'chai';
import { act, useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react';
import * as MESSAGES from '../../../domain/constants/messages';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { PAGE_LOAD_COPY, SHELL_LABEL } from '../../../ui/app/copy';
import { createPageOf, lazyPage } from '../../../ui/app/pages';
import { RoutePage } from '../../../ui/app/RoutePage';
import { Breadcrumbs } from '../../../ui/components/Breadcrumbs/Breadcrumbs';
import { StoresProvider } from '../../../ui/stores/StoresContext';
import { createTestStores } from '../../support/testStores';
import { cleanup, click, render, texts } from '../support/render';
import { deferred, type Deferred } from '../../support/deferred';

type PageModule = { default: ComponentType };

/** A page chunk whose every fetch the test answers: `calls` counts the fetches, `answers[n]` is the n-th one's. */
function controlledPage() {
  const answers: Deferred<PageModule>[] = [];
  const loader = {
    calls: 0,
    answers,
    page: lazyPage(() => {
      loader.calls += 1;
      const answer = deferred<PageModule>();
      answers.push(answer);
      return answer.promise;
    }),
  };
  return loader;
}

const PAGE_TEXT = 'The page itself';
function Page() {
  return <h1>{PAGE_TEXT}</h1>;
}
const PAGE_MODULE: PageModule = { default: Page };

/** Lets pending promises (the chunk, the hook's settle) run inside act(). */
async function flush(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const status = (container: HTMLElement) => container.querySelector('[role="status"]');
const alert = (container: HTMLElement) => container.querySelector('[role="alert"]');
const heading = (container: HTMLElement) => container.querySelector('h1')?.textContent ?? null;

describe('<RoutePage> with lazyPage in Chromium', () => {
  afterEach(cleanup);

  it('shows the loading status while the chunk loads, then the page once it is in', async () => {
    const loader = controlledPage();
    const { container } = render(<RoutePage page={loader.page} />);
    expect(status(container)?.textContent).to.equal(PAGE_LOAD_COPY.LOADING);
    expect(heading(container)).to.equal(null);
    expect(loader.calls).to.equal(1);

    await act(async () => {
      loader.answers[0]!.resolve(PAGE_MODULE);
    });
    await flush();
    expect(heading(container)).to.equal(PAGE_TEXT);
    expect(status(container)).to.equal(null);
    expect(loader.page.loaded()).to.equal(Page);
  });

  it('renders a preloaded chunk in the very first commit, never showing the loading state', async () => {
    const loader = controlledPage();
    const preloading = loader.page.preload();
    loader.answers[0]!.resolve(PAGE_MODULE);
    expect(await preloading).to.equal(Page);

    // What the DOM held at the first commit (a parent's layout effect runs after its children are in the DOM).
    let firstCommit: string | null = null;
    function FirstCommit({ children }: { children: ReactNode }) {
      const ref = useRef<HTMLDivElement>(null);
      useLayoutEffect(() => {
        firstCommit = ref.current?.textContent ?? null;
      }, []);
      return <div ref={ref}>{children}</div>;
    }
    // Every node ever added to the document during the render, even one removed again later.
    const added: Node[] = [];
    const collect = (records: MutationRecord[]) => {
      for (const record of records) added.push(...record.addedNodes);
    };
    const observer = new MutationObserver(collect);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      const { container } = render(
        <FirstCommit>
          <RoutePage page={loader.page} />
        </FirstCommit>,
      );
      // Synchronously after the initial render: the page is already there.
      expect(heading(container)).to.equal(PAGE_TEXT);
      expect(status(container)).to.equal(null);
      await flush();
      collect(observer.takeRecords());
      expect(heading(container)).to.equal(PAGE_TEXT);
    } finally {
      observer.disconnect();
    }
    expect(firstCommit).to.equal(PAGE_TEXT);
    expect(added.length).to.be.greaterThan(0);
    expect(added.some((node) => node.textContent?.includes(PAGE_LOAD_COPY.LOADING))).to.equal(false);
    expect(loader.calls).to.equal(1);
  });

  it('on a failed load shows the error with a retry that fetches the chunk again and then shows the page', async () => {
    const loader = controlledPage();
    const { container } = render(
      <StoresProvider stores={createTestStores().stores}>
        <RoutePage page={loader.page} />
      </StoresProvider>,
    );
    expect(loader.calls).to.equal(1);

    await act(async () => {
      loader.answers[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    });
    await flush();
    const error = alert(container);
    expect(error).to.not.equal(null);
    expect(error?.querySelector('h1')?.textContent).to.equal(PAGE_LOAD_COPY.ERROR_TITLE);
    expect(error?.querySelector('p')?.textContent).to.equal(PAGE_LOAD_COPY.ERROR_DESCRIPTION);
    expect(error?.querySelector('a[href="/home"]')?.textContent, 'Back to Home').to.equal(MESSAGES.BACK_TO_HOME);
    const retry = error?.querySelector('button') ?? null;
    expect(retry?.textContent).to.equal(SHELL_LABEL.TRY_AGAIN);
    expect(status(container)).to.equal(null);
    expect(loader.page.loaded()).to.equal(null);
    expect(loader.calls).to.equal(1);

    click(retry);
    expect(loader.calls).to.equal(2);
    expect(alert(container)).to.equal(null);
    expect(status(container)?.textContent).to.equal(PAGE_LOAD_COPY.LOADING);

    await act(async () => {
      loader.answers[1]!.resolve(PAGE_MODULE);
    });
    await flush();
    expect(heading(container)).to.equal(PAGE_TEXT);
    expect(alert(container)).to.equal(null);
    expect(status(container)).to.equal(null);
    expect(loader.calls).to.equal(2);
  });

  it('fetches the chunk once when a preload and the render ask for it at the same time', async () => {
    const loader = controlledPage();
    const preloading = loader.page.preload();
    const { container } = render(<RoutePage page={loader.page} />);
    const again = loader.page.preload();
    expect(loader.calls).to.equal(1);
    expect(again).to.equal(preloading);
    expect(status(container)?.textContent).to.equal(PAGE_LOAD_COPY.LOADING);

    await act(async () => {
      loader.answers[0]!.resolve(PAGE_MODULE);
    });
    await flush();
    expect(await preloading).to.equal(Page);
    expect(heading(container)).to.equal(PAGE_TEXT);
    expect(loader.calls).to.equal(1);
  });

  it('fetches the chunk once when the render asks first and a preload joins it', async () => {
    const loader = controlledPage();
    const { container } = render(<RoutePage page={loader.page} />);
    expect(loader.calls).to.equal(1);
    const joining = loader.page.preload();
    expect(loader.calls).to.equal(1);

    await act(async () => {
      loader.answers[0]!.resolve(PAGE_MODULE);
    });
    await flush();
    expect(await joining).to.equal(Page);
    expect(heading(container)).to.equal(PAGE_TEXT);
    expect(loader.calls).to.equal(1);
  });
});

describe('<RoutePage> with createPageOf: the breadcrumbs load with the pages that show them', () => {
  afterEach(cleanup);

  /** Every chunk answered by the test: search (registered for breadcrumbs), home (not), not-found, the breadcrumbs. */
  function controlledChunks() {
    const chunks = { search: controlledPage(), home: controlledPage(), notFound: controlledPage(), breadcrumbs: controlledPage() };
    const pageOf = createPageOf({
      pages: { [ROUTE_NAME.SEARCH]: chunks.search.page, [ROUTE_NAME.HOME]: chunks.home.page },
      notFound: chunks.notFound.page,
      breadcrumbs: chunks.breadcrumbs.page,
    });
    return { ...chunks, pageOf };
  }
  const BREADCRUMBS_MODULE: PageModule = { default: Breadcrumbs };
  const crumbs = (container: HTMLElement) => container.querySelector('nav[aria-label="Breadcrumb"]');

  function renderRoute(path: string, chunks: ReturnType<typeof controlledChunks>) {
    const { stores } = createTestStores({ path });
    return render(
      <StoresProvider stores={stores}>
        <RoutePage page={chunks.pageOf(stores.router.route.name).page} />
      </StoresProvider>,
    );
  }

  it('a route with breadcrumbs fetches both chunks at once and shows the crumbs above the page once both are in', async () => {
    const chunks = controlledChunks();
    const { container } = renderRoute('/search?q=milk', chunks);
    expect([chunks.search.calls, chunks.breadcrumbs.calls]).to.deep.equal([1, 1]);

    await act(async () => {
      chunks.search.answers[0]!.resolve(PAGE_MODULE);
    });
    await flush();
    expect(status(container)?.textContent, 'the page waits for the breadcrumbs').to.equal(PAGE_LOAD_COPY.LOADING);
    expect(heading(container)).to.equal(null);

    await act(async () => {
      chunks.breadcrumbs.answers[0]!.resolve(BREADCRUMBS_MODULE);
    });
    await flush();
    expect(status(container)).to.equal(null);
    expect(texts(container, 'nav[aria-label="Breadcrumb"] li')).to.deep.equal(['Search', 'Search results']);
    const page = container.querySelector('h1');
    expect(heading(container)).to.equal(PAGE_TEXT);
    expect(page && crumbs(container)!.compareDocumentPosition(page) & Node.DOCUMENT_POSITION_FOLLOWING, 'crumbs above the page').to.not.equal(0);
    expect(chunks.notFound.calls).to.equal(0);
  });

  it('a route without breadcrumbs (home) never fetches them', async () => {
    const chunks = controlledChunks();
    const { container } = renderRoute('/home', chunks);
    expect(chunks.home.calls).to.equal(1);
    await act(async () => {
      chunks.home.answers[0]!.resolve(PAGE_MODULE);
    });
    await flush();
    expect(heading(container)).to.equal(PAGE_TEXT);
    expect(crumbs(container)).to.equal(null);
    expect(chunks.breadcrumbs.calls).to.equal(0);
  });

  it('a failed breadcrumbs chunk fails the page; Try again fetches only the breadcrumbs again', async () => {
    const chunks = controlledChunks();
    const { container } = renderRoute('/search?q=milk', chunks);
    await act(async () => {
      chunks.search.answers[0]!.resolve(PAGE_MODULE);
      chunks.breadcrumbs.answers[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    });
    await flush();
    expect(alert(container)?.querySelector('h1')?.textContent).to.equal(PAGE_LOAD_COPY.ERROR_TITLE);
    expect(crumbs(container)).to.equal(null);

    click(alert(container)?.querySelector('button') ?? null);
    expect([chunks.search.calls, chunks.breadcrumbs.calls]).to.deep.equal([1, 2]);
    await act(async () => {
      chunks.breadcrumbs.answers[1]!.resolve(BREADCRUMBS_MODULE);
    });
    await flush();
    expect(alert(container)).to.equal(null);
    expect(crumbs(container)).to.not.equal(null);
    expect(heading(container)).to.equal(PAGE_TEXT);
  });

  it('gives one page per route page, so re-renders and the two offer routes keep the page mounted', () => {
    const offer = controlledPage();
    const breadcrumbs = controlledPage();
    const pageOf = createPageOf({
      pages: { [ROUTE_NAME.OFFER]: offer.page, [ROUTE_NAME.OFFER_BY_ID]: offer.page },
      notFound: controlledPage().page,
      breadcrumbs: breadcrumbs.page,
    });
    expect(pageOf(ROUTE_NAME.OFFER).page).to.equal(pageOf(ROUTE_NAME.OFFER).page);
    expect(pageOf(ROUTE_NAME.OFFER_BY_ID).page).to.equal(pageOf(ROUTE_NAME.OFFER).page);
  });
});
