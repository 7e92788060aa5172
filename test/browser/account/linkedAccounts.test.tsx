// Issue 29, defect 2: the account area lists every retailer account link (a credential link, the direct
// integration 1408 and its group member 4, 1144's multi-factor link), each with Unlink behind a confirmation;
// 1408's unlink clears 4 too and says so; the section is where a linked retailer's page leads (#linked-accounts).
import { expect } from 'chai';
import { FLAG } from '../../../domain/constants/flags';
import { RETAILER_ID } from '../../../domain/constants/retailers';
import { LINK_ERROR_MESSAGES } from '../../../domain/retailers/linkErrors';
import { ApiError } from '../../../sdk/src';
import { LinkedAccountsSection } from '../../../ui/pages/account/linkedAccounts/LinkedAccountsSection';
import { signedInAccount } from '../../support/accountStores';
import { aRetailer } from '../../support/catalogueMother';
import { DOCUMENT_RULES, expectAccessible } from '../support/axe';
import { pressKey } from '../support/keys';
import { buttonNamed, settle } from '../offers/support/offersTestSupport';
import { cleanup, texts, render } from '../support/render';
import { renderRouteSettled } from '../support/renderRoute';
import { setViewport } from '../support/viewport';

const GRANDMART = aRetailer({ id: RETAILER_ID.DIRECT_INTEGRATION, name: 'Grandmart Superstore' });
const FALLBACK = aRetailer({ id: RETAILER_ID.FALLBACK_DEFAULT, name: 'Cornerstone Goods' });
const HARBOR = aRetailer({ id: RETAILER_ID.MFA, name: 'Harbor Outfitters' });
const MAPLE = aRetailer({ id: 3443, name: 'Maple & Main Market' });
const BRIGHT = aRetailer({ id: 5, name: 'Bright Basket' });

async function renderSection(path = '/account/profile') {
  const t = await signedInAccount({ path });
  for (const retailer of [GRANDMART, FALLBACK, HARBOR, MAPLE, BRIGHT]) t.catalogue.retailers.set(retailer.id, retailer);
  // The flag names Maple and Bright only: every other row is there because the shopper has a link.
  t.flags.values = { [FLAG.UNIFIED_ACCOUNT_LINKING_RETAILERS]: [MAPLE.id, BRIGHT.id] };
  await t.stores.flags.load({ customerId: t.stores.auth.customerId, platform: 'web_v2' });
  t.linking.links.set(GRANDMART.id, { retailerId: GRANDMART.id, status: 'verified', locked: false });
  t.linking.links.set(FALLBACK.id, { retailerId: FALLBACK.id, status: 'verified', locked: false });
  t.linking.links.set(HARBOR.id, { retailerId: HARBOR.id, status: 'verified', locked: true });
  t.linking.links.set(MAPLE.id, { retailerId: MAPLE.id, status: 'pending', locked: false });
  return renderRouteSettled(t, <LinkedAccountsSection />, 8);
}

const statusText = (container: HTMLElement) => container.querySelector('#linked-accounts > [role="status"]')?.textContent ?? '';

describe('<LinkedAccountsSection> in Chromium', () => {
  afterEach(async () => {
    cleanup();
    await setViewport(1280, 800);
  });

  it('lists every link, direct and credential, with its Unlink, then the flag’s retailers to link', async () => {
    const { container } = await renderSection();
    expect(texts(container, 'li')).to.deep.equal([
      `${FALLBACK.name}VerifiedRelinkUnlink`,
      `${HARBOR.name}Needs a verification codeFinish linking accountUnlink`,
      `${GRANDMART.name}VerifiedRelinkUnlink`,
      `${MAPLE.name}PendingRelinkUnlink`,
      `${BRIGHT.name}Not linkedLink`,
    ]);
    await expectAccessible({ ignore: DOCUMENT_RULES });
  });

  it('unlinks 1408 with the keyboard: Escape keeps it, the confirmation names 4, both show unlinked and the message takes focus', async () => {
    const { container, linking } = await renderSection();
    const unlink = buttonNamed(container, `Unlink ${GRANDMART.name}`);
    unlink.focus();
    await pressKey('Enter');
    await settle(2);
    let dialog = document.querySelector('dialog');
    expect(dialog?.open).to.equal(true);
    expect(dialog?.textContent).to.include(`This also unlinks ${FALLBACK.name}.`);
    expect(dialog?.contains(document.activeElement), 'focus is in the dialog').to.equal(true);
    await pressKey('Escape');
    await settle(2);
    expect(document.querySelector('dialog')).to.equal(null);
    expect(document.activeElement).to.equal(unlink);
    expect(linking.links.has(GRANDMART.id)).to.equal(true);

    await pressKey('Enter');
    await settle(2);
    dialog = document.querySelector('dialog');
    buttonNamed(dialog!, 'Unlink account').focus();
    await pressKey('Enter');
    await settle(6);
    expect(document.querySelector('dialog')).to.equal(null);
    expect([...linking.links.keys()].sort()).to.deep.equal([HARBOR.id, MAPLE.id].sort());
    expect(statusText(container)).to.equal(`Your ${GRANDMART.name} account is no longer linked. ${FALLBACK.name} was unlinked with it.`);
    expect(document.activeElement).to.equal(container.querySelector('#linked-accounts > [role="status"]'));
    expect(texts(container, 'li').slice(0, 3)).to.deep.equal([`${FALLBACK.name}Not linkedLink`, `${HARBOR.name}Needs a verification codeFinish linking accountUnlink`, `${GRANDMART.name}Not linkedLink`]);
    await expectAccessible({ ignore: DOCUMENT_RULES });
  });

  it('shows a refused unlink on its row (001 §8) and leaves focus on its Unlink', async () => {
    const { container, linking } = await renderSection();
    linking.failWith = new ApiError('Nope', { service: 'main', status: 500 });
    buttonNamed(container, `Unlink ${MAPLE.name}`).click();
    await settle(2);
    buttonNamed(document.querySelector('dialog')!, 'Unlink account').click();
    await settle(6);
    const row = [...container.querySelectorAll('li')].find((item) => item.textContent?.startsWith(MAPLE.name))!;
    expect(row.querySelector('[role="alert"]')?.textContent).to.equal(LINK_ERROR_MESSAGES.UNLINK_FAILED);
    expect(document.activeElement).to.equal(buttonNamed(row, `Unlink ${MAPLE.name}`));
    expect(statusText(container)).to.equal('');
  });

  it('at #linked-accounts takes focus once listed, and fits 375, 768 and 1280 px', async () => {
    const { container } = await renderSection('/account/profile#linked-accounts');
    const section = container.querySelector<HTMLElement>('#linked-accounts')!;
    expect(document.activeElement).to.equal(section);
    for (const width of [375, 768, 1280]) {
      await setViewport(width, 800);
      expect(section.scrollWidth, `${width}px`).to.be.at.most(section.clientWidth + 1);
      for (const button of section.querySelectorAll('button, a')) expect(button.getBoundingClientRect().right, `${width}px`).to.be.at.most(width);
    }
  });
});
