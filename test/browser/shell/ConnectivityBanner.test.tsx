import { expect } from 'chai';
import { act } from 'react';
import { ConnectivityBanner } from '../../../ui/app/ConnectivityBanner';
import { CONNECTIVITY_COPY } from '../../../ui/app/copy';
import { DOCUMENT_RULES, expectAccessible } from '../support/axe';
import { cleanup, click } from '../support/render';
import { renderShell } from './support/shellHarness';

const region = () => document.querySelector<HTMLElement>('[role="status"][aria-live="polite"]')!;

describe('<ConnectivityBanner> (offline notice and new-version prompt) in Chromium', () => {
  afterEach(cleanup);

  it('keeps an empty live region while online, and announces the offline notice in it', async () => {
    const { stores } = await renderShell(<ConnectivityBanner />);
    expect(region().textContent).to.equal('');
    act(() => stores.connectivity.setOnline(false));
    expect(region().textContent).to.equal(CONNECTIVITY_COPY.OFFLINE);
    await expectAccessible({ ignore: DOCUMENT_RULES });
    act(() => stores.connectivity.setOnline(true));
    expect(region().textContent).to.equal('');
  });

  it('offers a waiting version and activates it only when the shopper presses Reload', async () => {
    const { stores } = await renderShell(<ConnectivityBanner />);
    let activations = 0;
    act(() => stores.connectivity.offerUpdate(() => (activations += 1)));
    expect(region().textContent).to.contain(CONNECTIVITY_COPY.UPDATE_AVAILABLE);
    expect(activations).to.equal(0);
    await expectAccessible({ ignore: DOCUMENT_RULES });
    const reload = [...region().querySelectorAll('button')].find((button) => button.textContent === CONNECTIVITY_COPY.RELOAD);
    click(reload ?? null);
    expect(activations).to.equal(1);
    expect(region().textContent).to.equal('');
  });
});
