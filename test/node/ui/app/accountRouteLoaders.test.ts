// The e-mailed links' and the security checkup's route loaders: what each fills from the route.
import { expect } from 'chai';
import sinon from 'sinon';
import { SECURITY_CHECKUP_STATUS } from '../../../../domain/customers/securityCheckup';
import * as MESSAGES from '../../../../domain/constants/messages';
import { loadRoute } from '../../../../ui/app/routeLoaders';
import { ConfirmEmailPageModel } from '../../../../ui/pages/confirmEmail/ConfirmEmailPageModel';
import { UnlockAccountPageModel } from '../../../../ui/pages/unlockAccount/UnlockAccountPageModel';
import { createTestStores, demoCustomerRecord, DEMO_CUSTOMER_ID, signInCustomer } from '../../../support/testStores';

async function storesAt(path: string, { signedIn = true } = {}) {
  const twins = createTestStores({ path });
  if (signedIn) signInCustomer(twins);
  await twins.stores.auth.start(new URL(`http://localhost${path}`));
  const load = () => loadRoute(twins.stores, twins.stores.router.route);
  return { ...twins, load };
}

describe('account route loaders', () => {
  it("confirm-email follows the route's token once; the page's Try again follows it again", async () => {
    const twins = await storesAt('/confirm-email?token=ect-9');
    twins.security.sentEmailTokens.push('ect-9');
    const confirms = sinon.spy(twins.security, 'confirmEmail');
    const model = new ConfirmEmailPageModel(twins.stores);
    expect(model.outcome).to.equal(null);
    await twins.load();
    expect(confirms.args).to.deep.equal([['ect-9']]);
    expect(model.outcome).to.deep.equal({ ok: true });
    await twins.load();
    expect(confirms.callCount, 'the same link is followed once').to.equal(1);
    await model.confirm();
    expect(confirms.callCount).to.equal(2);
  });

  it('confirm-email without a token says the link is expired, asking nothing', async () => {
    const twins = await storesAt('/confirm-email', { signedIn: false });
    const confirms = sinon.spy(twins.security, 'confirmEmail');
    await twins.load();
    expect(new ConfirmEmailPageModel(twins.stores).outcome).to.deep.include({ ok: false, expired: true, message: MESSAGES.TOKEN_EXPIRED });
    expect(confirms.callCount).to.equal(0);
  });

  it("unlock-account unlocks with the route's token; a failed call offers Try again, which unlocks", async () => {
    const twins = await storesAt('/unlock-account?token=unl-2', { signedIn: false });
    twins.security.unlockTokens.add('unl-2');
    twins.security.failWith = new Error('down');
    const model = new UnlockAccountPageModel(twins.stores);
    await twins.load();
    expect(model.outcome).to.deep.include({ ok: false, expired: false, message: MESSAGES.UNLOCK_FAILED });
    twins.security.failWith = null;
    await model.unlock();
    expect(model.outcome).to.deep.equal({ ok: true });
  });

  it('security-checkup loads the items and the customer record the name step prefills', async () => {
    const twins = await storesAt('/account/security-checkup');
    twins.security.statuses.set('emailConfirmation', SECURITY_CHECKUP_STATUS.INCOMPLETE);
    twins.customers.customers.set(DEMO_CUSTOMER_ID, demoCustomerRecord(0));
    await twins.load();
    expect(twins.stores.securityCheckup.statusOf('emailConfirmation')).to.equal(SECURITY_CHECKUP_STATUS.INCOMPLETE);
    expect(twins.stores.customer.info?.firstName).to.equal('Jamie');
  });

  it("referral loads the customer's record (its code and link), once", async () => {
    const twins = await storesAt('/referral');
    twins.customers.customers.set(DEMO_CUSTOMER_ID, demoCustomerRecord(0));
    const reads = sinon.spy(twins.customers, 'fetchCustomerInfo');
    await twins.load();
    expect(twins.stores.customer.info?.referralCode).to.equal('JAMIE1');
    await twins.load();
    expect(reads.callCount).to.equal(1);
  });
});
