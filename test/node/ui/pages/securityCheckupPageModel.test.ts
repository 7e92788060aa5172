// The checkup page's model: polling the checkup while a sent confirmation is awaited (every
// EMAIL_CONFIRMATION_POLL_MS, stopping once confirmed or when the page goes), and where it continues.
import { expect } from 'chai';
import sinon from 'sinon';
import { EMAIL_CONFIRMATION_POLL_MS } from '../../../../domain/customers/emailConfirmation';
import { SECURITY_CHECKUP_STATUS } from '../../../../domain/customers/securityCheckup';
import { SecurityCheckupPageModel } from '../../../../ui/pages/securityCheckup/SecurityCheckupPageModel';
import { createTestStores, signInCustomer } from '../../../support/testStores';

async function pageAt(path: string) {
  const twins = createTestStores({ path });
  twins.security.statuses.set('emailConfirmation', SECURITY_CHECKUP_STATUS.INCOMPLETE);
  twins.security.statuses.set('phoneVerification', SECURITY_CHECKUP_STATUS.INCOMPLETE);
  signInCustomer(twins);
  await twins.stores.auth.start(new URL(`http://localhost${path}`));
  await twins.stores.securityCheckup.load();
  return { ...twins, model: new SecurityCheckupPageModel(twins.stores) };
}

describe('SecurityCheckupPageModel', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => clock.restore());

  it(`asks the checkup again every ${EMAIL_CONFIRMATION_POLL_MS} ms while awaiting, and stops once confirmed`, async () => {
    const { model, security } = await pageAt('/account/security-checkup');
    expect(model.currentStep).to.equal('emailConfirmation');
    expect(model.emailStage).to.equal('send');
    await model.sendEmail();
    expect(model.emailStage).to.equal('awaiting');
    const calls = sinon.spy(security, 'checkupStatus');
    await clock.tickAsync(EMAIL_CONFIRMATION_POLL_MS - 1);
    expect(calls.callCount).to.equal(0);
    await clock.tickAsync(1);
    expect(calls.callCount).to.equal(1);
    security.statuses.set('emailConfirmation', SECURITY_CHECKUP_STATUS.COMPLETE);
    await clock.tickAsync(EMAIL_CONFIRMATION_POLL_MS);
    expect(calls.callCount).to.equal(2);
    expect(model.emailStage).to.equal('confirmed');
    expect(model.currentStep).to.equal('phoneVerification');
    await clock.tickAsync(EMAIL_CONFIRMATION_POLL_MS * 3);
    expect(calls.callCount).to.equal(2);
  });

  it('stops polling when the page goes away', async () => {
    const { model, security } = await pageAt('/account/security-checkup');
    await model.sendEmail();
    model.stop();
    const calls = sinon.spy(security, 'checkupStatus');
    await clock.tickAsync(EMAIL_CONFIRMATION_POLL_MS * 3);
    expect(calls.callCount).to.equal(0);
  });

  it('continues to a same-site redirect query, else /account, once every item is settled', async () => {
    const offSite = await pageAt('/account/security-checkup?redirect=https%3A%2F%2Fevil.example%2F');
    expect(offSite.model.continuePath).to.equal('/account');
    const { model, security, stores, history } = await pageAt('/account/security-checkup?redirect=%2Faccount%2Fprivacy');
    model.continueIfFinished();
    expect(history.location.pathname).to.equal('/account/security-checkup');
    security.completeAll();
    await stores.securityCheckup.load();
    model.continueIfFinished();
    expect(`${history.location.pathname}`).to.equal('/account/privacy');
  });

  it('keeps the phone masked as typed and the code to digits', async () => {
    const { model } = await pageAt('/account/security-checkup');
    model.setPhone('3035550177');
    expect(model.phone).to.equal('(303) 555-0177');
    model.setPhone('+1 303 555 0142');
    expect(model.phone).to.equal('(303) 555-0142');
    model.setPhone('30355');
    expect(model.phone).to.equal('(303) 55');
    model.setCode('12a 3');
    expect(model.code).to.equal('123');
  });
});
