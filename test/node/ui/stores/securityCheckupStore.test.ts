// The security checkup store (001 §3, §4) on the twins: the guard feed, the name step, e-mail confirmation,
// phone verification and the e-mailed links' calls.
import { expect } from 'chai';
import { when } from 'mobx';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import * as MESSAGES from '../../../../domain/constants/messages';
import { SECURITY_CHECKUP_STATUS } from '../../../../domain/customers/securityCheckup';
import { startNavigationGuard } from '../../../../ui/app/navigationGuard';
import { createTestStores, DEMO_CUSTOMER_ID, demoCustomerRecord, signInCustomer } from '../../../support/testStores';
import { NAME_MESSAGES } from '../../../../domain/validation/names';
import { PHONE_MESSAGES } from '../../../../domain/validation/phone';
import { VERIFICATION_CODE_INVALID } from '../../../../domain/validation/verificationCode';

const PASSWORD = 'twin-password';

async function signedInAt(path: string, { complete = false } = {}) {
  const twins = createTestStores({ path });
  if (!complete) for (const step of twins.security.statuses.keys()) twins.security.statuses.set(step, SECURITY_CHECKUP_STATUS.INCOMPLETE);
  twins.customers.customers.set(DEMO_CUSTOMER_ID, demoCustomerRecord(0));
  twins.customers.passwords.set(DEMO_CUSTOMER_ID, PASSWORD);
  signInCustomer(twins);
  const stop = startNavigationGuard(twins.stores);
  await twins.stores.auth.start(new URL(`http://localhost${path}`));
  const location = () => `${twins.history.location.pathname}${twins.history.location.search}`;
  return { ...twins, stop, location, checkup: twins.stores.securityCheckup };
}

