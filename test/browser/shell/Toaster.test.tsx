import { expect } from 'chai';
import { act } from 'react';
import * as MESSAGES from '../../../domain/constants/messages';
import { Toaster } from '../../../ui/components/Toaster/Toaster';
import { cleanup, click } from '../support/render';
import { renderShell, settle } from './support/shellHarness';

const status = () => document.querySelector('[role="status"]')!;
const alert = () => document.querySelector('[role="alert"]')!;

describe('<Toaster> in Chromium', () => {
  afterEach(cleanup);

  it('keeps its status region in the page and announces toasts in it; errors appear as an alert', async () => {
    const { stores } = await renderShell(<Toaster />);
    expect(status().getAttribute('aria-live')).to.equal('polite');
    expect(status().textContent).to.equal('');
    expect(document.querySelector('[role="alert"]')).to.equal(null);
    act(() => {
      stores.toasts.success(MESSAGES.OFFER_ADDED);
      stores.toasts.error(MESSAGES.UNLOCK_FAILED);
    });
    expect(status().textContent).to.contain(MESSAGES.OFFER_ADDED);
    expect(alert().textContent).to.contain(MESSAGES.UNLOCK_FAILED);
    expect(status().textContent).to.not.contain(MESSAGES.UNLOCK_FAILED);
    click(alert().querySelector('button[aria-label="Dismiss notification"]'));
    expect(document.querySelector('[role="alert"]')).to.equal(null);
  });

  it('dismisses a toast with its button', async () => {
    const { stores } = await renderShell(<Toaster />);
    act(() => {
      stores.toasts.success('Saved');
    });
    click(status().querySelector('button[aria-label="Dismiss notification"]'));
    expect(stores.toasts.toasts).to.have.length(0);
    expect(status().textContent).to.equal('');
  });

  it('dismisses each toast by itself after the duration', async () => {
    const { stores } = await renderShell(<Toaster durationMs={80} />);
    act(() => {
      stores.toasts.show('First');
    });
    await settle(40);
    act(() => {
      stores.toasts.show('Second');
    });
    await settle(60);
    expect(stores.toasts.toasts.map((toast) => toast.message)).to.deep.equal(['Second']);
    await settle(60);
    expect(stores.toasts.toasts).to.have.length(0);
  });

  it("shows a guard redirect's message once, taking it from the router", async () => {
    const { stores } = await renderShell(<Toaster />, {
      path: '/retailers/Acme/not-a-number',
      arrange: ({ stores: arranged }) => arranged.router.navigate('/retailers', { replace: true, message: MESSAGES.RETAILER_NOT_FOUND }),
    });
    expect(status().textContent).to.contain(MESSAGES.RETAILER_NOT_FOUND);
    expect(stores.router.flashMessage).to.equal(null);
    act(() => stores.router.navigate('/retailers', { message: "Sorry, we couldn't find that retailer." }));
    expect(stores.toasts.toasts).to.have.length(2);
    act(() => stores.router.navigate('/home'));
    expect(stores.toasts.toasts).to.have.length(2);
  });
});
