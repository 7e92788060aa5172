// The link flow and the account links store: nothing sent while invalid, the documents' messages, the
// duplicate refusal, the answered link adopted by its one owner, unlink's failure messages.
import { expect } from 'chai';
import { MemoryAccountLinkingGateway } from '../../../../adapters/linking/MemoryAccountLinkingGateway';
import * as MESSAGES from '../../../../domain/constants/messages';
import { RETAILER_ID } from '../../../../domain/constants/retailers';
import { LINK_ERROR_MESSAGES } from '../../../../domain/retailers/linkErrors';
import { ApiError, NetworkError } from '../../../../sdk/src';
import { linkRetailerAccount } from '../../../../ui/flows/linkRetailerAccount';
import { createTestStores, DEMO_CUSTOMER_ID, signInCustomer } from '../../../support/testStores';
import { LINK_ACCOUNT_MESSAGES } from '../../../../domain/validation/linkAccountForm';

const RETAILER = 3443;
const form = { customerId: DEMO_CUSTOMER_ID, retailerId: RETAILER, email: 'sam@example.com', password: 'pw', sharePurchaseHistory: true };

describe('linkRetailerAccount (flow)', () => {
  it("sends nothing while invalid and answers the documents' messages", async () => {
    const linking = new MemoryAccountLinkingGateway();
    expect(await linkRetailerAccount({ ...form, email: '', password: '' }, { linking })).to.deep.equal({
      ok: false,
      fields: { email: LINK_ACCOUNT_MESSAGES.LINK_EMAIL_REQUIRED, password: LINK_ACCOUNT_MESSAGES.LINK_PASSWORD_REQUIRED },
      message: null,
      status: null,
    });
    const invalid = await linkRetailerAccount({ ...form, email: 'nope' }, { linking });
    expect(invalid.ok === false && invalid.fields).to.deep.equal({ email: LINK_ACCOUNT_MESSAGES.LINK_EMAIL_INVALID });
    expect(linking.linkRequests).to.deep.equal([]);
  });

  it('links with the trimmed e-mail and the sharing choice, answering the pending link', async () => {
    const linking = new MemoryAccountLinkingGateway();
    const outcome = await linkRetailerAccount({ ...form, email: '  sam@example.com ' }, { linking });
    expect(outcome).to.deep.equal({ ok: true, value: { retailerId: RETAILER, status: 'pending', locked: false } });
    expect(linking.linkRequests).to.deep.equal([{ retailerId: RETAILER, email: 'sam@example.com', password: 'pw', sharePurchaseHistory: true }]);
  });

  it("answers the duplicate message for 'Duplicate Account Found', the generic one otherwise, and server fields inline", async () => {
    const linking = new MemoryAccountLinkingGateway();
    linking.takenEmails.add('sam@example.com');
    const duplicate = await linkRetailerAccount(form, { linking });
    expect(duplicate.ok === false && duplicate.message).to.equal(LINK_ERROR_MESSAGES.DUPLICATE);

    linking.linkFailure = new ApiError('Boom', { service: 'main', status: 400 });
    const generic = await linkRetailerAccount({ ...form, email: 'other@example.com' }, { linking });
    expect(generic.ok === false && generic.message).to.equal(MESSAGES.TRY_AGAIN);

    linking.linkFailure = new ApiError('Refused', { service: 'main', status: 400, fields: { password: 'Too short' } });
    const fields = await linkRetailerAccount({ ...form, email: 'other@example.com' }, { linking });
    expect(fields).to.deep.include({ ok: false, fields: { password: 'Too short' }, message: null });
  });
});

describe('AccountLinksStore: link, unlink, all links', () => {
  async function signedIn() {
    const twins = createTestStores();
    signInCustomer(twins);
    await twins.stores.auth.start(new URL('http://localhost/home'));
    return twins;
  }

  it('adopts the answered link for the retailer and in the list of all', async () => {
    const { stores, linking } = await signedIn();
    linking.links.set(RETAILER_ID.MFA, { retailerId: RETAILER_ID.MFA, status: 'verified', locked: true });
    await stores.accountLinks.readAll();
    expect(stores.accountLinks.all.links.map((link) => link.retailerId)).to.deep.equal([RETAILER_ID.MFA]);
    const outcome = await stores.accountLinks.link({ retailerId: RETAILER, email: 'sam@example.com', password: 'pw', sharePurchaseHistory: false });
    expect(outcome.ok).to.equal(true);
    expect(stores.accountLinks.linkAt(RETAILER)).to.deep.equal({ retailerId: RETAILER, status: 'pending', locked: false });
    expect(stores.accountLinks.all.links.map((link) => link.retailerId)).to.deep.equal([RETAILER_ID.MFA, RETAILER]);
  });

  it('a double submit sends once', async () => {
    const { stores, linking } = await signedIn();
    const input = { retailerId: RETAILER, email: 'sam@example.com', password: 'pw', sharePurchaseHistory: false };
    const first = stores.accountLinks.link(input);
    expect(stores.accountLinks.isBusy(RETAILER)).to.equal(true);
    await Promise.all([first, stores.accountLinks.link(input)]);
    expect(linking.linkRequests).to.have.length(1);
    expect(stores.accountLinks.isBusy(RETAILER)).to.equal(false);
  });

  it('unlink forgets the link (1408 takes 4 with it, through the direct integration); its failures answer the messages of 001 §8', async () => {
    const { stores, linking, directLinking } = await signedIn();
    for (const retailerId of [RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.FALLBACK_DEFAULT, RETAILER]) linking.links.set(retailerId, { retailerId, status: 'verified', locked: false });
    await stores.accountLinks.readAll();
    // 1408 unlinks with the direct integration's own call (walmartUnlinkCustomerAccount), not the credential one.
    directLinking.failWith = new ApiError('Nope', { service: 'gateway', status: 404 });
    expect(await stores.accountLinks.unlink(RETAILER_ID.DIRECT_INTEGRATION)).to.equal(LINK_ERROR_MESSAGES.UNLINK_FAILED);
    expect(stores.accountLinks.all.links.map((link) => link.retailerId)).to.include(RETAILER_ID.DIRECT_INTEGRATION);
    directLinking.failWith = null;
    expect(await stores.accountLinks.unlink(RETAILER_ID.DIRECT_INTEGRATION)).to.equal(null);
    expect([...linking.links.keys()]).to.deep.equal([RETAILER]);
    expect(stores.accountLinks.all.links.map((link) => link.retailerId)).to.deep.equal([RETAILER]);
    expect(stores.accountLinks.linkAt(RETAILER_ID.FALLBACK_DEFAULT)).to.equal(null);

    linking.failWith = new ApiError('Nope', { service: 'main', status: 404 });
    expect(await stores.accountLinks.unlink(RETAILER)).to.equal(LINK_ERROR_MESSAGES.UNLINK_FAILED);
    linking.failWith = new NetworkError({ service: 'main' });
    expect(await stores.accountLinks.unlink(RETAILER)).to.equal(MESSAGES.TRY_AGAIN);
    expect(stores.accountLinks.all.links.map((link) => link.retailerId)).to.deep.equal([RETAILER]);
  });
});
