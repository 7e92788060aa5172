import { SHELL_RULES, expectAccessible } from '../support/axe';
import { expect } from 'chai';
import { act } from 'react';
import { FLAG, LIST_TO_OFFERS_VALUE } from '../../../domain/constants/flags';
import { seedCatalogue } from '../../support/catalogueMother';
import * as MESSAGES from '../../../domain/constants/messages';
import { AppShell } from '../../../ui/app/AppShell';
import { ModalHost } from '../../../ui/components/ModalHost/ModalHost';
import { Toaster } from '../../../ui/components/Toaster/Toaster';
import { click, useTitledDocument } from '../support/render';
import { byText, renderShell, settle, type ShellSetup } from './support/shellHarness';

const CATEGORIES = [
  { id: 1482, name: 'Hot Deals' },
  { id: 20, name: 'Shoes' },
];

function page() {
  return (
    <AppShell>
      <h1>Page</h1>
      <ModalHost />
      <Toaster />
    </AppShell>
  );
}

async function renderPage(setup: ShellSetup) {
  return renderShell(page(), {
    categories: CATEGORIES,
    flags: { [FLAG.FEEDBACK_SURVEY]: true, [FLAG.TEMPORARY_BANNER_COPY]: [{ page: 'home', text: 'Holiday hours' }] },
    ...setup,
    arrange: async (harness) => {
      harness.stores.environment.setEnvironment('staging');
      await harness.stores.extension.detect();
      await setup.arrange?.(harness);
    },
  });
}

describe('shell accessibility (axe-core) in Chromium', () => {
  // The test page's own document (index.html gives the app both).
  useTitledDocument('Shell');

  it('visitor on desktop, How it works open, with a toast', async () => {
    const { stores } = await renderPage({ path: '/home' });
    click(byText(document, 'button', 'How it works'));
    await settle(); // the links load with the first opening
    act(() => {
      stores.toasts.success(MESSAGES.OFFER_ADDED);
    });
    await expectAccessible({ ignore: SHELL_RULES });
  });

  it('visitor on mobile with the hamburger nav open', async () => {
    await renderPage({ path: '/home', width: 375 });
    click(document.querySelector('button[aria-label="Menu"]'));
    await settle(); // the items load with the first opening
    click(byText(document, 'button', 'How it works'));
    await expectAccessible({ ignore: SHELL_RULES });
  });

  it('customer on desktop with the categories menu open and a retailer pill', async () => {
    const { stores } = await renderPage({ path: '/retailers/Acme/12', signedIn: true, balance: 4250 });
    act(() => stores.searchBar.setRetailerContext({ id: 12, name: 'Acme', offerCount: 4 }));
    click(byText(document, 'button', 'Categories'));
    await settle();
    await expectAccessible({ ignore: SHELL_RULES });
  });

  it('customer on mobile with the nav open and categories expanded', async () => {
    await renderPage({ path: '/home', signedIn: true, width: 375 });
    click(document.querySelector('button[aria-label="Menu"]'));
    await settle();
    click(byText(document.querySelector('nav[aria-label="Menu"]')!, 'button', 'Categories'));
    await settle();
    await expectAccessible({ ignore: SHELL_RULES });
  });

  it('the logged-out modal', async () => {
    const { stores } = await renderPage({ path: '/retailers/Acme/12' });
    act(() => stores.modals.open({ kind: 'loggedOut', retailerName: 'Acme' }));
    await expectAccessible({ ignore: SHELL_RULES });
  });

  it('customer with the list-to-offers sidebar open: one contentinfo (the site footer), one banner', async () => {
    await renderPage({
      path: '/home',
      signedIn: true,
      flags: { [FLAG.LIST_TO_OFFERS]: LIST_TO_OFFERS_VALUE.ENABLED },
      arrange: ({ catalogue }) => void seedCatalogue(catalogue),
    });
    click(document.querySelector('button[data-sidebar-opener]'));
    await settle(20);
    await settle(20);
    expect(document.querySelector('[role="dialog"][aria-modal="false"]')).to.exist;
    await expectAccessible({ ignore: SHELL_RULES });
  });
});