describe('SecurityCheckupStore', () => {
  describe('feeding the navigation guard', () => {
    it('sends a signed-in customer with an outstanding item from /account to the checkup with redirect=/account', async () => {
      const { location, stop, checkup } = await signedInAt('/account');
      await when(() => checkup.complete !== undefined);
      expect(checkup.complete).to.equal(false);
      expect(location()).to.equal('/account/security-checkup?redirect=%2Faccount');
      stop();
    });

    it('redirects an account panel too, and lets a completed checkup through', async () => {
      const incomplete = await signedInAt('/account/privacy');
      await when(() => incomplete.checkup.complete !== undefined);
      expect(incomplete.location()).to.equal('/account/security-checkup?redirect=%2Faccount');
      incomplete.stop();
      const complete = await signedInAt('/account', { complete: true });
      await when(() => complete.checkup.complete !== undefined);
      expect(complete.checkup.complete).to.equal(true);
      expect(complete.location()).to.equal('/account');
      complete.stop();
    });

    it('does not redirect while the status is unknown (a failed load keeps it unknown), nor load it off the account routes', async () => {
      const twins = createTestStores({ path: '/home' });
      twins.security.statuses.set('phoneVerification', SECURITY_CHECKUP_STATUS.INCOMPLETE);
      signInCustomer(twins);
      const stop = startNavigationGuard(twins.stores);
      await twins.stores.auth.start(new URL('http://localhost/home'));
      expect(twins.stores.securityCheckup.status).to.equal('idle');
      twins.security.failWith = new Error('down');
      twins.stores.router.navigate('/account');
      await when(() => twins.stores.securityCheckup.status === 'error');
      expect(twins.stores.securityCheckup.complete).to.equal(undefined);
      expect(twins.history.location.pathname).to.equal('/account');
      stop();
    });

    it('treats SKIP as settled and ERROR as outstanding, in onboarding order', async () => {
      const { checkup, security, stop } = await signedInAt('/account/security-checkup');
      security.statuses.set('personalInfo', SECURITY_CHECKUP_STATUS.COMPLETE);
      security.statuses.set('emailConfirmation', SECURITY_CHECKUP_STATUS.SKIP);
      security.statuses.set('phoneVerification', SECURITY_CHECKUP_STATUS.ERROR);
      await checkup.load();
      expect(checkup.steps.map((step) => step.id)).to.deep.equal(['personalInfo', 'emailConfirmation', 'phoneVerification']);
      expect(checkup.complete).to.equal(false);
      security.statuses.set('phoneVerification', SECURITY_CHECKUP_STATUS.SKIP);
      await checkup.load();
      expect(checkup.complete).to.equal(true);
      stop();
    });

    it('forgets the items on sign-out', async () => {
      const { stores, checkup, stop } = await signedInAt('/account');
      await when(() => checkup.complete !== undefined);
      stores.auth.forceSignOut();
      expect(checkup.complete).to.equal(undefined);
      expect(checkup.steps).to.deep.equal([]);
      stop();
    });
  });

  describe('the name step', () => {
    it("refuses empty fields with the documents' messages and sends nothing", async () => {
      const { checkup, customers, stop } = await signedInAt('/account/security-checkup');
      const outcome = await checkup.saveName({ firstName: ' ', lastName: '', password: '' });
      expect(outcome).to.deep.include({ ok: false, message: null });
      expect(outcome.ok ? {} : outcome.fields).to.deep.equal({
        firstName: NAME_MESSAGES.FIRST_NAME_REQUIRED,
        lastName: NAME_MESSAGES.LAST_NAME_REQUIRED,
        password: ACCOUNT_MESSAGES.PASSWORD_REQUIRED,
      });
      expect(customers.customers.get(DEMO_CUSTOMER_ID)?.firstName).to.equal('Jamie');
      stop();
    });

    it("shows the service's 'Incorrect password.' inline, then saves with the right one and keeps the new name", async () => {
      const { checkup, stores, security, stop } = await signedInAt('/account/security-checkup');
      const wrong = await checkup.saveName({ firstName: 'Ada', lastName: 'Lovelace', password: 'nope' });
      expect(wrong.ok ? {} : wrong.fields).to.deep.equal({ password: ACCOUNT_MESSAGES.PASSWORD_INCORRECT });
      // The service completes the item with the save (the twin is told here).
      security.statuses.set('personalInfo', SECURITY_CHECKUP_STATUS.COMPLETE);
      const saved = await checkup.saveName({ firstName: ' Ada ', lastName: 'Lovelace', password: PASSWORD });
      expect(saved.ok).to.equal(true);
      expect(stores.customer.get(DEMO_CUSTOMER_ID)?.firstName).to.equal('Ada');
      expect(checkup.statusOf('personalInfo')).to.equal(SECURITY_CHECKUP_STATUS.COMPLETE);
      stop();
    });
  });

  describe('e-mail confirmation and phone verification', () => {
    it("answers 'Error sending email confirmation.' when sending fails", async () => {
      const { checkup, security, stop } = await signedInAt('/account/security-checkup');
      security.failWith = new Error('down');
      expect(await checkup.sendEmailConfirmation()).to.deep.include({ ok: false, message: ACCOUNT_MESSAGES.EMAIL_CONFIRMATION_SEND_FAILED });
      stop();
    });

    it('confirms with the link token and reloads the items; a missing or unknown token is the expired-link message', async () => {
      const { checkup, security, stop } = await signedInAt('/account/security-checkup');
      expect(await checkup.confirmEmail(undefined)).to.deep.include({ ok: false, expired: true, message: MESSAGES.TOKEN_EXPIRED });
      expect(await checkup.confirmEmail('ect-unknown')).to.deep.include({ ok: false, expired: true, message: MESSAGES.TOKEN_EXPIRED });
      expect((await checkup.sendEmailConfirmation()).ok).to.equal(true);
      expect(await checkup.confirmEmail(security.sentEmailTokens.at(-1))).to.deep.equal({ ok: true });
      expect(checkup.statusOf('emailConfirmation')).to.equal(SECURITY_CHECKUP_STATUS.COMPLETE);
      security.failWith = new Error('down');
      expect(await checkup.confirmEmail('ect-1')).to.deep.include({ ok: false, expired: false, message: ACCOUNT_MESSAGES.EMAIL_CONFIRMATION_FAILED });
      stop();
    });

    it("checks the phone as a US number before sending; a taken number shows the documents' message on the field", async () => {
      const { checkup, security, stop } = await signedInAt('/account/security-checkup');
      security.takenPhones.add('+13035550199');
      const fieldOf = async (phone: string) => {
        const outcome = await checkup.sendPhoneCode(phone);
        return outcome.ok ? null : outcome.fields.phone;
      };
      expect(await fieldOf('')).to.equal(PHONE_MESSAGES.PHONE_REQUIRED);
      expect(await fieldOf('(303) 555-01')).to.equal(PHONE_MESSAGES.PHONE_INVALID);
      expect(security.verifications.size).to.equal(0);
      expect(await fieldOf('(303) 555-0199')).to.equal(ACCOUNT_MESSAGES.PHONE_TAKEN);
      stop();
    });

    it('verifies the 7-digit code after a malformed and a wrong one, a resend giving a new code, and completes the item', async () => {
      const { checkup, security, stop } = await signedInAt('/account/security-checkup');
      const sent = await checkup.sendPhoneCode('(303) 555-0177');
      if (!sent.ok) throw new Error('expected the code to be sent');
      expect(sent.value.phoneNumber).to.equal('+13035550177');
      const codeField = async (code: string) => {
        const outcome = await checkup.verifyPhoneCode(sent.value.id, code);
        return outcome.ok ? 'verified' : outcome.fields.code;
      };
      expect(await codeField('123')).to.equal(VERIFICATION_CODE_INVALID);
      expect(await codeField(security.sentCodes.at(-1) === '7654321' ? '1234567' : '7654321')).to.equal(ACCOUNT_MESSAGES.VERIFICATION_CODE_WRONG);
      expect((await checkup.resendPhoneCode(sent.value.id)).ok).to.equal(true);
      expect(await codeField(security.sentCodes.at(-1) ?? '')).to.equal('verified');
      expect(checkup.statusOf('phoneVerification')).to.equal(SECURITY_CHECKUP_STATUS.COMPLETE);
      security.failWith = new Error('down');
      expect(await checkup.resendPhoneCode(sent.value.id)).to.deep.include({ ok: false, message: ACCOUNT_MESSAGES.PHONE_CODE_SEND_FAILED });
      stop();
    });
  });

  describe('the unlock link', () => {
    it("unlocks with a known token; an unknown one is expired; a failed call is 'Whoops, that didn't work. Try again?'", async () => {
      const { stores, security } = createTestStores();
      security.unlockTokens.add('unl-1');
      expect(await stores.securityCheckup.unlockAccount('unl-1')).to.deep.equal({ ok: true });
      expect(await stores.securityCheckup.unlockAccount('unl-1')).to.deep.include({ ok: false, expired: true, message: MESSAGES.TOKEN_EXPIRED });
      security.failWith = new Error('down');
      expect(await stores.securityCheckup.unlockAccount('unl-2')).to.deep.include({ ok: false, expired: false, message: MESSAGES.UNLOCK_FAILED });
    });
  });
});
