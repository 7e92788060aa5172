import { DOCUMENT_RULES, expectAccessible } from '../support/axe';
import { expect } from 'chai';
import { RETAILER_LINK_NOTE } from '../../../domain/browsing/retailerLinkCopy';
import { FLAG } from '../../../domain/constants/flags';
import { LINK_ERROR_MESSAGES } from '../../../domain/retailers/linkErrors';
import { LinkedAccountsSection } from '../../../ui/pages/account/linkedAccounts/LinkedAccountsSection';
import RetailerLinkPage from '../../../ui/pages/retailerLink/RetailerLinkPage';
import { StoresProvider } from '../../../ui/stores/StoresContext';
import { signedInAccount } from '../../support/accountStores';
import { aRetailer } from '../../support/catalogueMother';
import { buttonNamed, settle } from '../offers/support/offersTestSupport';
import { cleanup, click, render, texts, type } from '../support/render';
import { LINK_ACCOUNT_MESSAGES } from '../../../domain/validation/linkAccountForm';
import { renderRoute } from '../support/renderRoute';
import { renderRouteSettled } from '../support/renderRoute';

const MAPLE = aRetailer({ id: 3443, name: 'Maple & Main Market' });
const BRIGHT = aRetailer({ id: 5, name: '<b>Bright</b> Basket' });


async function renderLinkPage(retailerId = MAPLE.id, status?: string) {
  const t = await signedInAccount({ path: `/retailers/x/${retailerId}/link` });
  for (const retailer of [MAPLE, BRIGHT]) t.catalogue.retailers.set(retailer.id, retailer);
  if (status) t.linking.links.set(retailerId, { retailerId, status, locked: false });
  return renderRouteSettled(t, <RetailerLinkPage />, 6);
}

async function submit(container: HTMLElement): Promise<void> {
  click(buttonNamed(container, 'Link account'));
  await settle(4);
}

describe('<RetailerLinkPage> in Chromium', () => {
  afterEach(cleanup);

  it("shows the documents' messages inline, focuses the first invalid field and sends nothing", async () => {
    const { container, linking } = await renderLinkPage();
    expect(container.querySelector('h1')?.textContent).to.equal('Link your Maple & Main Market account');
    await submit(container);
    const email = container.querySelector<HTMLInputElement>('#link-email')!;
    const password = container.querySelector<HTMLInputElement>('#link-password')!;
    expect(document.activeElement).to.equal(email);
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).to.equal(LINK_ACCOUNT_MESSAGES.LINK_EMAIL_REQUIRED);
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).to.equal(LINK_ACCOUNT_MESSAGES.LINK_PASSWORD_REQUIRED);
    type(email, 'not-an-email');
    type(password, 'pw');
    await submit(container);
    expect(texts(container, '[id$="-error"]')).to.deep.equal([LINK_ACCOUNT_MESSAGES.LINK_EMAIL_INVALID]);
    expect(linking.linkRequests).to.deep.equal([]);
    await expectAccessible({ ignore: DOCUMENT_RULES });
  });

  it('links: the form gives way to the pending copy with its Pending label', async () => {
    const { container, linking } = await renderLinkPage();
    type(container.querySelector<HTMLInputElement>('#link-email'), 'sam@example.com');
    type(container.querySelector<HTMLInputElement>('#link-password'), 'pw');
    click(container.querySelector('#link-share'));
    await submit(container);
    expect(linking.linkRequests).to.deep.equal([{ retailerId: MAPLE.id, email: 'sam@example.com', password: 'pw', sharePurchaseHistory: true }]);
    expect(container.querySelector('form')).to.equal(null);
    const status = container.querySelector('[role="status"]');
    expect(status?.textContent).to.contain('Pending');
    expect(status?.textContent).to.contain(RETAILER_LINK_NOTE.pending);
    await expectAccessible({ ignore: DOCUMENT_RULES });
  });

  it('shows the duplicate message as an alert', async () => {
    const { container, linking } = await renderLinkPage();
    linking.takenEmails.add('sam@example.com');
    type(container.querySelector<HTMLInputElement>('#link-email'), 'sam@example.com');
    type(container.querySelector<HTMLInputElement>('#link-password'), 'pw');
    await submit(container);
    expect(texts(container, '[role="alert"]')).to.deep.equal([LINK_ERROR_MESSAGES.DUPLICATE]);
  });

  it('a failed link: Try again opens the form, Cancel closes it', async () => {
    const { container } = await renderLinkPage(BRIGHT.id, 'invalid');
    expect(container.querySelector('h1')?.textContent).to.equal('Link your <b>Bright</b> Basket account');
    expect(container.querySelector('form')).to.equal(null);
    click(buttonNamed(container, 'Try again'));
    expect(container.querySelector('form')).not.to.equal(null);
    await expectAccessible({ ignore: DOCUMENT_RULES });
    click(buttonNamed(container, 'Cancel'));
    expect(container.querySelector('form')).to.equal(null);
  });
});

describe('<LinkedAccountsSection> in Chromium', () => {
  afterEach(cleanup);

  it('lists the retailers with Verified or Link, and unlinks after confirming in a dialog', async () => {
    const t = await signedInAccount({ path: '/account/profile' });
    for (const retailer of [MAPLE, BRIGHT]) t.catalogue.retailers.set(retailer.id, retailer);
    t.flags.values = { [FLAG.UNIFIED_ACCOUNT_LINKING_RETAILERS]: [MAPLE.id, BRIGHT.id] };
    await t.stores.flags.load({ customerId: t.stores.auth.customerId, platform: 'web_v2' });
    t.linking.links.set(MAPLE.id, { retailerId: MAPLE.id, status: 'verified', locked: false });
    const { container } = renderRoute(<LinkedAccountsSection />, t.stores);
    await settle(6);
    expect(texts(container, 'li')).to.deep.equal([
      `${MAPLE.name}VerifiedRelinkUnlink`,
      `${BRIGHT.name}Not linkedLink`,
    ]);
    await expectAccessible({ ignore: DOCUMENT_RULES });
    click(buttonNamed(container, `Unlink ${MAPLE.name}`));
    const dialog = document.querySelector('dialog');
    expect(dialog?.open).to.equal(true);
    await expectAccessible({ ignore: DOCUMENT_RULES });
    click(buttonNamed(dialog!, 'Unlink account'));
    await settle(4);
    expect(document.querySelector('dialog')).to.equal(null);
    expect(t.linking.links.has(MAPLE.id)).to.equal(false);
    expect(texts(container, 'li')[0]).to.equal(`${MAPLE.name}Not linkedLink`);
  });
});
