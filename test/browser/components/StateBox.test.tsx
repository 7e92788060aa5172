import { expect } from 'chai';
import { PAGE_LOAD_COPY } from '../../../ui/app/copy';
import { LoadedContent, StateBox } from '../../../ui/components/StateBox/StateBox';
import type { LoadStatus } from '../../../ui/stores/base/LoadStatus';
import { DOCUMENT_RULES, expectAccessible } from '../support/axe';
import { pressKey } from '../support/keys';
import { cleanup, click, render } from '../support/render';

describe('<StateBox> in Chromium', () => {
  afterEach(cleanup);

  it('loading: a status with the words given, "Loading…" when none are', async () => {
    const { container, rerender } = render(<StateBox state="loading">Loading your offers…</StateBox>);
    expect(container.querySelector('[role="status"]')?.textContent).to.equal('Loading your offers…');
    expect(container.querySelector('[role="alert"]')).to.equal(null);
    expect(container.querySelector('button')).to.equal(null);
    rerender(<StateBox state="loading" />);
    expect(container.querySelector('[role="status"]')?.textContent).to.equal(PAGE_LOAD_COPY.LOADING);
    await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
  });

  it('empty: its words and a way on, announced as neither status nor alert', async () => {
    const { container } = render(
      <StateBox state="empty" framed title="No earnings yet" headingLevel={3} action={<a href="/categories">Browse offers</a>}>
        Shop with an offer to earn.
      </StateBox>,
    );
    expect(container.querySelector('h3')?.textContent).to.equal('No earnings yet');
    expect(container.textContent).to.contain('Shop with an offer to earn.');
    expect(container.querySelector('a')?.getAttribute('href')).to.equal('/categories');
    expect(container.querySelector('[role="status"], [role="alert"]')).to.equal(null);
    await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
  });

  it('error: an alert holding the heading and words (not the button); Try again calls the retry', async () => {
    let retries = 0;
    const { container } = render(
      <StateBox state="error" title="Something went wrong" onRetry={() => (retries += 1)} retryLabel="Try again">
        We couldn’t load your earnings.
      </StateBox>,
    );
    const alert = container.querySelector('[role="alert"]')!;
    expect(alert.querySelector('h2')?.textContent).to.equal('Something went wrong');
    expect(alert.textContent).to.equal('Something went wrongWe couldn’t load your earnings.');
    const button = container.querySelector('button')!;
    expect(button.textContent).to.equal('Try again');
    expect(button.type).to.equal('button');
    expect(alert.contains(button)).to.equal(false);
    click(button);
    expect(retries).to.equal(1);
    await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
  });

  it('error: Try again is reached with Tab and pressed with Enter or Space', async () => {
    let retries = 0;
    const { container } = render(
      <>
        <a href="#before">Before</a>
        <StateBox state="error" onRetry={() => (retries += 1)} retryLabel="Try again">
          The search failed.
        </StateBox>
      </>,
    );
    container.querySelector<HTMLElement>('a')!.focus();
    await pressKey('Tab');
    const button = container.querySelector('button')!;
    expect(document.activeElement).to.equal(button);
    await pressKey('Enter');
    await pressKey('Space');
    expect(retries).to.equal(2);
  });

  it('error without a retry: the words alone, no button', () => {
    const { container } = render(<StateBox state="error">This section could not be loaded.</StateBox>);
    expect(container.querySelector('[role="alert"]')?.textContent).to.equal('This section could not be loaded.');
    expect(container.querySelector('button')).to.equal(null);
  });

  it('LoadedContent: loading while idle or loading, the error with Try again, the empty words, then the children', () => {
    let retries = 0;
    const section = (status: LoadStatus, isEmpty = false) => (
      <LoadedContent status={status} loading="Loading retailers…" error="Retailers failed." onRetry={() => (retries += 1)} retryLabel="Try again" isEmpty={isEmpty} empty="No retailers.">
        <ul>
          <li>Harvest Lane Market</li>
        </ul>
      </LoadedContent>
    );
    const { container, rerender } = render(section('idle'));
    expect(container.querySelector('[role="status"]')?.textContent).to.equal('Loading retailers…');
    rerender(section('loading'));
    expect(container.querySelector('[role="status"]')?.textContent).to.equal('Loading retailers…');
    rerender(section('error'));
    expect(container.querySelector('[role="alert"]')?.textContent).to.equal('Retailers failed.');
    click(container.querySelector('button'));
    expect(retries).to.equal(1);
    rerender(section('ready', true));
    expect(container.textContent).to.equal('No retailers.');
    rerender(section('ready'));
    expect(container.querySelector('li')?.textContent).to.equal('Harvest Lane Market');
    expect(container.querySelector('[role="status"], [role="alert"]')).to.equal(null);
  });
});
