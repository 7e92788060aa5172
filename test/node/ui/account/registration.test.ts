// Registration on the in-memory twins: the guard sends a new identity to /register, the page model checks the
// form and registers once, and the referral link survives the trip through sign-up.
import { expect } from 'chai';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import * as MESSAGES from '../../../../domain/constants/messages';
import { REGISTRATION_BLOCK_REASON } from '../../../../domain/validation/registrationSubmit';
import { UNEXPECTED_PROBLEM, VALIDATION_FEEDBACK } from '../../../../domain/validation/validationFeedback';
import { startNavigationGuard } from '../../../../ui/app/navigationGuard';
import { loadRoute } from '../../../../ui/app/routeLoaders';
import { registerCustomer } from '../../../../ui/flows/registerCustomer';
import { RegisterPageModel } from '../../../../ui/pages/register/RegisterPageModel';
import { MemoryRegistrationGateway } from '../../../../adapters/registration/MemoryRegistrationGateway';
import { createTestStores, demoCustomerRecord, TEST_NOW } from '../../../support/testStores';
import { NAME_MESSAGES } from '../../../../domain/validation/names';

const IDENTITY = { sub: 'auth0|new-shopper', email: 'new.shopper@example.com' };
const FRIEND_CODE = 'AVERY10';
const FORBIDDEN_ZIP = '99999';
const inAnHour = TEST_NOW.getTime() / 1000 + 3600;
const VALID = { firstName: '  Riley ', zip: ' 80202 ', birthDate: '1994-03-09', referralCode: '' };

/** Stores at `path` for a shopper signed up at the provider without a customer, the guard running. */
async function signedUpAt(path: string) {
  const twins = createTestStores({ path });
  const { identity, registration, stores } = twins;
  identity.signIn(IDENTITY, { sub: IDENTITY.sub, exp: inAnHour });
  registration.identities.set(IDENTITY.sub, IDENTITY.email);
  registration.referralCodes.add(FRIEND_CODE);
  registration.forbiddenZips.add(FORBIDDEN_ZIP);
  // As the provider does once registration linked a customer: the next token names it.
  const register = registration.register.bind(registration);
  registration.register = async (payload) => {
    const customer = await register(payload);
    identity.signIn(IDENTITY, { sub: customer.customerId, exp: inAnHour });
    return customer;
  };
  const stop = startNavigationGuard(stores);
  await stores.auth.start(new URL(`http://localhost${path}`));
  const location = () => `${twins.history.location.pathname}${twins.history.location.search}`;
  return { ...twins, stop, location };
}

async function formAt(path: string) {
  const twins = await signedUpAt(path);
  const model = new RegisterPageModel(twins.stores);
  // The route's loader, then the page's start, as the app runs them.
  await loadRoute(twins.stores, twins.stores.router.route);
  await model.start();
  return { ...twins, model };
}

function fill(model: RegisterPageModel, values: Partial<typeof VALID>) {
  for (const [field, value] of Object.entries({ ...VALID, ...values })) model.change(field as keyof typeof VALID, value);
}

