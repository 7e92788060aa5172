import { expect } from 'chai';
import { act } from 'react';
import { PLATFORM_TRACKING_EVENT } from '../../../domain/constants/platform';

import { PAGE_LOAD_COPY } from '../../../ui/app/copy';
import { routeTableCases } from '../../support/routeTableCases';
import { createTestStores } from '../../support/testStores';
import { cleanup } from '../support/render';
import { renderStartedApp, until } from '../support/startedApp';


/** Waits (inside act) until the page below the header has a heading. */
async function untilPageHeading(container: HTMLElement): Promise<HTMLHeadingElement> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const heading = container.querySelector<HTMLHeadingElement>('main h1');
    if (heading) return heading;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
  throw new Error('no page heading appeared');
}

/**
 * Every route of the table, typed in part or garbled (the cases of routeTableCases): the app shows a page, not a
 * blank screen, not the error page, and nothing is thrown along the way.
 */
describe('<App> on every partial and garbled form of every route (Chromium)', () => {
  let stop: (() => void) | undefined;
  const uncaught: string[] = [];
  const onError = (event: ErrorEvent) => uncaught.push(event.message);
  const onRejection = (event: PromiseRejectionEvent) => uncaught.push(String(event.reason));
  before(() => {
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });
  after(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    cleanup();
    uncaught.length = 0;
  });

  for (const { pattern, variant, path } of routeTableCases()) {
    it(`${pattern}, ${variant}`, async () => {
      const twins = createTestStores({ path });
      const started = await renderStartedApp(twins);
      stop = started.stop;
      const { container } = started;
      const heading = await untilPageHeading(container);
      expect(heading.textContent, 'not the error page').not.to.equal(PAGE_LOAD_COPY.ERROR_TITLE);
      expect(container.querySelector('header'), 'the header shows').not.to.equal(null);
      expect(twins.tracking.events.filter((event) => event.name === PLATFORM_TRACKING_EVENT.ERROR_MESSAGE)).to.deep.equal([]);
      expect(uncaught).to.deep.equal([]);
    });
  }
});
