// The link page's model and the account area's linked accounts: states and buttons, the pending poll
// (every LINK_STATUS_POLL_MS, stopping once settled or when the page goes), unlink after confirming.
import { expect } from 'chai';
import sinon from 'sinon';
import { retailerLinkPath } from '../../../../domain/browsing/paths';
import { RETAILER_LINK_STATUS_LABEL } from '../../../../domain/browsing/retailerLinkCopy';
import { FLAG } from '../../../../domain/constants/flags';
import * as MESSAGES from '../../../../domain/constants/messages';
import { RETAILER_ID } from '../../../../domain/constants/retailers';
import { RETAILER_LINK_BUTTON_LABEL } from '../../../../domain/retailers/linkButtonLabels';
import { LINK_ERROR_MESSAGES } from '../../../../domain/retailers/linkErrors';
import { ApiError } from '../../../../sdk/src';
import { loadRoute } from '../../../../ui/app/routeLoaders';
import { LinkedAccountsModel } from '../../../../ui/pages/account/linkedAccounts/LinkedAccountsModel';
import { LINK_STATUS_POLL_MS, RetailerLinkPageModel } from '../../../../ui/pages/retailerLink/RetailerLinkPageModel';
import { aRetailer } from '../../../support/catalogueMother';
import { createTestStores, signInCustomer } from '../../../support/testStores';
import { LINK_ACCOUNT_MESSAGES } from '../../../../domain/validation/linkAccountForm';

const MAPLE = aRetailer({ id: 3443, name: 'Maple & Main Market' });
const BRIGHT = aRetailer({ id: 5, name: 'Bright Basket Grocery' });

async function linkPage(retailerId = MAPLE.id) {
  const twins = createTestStores({ path: `/retailers/x/${retailerId}/link` });
  for (const retailer of [MAPLE, BRIGHT]) twins.catalogue.retailers.set(retailer.id, retailer);
  signInCustomer(twins);
  await twins.stores.auth.start(new URL(`http://localhost/retailers/x/${retailerId}/link`));
  // The route's loader, as the app runs it (the retailer id from the route's params).
  const load = () => loadRoute(twins.stores, twins.stores.router.route);
  return { ...twins, load, model: new RetailerLinkPageModel(twins.stores) };
}

describe('RetailerLinkPageModel', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => clock.restore());

  it('shows the form while unlinked; a refused submit names the first invalid field and sends nothing', async () => {
    const { model, linking, load } = await linkPage();
    await load();
    expect(model.retailer?.name).to.equal(MAPLE.name);
    expect(model.state).to.equal('unlinked');
    expect(model.showsForm).to.equal(true);
    model.setValue('email', 'bad');
    expect(await model.submit()).to.equal('email');
    expect(model.fields).to.deep.equal({ email: LINK_ACCOUNT_MESSAGES.LINK_EMAIL_INVALID, password: LINK_ACCOUNT_MESSAGES.LINK_PASSWORD_REQUIRED });
    expect(linking.linkRequests).to.deep.equal([]);
  });

  it(`links, shows Pending, reads the link every ${LINK_STATUS_POLL_MS} ms until it is Verified, then stops`, async () => {
    const { model, linking, load } = await linkPage();
    await load();
    model.keepPendingFresh();
    model.setValue('email', 'sam@example.com');
    model.setValue('password', 'pw');
    model.setSharePurchaseHistory(true);
    expect(await model.submit()).to.equal(null);
    expect(linking.linkRequests[0]).to.deep.include({ sharePurchaseHistory: true });
    expect(model.state).to.equal('pending');
    expect(model.copy.badge).to.equal(RETAILER_LINK_STATUS_LABEL.PENDING);
    expect(model.showsForm).to.equal(false);
    expect(model.values.password).to.equal('');

    const reads = sinon.spy(linking, 'fetchAccountLink');
    await clock.tickAsync(LINK_STATUS_POLL_MS);
    expect(reads.callCount).to.equal(1);
    expect(model.state).to.equal('pending');
    linking.links.set(MAPLE.id, { retailerId: MAPLE.id, status: 'verified', locked: false });
    await clock.tickAsync(LINK_STATUS_POLL_MS);
    expect(model.state).to.equal('linked');
    expect(model.copy.badge).to.equal(RETAILER_LINK_STATUS_LABEL.LINKED);
    await clock.tickAsync(LINK_STATUS_POLL_MS * 3);
    expect(reads.callCount).to.equal(2);
  });

  it('stops reading when the page goes away', async () => {
    const { model, linking, load } = await linkPage();
    linking.links.set(MAPLE.id, { retailerId: MAPLE.id, status: 'pending', locked: false });
    await load();
    const stopReading = model.keepPendingFresh();
    const reads = sinon.spy(linking, 'fetchAccountLink');
    stopReading();
    await clock.tickAsync(LINK_STATUS_POLL_MS * 3);
    expect(reads.callCount).to.equal(0);
  });

  it('a failed link offers Try again, which opens the form with Cancel (cancel mode)', async () => {
    const { model, linking, load } = await linkPage(BRIGHT.id);
    linking.links.set(BRIGHT.id, { retailerId: BRIGHT.id, status: 'invalid', locked: false });
    await load();
    expect(model.state).to.equal('failed');
    expect(model.showsForm).to.equal(false);
    expect(model.failedButton?.label).to.equal(RETAILER_LINK_BUTTON_LABEL.TRY_AGAIN);
    model.tryAgain();
    expect(model.showsForm).to.equal(true);
    expect(model.failedButton?.label).to.equal(RETAILER_LINK_BUTTON_LABEL.CANCEL);
    model.cancel();
    expect(model.showsForm).to.equal(false);
  });

  it('shows the duplicate message when the account is taken', async () => {
    const { model, linking, load } = await linkPage();
    linking.takenEmails.add('sam@example.com');
    await load();
    model.setValue('email', 'sam@example.com');
    model.setValue('password', 'pw');
    expect(await model.submit()).to.equal(null);
    expect(model.message).to.equal(LINK_ERROR_MESSAGES.DUPLICATE);
    expect(model.state).to.equal('unlinked');
  });

  it('retailer 1408 links directly: no password form', async () => {
    const { model, catalogue, load } = await linkPage(RETAILER_ID.DIRECT_INTEGRATION);
    catalogue.retailers.set(RETAILER_ID.DIRECT_INTEGRATION, aRetailer({ id: RETAILER_ID.DIRECT_INTEGRATION }));
    await load();
    expect(model.linkMethod).to.equal('direct');
    expect(model.showsForm).to.equal(false);
  });

  it("the route's loader: the retailer from the route's id, and a failed read as an error with a toast, not the 404", async () => {
    const { model, load, catalogue, stores } = await linkPage(BRIGHT.id);
    expect(model.status).to.equal('idle');
    catalogue.failures.set('fetchRetailer', new Error('catalogue down'));
    await load();
    expect(model.status).to.equal('error');
    expect(model.notFound).to.equal(false);
    expect(stores.toasts.toasts.map((toast) => toast.message)).to.deep.equal(['catalogue down']);
    catalogue.failures.delete('fetchRetailer');
    await load();
    expect(model.retailer?.name).to.equal(BRIGHT.name);
  });

  it('an unknown retailer is not found', async () => {
    const { model, load } = await linkPage(987654);
    await load();
    expect(model.notFound).to.equal(true);
  });
});