describe('registration', () => {
  describe('the guard', () => {
    it('sends a shopper without a customer from any page to /register, keeping where they were going', async () => {
      const { location, stop } = await signedUpAt('/retailers/Grandmart/1408');
      expect(location()).to.equal('/register?redirect=%2Fretailers%2FGrandmart%2F1408');
      stop();
    });

    it('lets them stay on the form with a referral code', async () => {
      const { location, stop } = await signedUpAt(`/register?friend=${FRIEND_CODE}`);
      expect(location()).to.equal(`/register?friend=${FRIEND_CODE}`);
      stop();
    });
  });

  describe('a referral link opened signed out', () => {
    it('starts sign-up at the provider with the code, returning to the same link', async () => {
      const twins = createTestStores({ path: `/register?friend=${FRIEND_CODE}` });
      const stop = startNavigationGuard(twins.stores);
      await twins.stores.auth.start(new URL(`http://localhost/register?friend=${FRIEND_CODE}`));
      expect(twins.history.location.pathname, 'the guard keeps the link').to.equal('/register');
      const model = new RegisterPageModel(twins.stores);
      expect(model.mode).to.equal('signUp');
      await model.start();
      expect(twins.identity.calls).to.have.length(1);
      expect(twins.identity.calls[0]?.request).to.deep.include({ targetUrl: `/register?friend=${FRIEND_CODE}`, signup: true, friendCode: FRIEND_CODE });
      stop();
    });
  });

  describe('the form', () => {
    it("the route's loader reads the identity the shopper signed up with: the form names its e-mail", async () => {
      const twins = await signedUpAt('/register');
      const model = new RegisterPageModel(twins.stores);
      expect(model.email).to.equal(null);
      await loadRoute(twins.stores, twins.stores.router.route);
      expect(model.email).to.equal(IDENTITY.email);
      twins.stores.auth.forceSignOut();
      expect(model.email, 'the identity was the signed-out shopper’s').to.equal(null);
      twins.stop();
    });

    it('prefills the referral code from friend or friend_code and checks it at once', async () => {
      const { model, stop } = await formAt(`/register?friend_code=${FRIEND_CODE}`);
      expect(model.mode).to.equal('form');
      expect(model.values.referralCode).to.equal(FRIEND_CODE);
      expect(model.feedback.referralCode.state).to.equal(VALIDATION_FEEDBACK.SUCCESS);
      expect(model.isConfirmed('referralCode')).to.equal(true);
      stop();
    });

    it("trims on blur and shows the documents' messages: a 4-digit zip, an under-18 birth date, an unknown referral code", async () => {
      const { model, registration, stop } = await formAt('/register');
      model.change('firstName', '  Riley  ');
      await model.blur('firstName');
      expect(model.values.firstName).to.equal('Riley');
      model.change('zip', '8020');
      await model.blur('zip');
      expect(model.messageOf('zip')).to.equal("Hm, that zip code doesn't look right.");
      expect(registration.checks, 'a malformed zip is not sent').to.deep.equal([]);
      model.change('birthDate', '2015-06-01');
      await model.blur('birthDate');
      expect(model.messageOf('birthDate')).to.equal('You need to be 18 or over to use our app.');
      model.change('referralCode', 'NOPE42');
      await model.blur('referralCode');
      expect(model.feedback.referralCode.state).to.equal(VALIDATION_FEEDBACK.ERROR);
      expect(model.messageOf('referralCode')).to.equal(ACCOUNT_MESSAGES.REFERRAL_CODE_NOT_FOUND);
      model.change('zip', '80202');
      await model.blur('zip');
      expect(model.feedback.zip.state).to.equal(VALIDATION_FEEDBACK.SUCCESS);
      expect(model.messageOf('zip')).to.equal(null);
      stop();
    });

    it('hides the inline text and shows the forbidden toast for a 403', async () => {
      const { model, stores, stop } = await formAt('/register');
      model.change('zip', FORBIDDEN_ZIP);
      await model.blur('zip');
      expect(model.feedback.zip.state).to.equal(VALIDATION_FEEDBACK.ERROR_HIDDEN);
      expect(model.messageOf('zip')).to.equal(null);
      expect(model.isInvalid('zip')).to.equal(true);
      expect(stores.toasts.toasts.map((toast) => toast.message)).to.deep.equal([MESSAGES.FORBIDDEN]);
      stop();
    });

    it('blocks a submit with an unknown referral code, sends nothing, tracks the reason and asks for focus', async () => {
      const { model, registration, tracking, stop } = await formAt('/register');
      fill(model, { referralCode: 'NOPE42' });
      await model.submit();
      expect(registration.calls).to.deep.equal([]);
      expect(model.firstInvalidField).to.equal('referralCode');
      expect(model.focusRequest).to.equal(1);
      const blocked = tracking.events.filter((event) => event.name === 'InteractionPerformed');
      expect(blocked.map((event) => event.properties)).to.deep.equal([
        { interaction: 'registration blocked', reason: REGISTRATION_BLOCK_REASON.INVALID_REFERRAL_CODE },
      ]);
      stop();
    });

    it('registers once on a double submit, re-reads the session and lands on /welcome?source=register with the redirect', async () => {
      const { model, registration, stores, location, stop } = await formAt('/register?redirect=%2Fretailers%2FGrandmart%2F1408');
      fill(model, {});
      await Promise.all([model.submit(), model.submit()]);
      expect(registration.calls).to.have.length(1);
      expect(registration.calls[0]?.customer).to.deep.include({ first_name: 'Riley', zip: '80202', birth_date: '1994-03-09', email: IDENTITY.email, auth0_user_id: IDENTITY.sub });
      expect(stores.auth.status).to.equal('authenticated');
      expect(stores.auth.customerId).to.match(/^\d+$/);
      expect(location()).to.equal('/welcome?source=register&redirect=%2Fretailers%2FGrandmart%2F1408');
      stop();
    });

    it('lands back on the offer the shopper signed up from', async () => {
      const { model, location, stop } = await signedUpAt('/offers/501?source=add-offer&offerGroupId=8001').then(async (twins) => {
        expect(twins.location()).to.equal('/register?redirect=%2Foffers%2F501%3Fsource%3Dadd-offer%26offerGroupId%3D8001');
        const form = new RegisterPageModel(twins.stores);
        await loadRoute(twins.stores, twins.stores.router.route);
        await form.start();
        return { ...twins, model: form };
      });
      fill(model, {});
      await model.submit();
      expect(location()).to.equal('/offers/501?source=add-offer&offerGroupId=8001');
      stop();
    });

    it("shows the server's fields inline and the emailTaken message for the whole form", async () => {
      const { model, registration, stop } = await formAt('/register');
      registration.unrecognisedZips.add('80202');
      fill(model, {});
      await model.submit();
      expect(model.messageOf('zip')).to.equal(ACCOUNT_MESSAGES.ZIP_UNRECOGNISED);
      registration.unrecognisedZips.clear();
      // Someone registered this address meanwhile.
      registration.registered.set('auth0|someone-else', { ...demoCustomerRecord(0), email: IDENTITY.email });
      await model.submit();
      expect(model.message).to.equal(ACCOUNT_MESSAGES.EMAIL_TAKEN);
      expect(model.submitting).to.equal(false);
      stop();
    });
  });

  describe('an identity the provider gave no e-mail', () => {
    it("says emailMissing for the whole form and sends nothing", async () => {
      const { model, registration, identity, stores, stop } = await formAt('/register');
      identity.signIn({ sub: IDENTITY.sub }, { sub: IDENTITY.sub, exp: inAnHour });
      await loadRoute(stores, stores.router.route);
      expect(model.email).to.equal(null);
      fill(model, {});
      await model.submit();
      expect(model.message).to.equal('Sorry, there was a problem saving your email. Please try again.');
      expect(model.message).to.equal(ACCOUNT_MESSAGES.EMAIL_MISSING);
      expect(registration.registered.size).to.equal(0);
      expect(model.submitting).to.equal(false);
      stop();
    });
  });

  describe('registerCustomer (flow)', () => {
    it("blocks the submit as 'Invalid zip code' when the re-check cannot be made, and never rejects", async () => {
      const registration = new MemoryRegistrationGateway();
      registration.failWith = new TypeError('Failed to fetch');
      const tracked: unknown[] = [];
      const input = { values: VALID, context: { auth0UserId: IDENTITY.sub, email: IDENTITY.email, deviceId: 'device' }, today: TEST_NOW };
      const result = await registerCustomer(input, { registration, track: (...args) => tracked.push(args) });
      expect(result).to.deep.include({ ok: false, kind: 'blocked', reason: REGISTRATION_BLOCK_REASON.INVALID_ZIP_CODE });
      expect(result.ok || result.kind !== 'blocked' ? null : result.zip.message).to.equal(UNEXPECTED_PROBLEM);
      expect(tracked).to.have.length(1);
    });

    it("answers a registration call that failed without an answer with the documents' try-again", async () => {
      const twin = new MemoryRegistrationGateway();
      const registration = { validate: twin.validate.bind(twin), register: () => Promise.reject(new TypeError('Failed to fetch')) };
      const input = { values: VALID, context: { auth0UserId: IDENTITY.sub, email: IDENTITY.email, deviceId: 'device' }, today: TEST_NOW };
      const result = await registerCustomer(input, { registration, track: () => undefined });
      expect(result).to.deep.equal({ ok: false, kind: 'refused', fields: {}, message: MESSAGES.TRY_AGAIN, status: null, toast: null });
    });

    it("tracks 'Unknown error' for an invalid form whose server checks passed", async () => {
      const registration = new MemoryRegistrationGateway();
      registration.today = TEST_NOW;
      const tracked: unknown[][] = [];
      const result = await registerCustomer(
        { values: { ...VALID, firstName: '' }, context: { auth0UserId: IDENTITY.sub, email: IDENTITY.email, deviceId: 'device' }, today: TEST_NOW },
        { registration, track: (...args) => tracked.push(args) },
      );
      expect(result).to.deep.include({ ok: false, kind: 'blocked', reason: REGISTRATION_BLOCK_REASON.UNKNOWN_ERROR });
      expect(result.ok ? null : result.fields).to.deep.equal({ firstName: NAME_MESSAGES.FIRST_NAME_REQUIRED });
      expect(tracked[0]?.[1]).to.deep.equal({ interaction: 'registration blocked', reason: 'Unknown error' });
    });
  });
});
