import { expect } from 'chai';
import * as MESSAGES from '../../../domain/constants/messages';
import { PAGE_LOAD_COPY, SHELL_LABEL } from '../../../ui/app/copy';
import { AppShell } from '../../../ui/app/AppShell';
import { AppErrorBoundary, PageErrorBoundary } from '../../../ui/app/errors/ErrorBoundaries';
import { cleanup, click } from '../support/render';
import { byText, renderShell, settle } from '../shell/support/shellHarness';

const BROKEN = 'The view broke while rendering';

/** A view that throws while `broken.now` is true, and renders its heading once mended. */
const broken = { now: true };
function FragileView() {
  if (broken.now) throw new Error(BROKEN);
  return <h1>Mended view</h1>;
}

describe('error boundaries (Chromium)', () => {
  // React logs each error a boundary catches; these tests assert the page and the event instead.
  let consoleError: typeof console.error;
  beforeEach(() => {
    broken.now = true;
    consoleError = console.error;
    console.error = () => undefined;
  });
  afterEach(() => {
    cleanup();
    console.error = consoleError;
  });

  it('a page that throws shows the other-errors page inside a working header and footer, and reports it', async () => {
    const { container, tracking } = await renderShell(
      <AppShell>
        <PageErrorBoundary resetKey="/home">
          <FragileView />
        </PageErrorBoundary>
      </AppShell>,
    );
    const main = container.querySelector('main');
    expect(main?.querySelector('h1')?.textContent).to.equal(PAGE_LOAD_COPY.ERROR_TITLE);
    expect(main?.textContent).to.contain(PAGE_LOAD_COPY.ERROR_DESCRIPTION);
    expect(byText(main!, 'a', MESSAGES.BACK_TO_HOME)?.getAttribute('href')).to.equal('/home');
    expect(container.querySelector('header')?.querySelector('a[href="/home"]'), 'the header still links home').not.to.equal(null);
    expect(container.querySelector('footer'), 'the footer still shows').not.to.equal(null);
    const reported = tracking.events.filter((event) => event.name === 'error message');
    expect(reported.map((event) => event.properties)).to.deep.equal([{ message: BROKEN, boundary: 'page' }]);
  });

  it('Try again renders the page afresh', async () => {
    const { container } = await renderShell(
      <AppShell>
        <PageErrorBoundary resetKey="/home">
          <FragileView />
        </PageErrorBoundary>
      </AppShell>,
    );
    broken.now = false;
    click(byText(container, 'button', SHELL_LABEL.TRY_AGAIN));
    await settle();
    expect(container.querySelector('main h1')?.textContent).to.equal('Mended view');
  });

  it('the app-wide boundary catches what no page boundary does, in a <main> with Back to Home', async () => {
    const { container, tracking } = await renderShell(
      <AppErrorBoundary>
        <FragileView />
      </AppErrorBoundary>,
    );
    const main = container.querySelector('main#main');
    expect(main?.querySelector('h1')?.textContent).to.equal(PAGE_LOAD_COPY.ERROR_TITLE);
    expect(byText(main!, 'a', MESSAGES.BACK_TO_HOME)).not.to.equal(null);
    expect(tracking.events.filter((event) => event.name === 'error message').map((event) => event.properties)).to.deep.equal([
      { message: BROKEN, boundary: 'app' },
    ]);
  });
});