describe('LinkedAccountsModel (filled by the profile panel\'s loader)', () => {
  async function section() {
    const twins = createTestStores({ path: '/account/profile' });
    for (const retailer of [MAPLE, BRIGHT]) twins.catalogue.retailers.set(retailer.id, retailer);
    twins.flags.values = { [FLAG.UNIFIED_ACCOUNT_LINKING_RETAILERS]: [MAPLE.id, BRIGHT.id] };
    signInCustomer(twins);
    await twins.stores.auth.start(new URL('http://localhost/account/profile'));
    await twins.stores.flags.load({ customerId: twins.stores.auth.customerId, platform: 'web_v2' });
    twins.linking.links.set(MAPLE.id, { retailerId: MAPLE.id, status: 'verified', locked: false });
    await loadRoute(twins.stores, twins.stores.router.route);
    const model = new LinkedAccountsModel(twins.stores);
    return { ...twins, model };
  }

  it("lists the flag's retailers with their labels and the link page under each state's button", async () => {
    const { model } = await section();
    expect(model.status).to.equal('ready');
    expect(model.rows.map(({ retailer, label, linkAction, canUnlink }) => ({ id: retailer.id, label, action: linkAction.label, href: linkAction.href, canUnlink }))).to.deep.equal([
      { id: MAPLE.id, label: RETAILER_LINK_STATUS_LABEL.LINKED, action: 'Relink', href: retailerLinkPath(MAPLE), canUnlink: true },
      { id: BRIGHT.id, label: 'Not linked', action: RETAILER_LINK_BUTTON_LABEL.LINK, href: retailerLinkPath(BRIGHT), canUnlink: false },
    ]);
  });

  it('unlinks after the shopper confirms; a failure shows on the row', async () => {
    const { model, linking } = await section();
    model.askToUnlink(MAPLE);
    model.keepLinked();
    expect(model.confirming).to.equal(null);
    expect(linking.links.has(MAPLE.id)).to.equal(true);

    linking.failWith = new ApiError('Nope', { service: 'main', status: 400 });
    model.askToUnlink(MAPLE);
    await model.confirmUnlink();
    expect(model.rows[0]?.error).to.equal(LINK_ERROR_MESSAGES.UNLINK_FAILED);

    linking.failWith = null;
    model.askToUnlink(MAPLE);
    await model.confirmUnlink();
    expect(model.rows[0]).to.deep.include({ state: 'unlinked', canUnlink: false, error: null });
  });

  it('a failed read shows the error state', async () => {
    const twins = createTestStores({ path: '/account/profile' });
    signInCustomer(twins);
    await twins.stores.auth.start(new URL('http://localhost/account/profile'));
    twins.linking.failWith = new Error(MESSAGES.DEFAULT_ERROR);
    await loadRoute(twins.stores, twins.stores.router.route);
    const model = new LinkedAccountsModel(twins.stores);
    expect(model.status).to.equal('error');
  });
});
