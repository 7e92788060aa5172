import { expect } from 'chai';
import sinon from 'sinon';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import * as MESSAGES from '../../../../domain/constants/messages';
import { DAY_MS } from '../../../../domain/constants/timing';
import { ApiError } from '../../../../sdk/src/errors';
import { loadRoute } from '../../../../ui/app/routeLoaders';
import { saveProfile } from '../../../../ui/flows/saveProfile';
import { EmailSettingsModel } from '../../../../ui/pages/emailSettings/EmailSettingsModel';
import { PersonalDataModel } from '../../../../ui/pages/account/PersonalDataModel';
import { ProfilePanelModel } from '../../../../ui/pages/account/ProfilePanelModel';
import { DEMO_CUSTOMER_ID } from '../../../support/testStores';
import { DEMO_PASSWORD, EMAIL_TOKEN, signedInAccount } from '../../../support/accountStores';
import { holdAnswers } from '../../../support/slowCalls';
import { NAME_MESSAGES } from '../../../../domain/validation/names';
import { ZIP_INVALID } from '../../../../domain/validation/zip';

describe('saveProfile flow', () => {
  it('answers a refusal with its fields (the password among them, for the prompt), a generic message otherwise', async () => {
    const refusing = (error: unknown) => ({ customers: { changeProfile: () => Promise.reject(error) } });
    const input = { customerId: '1', changes: { zip: '1' }, password: 'x' };
    const wrong = new ApiError('bad', { service: 's', operation: 'o', status: 400, fields: { password: ACCOUNT_MESSAGES.PASSWORD_INCORRECT } });
    expect(await saveProfile(input, refusing(wrong))).to.deep.equal({ ok: false, fields: { password: ACCOUNT_MESSAGES.PASSWORD_INCORRECT }, message: null, status: 400 });
    const taken = new ApiError('bad', { service: 's', operation: 'o', status: 400, fields: { email: ACCOUNT_MESSAGES.EMAIL_IN_USE } });
    expect(await saveProfile(input, refusing(taken))).to.deep.equal({ ok: false, fields: { email: ACCOUNT_MESSAGES.EMAIL_IN_USE }, message: null, status: 400 });
    expect(await saveProfile(input, refusing(new TypeError('fetch failed')))).to.deep.equal({ ok: false, fields: {}, message: MESSAGES.TRY_AGAIN, status: null });
  });
});

describe('ProfilePanelModel (edit, password prompt, save)', () => {
  async function setup() {
    const t = await signedInAccount();
    await t.stores.customer.load();
    return { ...t, model: new ProfilePanelModel(t.stores) };
  }

  it('sends nothing while a field is invalid, and shows each message', async () => {
    const { model } = await setup();
    model.edit();
    model.setField('zip', '12');
    model.setField('firstName', '');
    await model.submitForm();
    expect(model.stage).to.equal('editing');
    expect(model.fields).to.deep.equal({ firstName: NAME_MESSAGES.FIRST_NAME_REQUIRED, zip: ZIP_INVALID });
    expect(model.firstInvalidField).to.equal('firstName');
    expect(model.invalidSubmits).to.equal(1);
  });

  it("a wrong password shows 'Incorrect password.' in the prompt; the right one saves and the record updates", async () => {
    const { model, stores, customers } = await setup();
    model.edit();
    model.setField('firstName', 'Robin');
    await model.submitForm();
    expect(model.stage).to.equal('confirming');
    await model.confirm();
    expect(model.passwordError).to.equal(ACCOUNT_MESSAGES.PASSWORD_REQUIRED);
    model.setPassword('wrong-password');
    await model.confirm();
    expect(model.stage).to.equal('confirming');
    expect(model.passwordError).to.equal('Incorrect password.');
    expect(customers.customers.get(DEMO_CUSTOMER_ID)?.firstName).to.equal('Jamie');
    model.setPassword(DEMO_PASSWORD);
    const saving = model.confirm();
    expect(model.saving).to.equal(true);
    await Promise.all([saving, model.confirm()]);
    expect(model.stage).to.equal('viewing');
    expect(model.saved).to.equal(true);
    expect(stores.customer.info?.firstName).to.equal('Robin');
    expect(customers.customers.get(DEMO_CUSTOMER_ID)?.firstName).to.equal('Robin');
  });

  it("a field the service refuses goes back to the form under that field; Escape (closePrompt) returns to the form", async () => {
    const { model, customers } = await setup();
    customers.failWith = new ApiError('bad', { service: 's', operation: 'o', status: 400, fields: { email: ACCOUNT_MESSAGES.EMAIL_IN_USE } });
    model.edit();
    model.setField('email', 'taken@example.com');
    await model.submitForm();
    model.setPassword(DEMO_PASSWORD);
    await model.confirm();
    expect(model.stage).to.equal('editing');
    expect(model.fields).to.deep.equal({ email: ACCOUNT_MESSAGES.EMAIL_IN_USE });
    await model.submitForm();
    model.closePrompt();
    expect(model.stage).to.equal('editing');
  });
});

describe('PersonalDataModel (right to access)', () => {
  beforeEach(() => sinon.stub(console, 'warn'));
  afterEach(() => sinon.restore());

  async function setup() {
    const t = await signedInAccount({ path: '/account/privacy' });
    // Each wait of the poll moves the clock on, so the twin's file gets ready.
    t.waits.sleep = async (ms) => t.clock.advance(ms);
    return { ...t, model: new PersonalDataModel(t.stores) };
  }

  it('requests the file, follows it until ready, and downloads it while available', async () => {
    const { model, clock } = await setup();
    await model.requestFile();
    expect(model.request?.status).to.equal('ready');
    expect(model.canDownload).to.equal(true);
    const file = await model.download();
    expect(file?.fileName).to.equal('clipback-personal-data.json');
    expect(JSON.parse(file!.contents)).to.have.nested.property('customer.customerId', DEMO_CUSTOMER_ID);
    clock.advance(8 * DAY_MS);
    expect(model.canDownload).to.equal(false);
  });

  it('asked too often: says so in place; any other failure goes to /data-deletion-error', async () => {
    const { model, settings, history } = await setup();
    for (let i = 0; i < 3; i += 1) await model.requestFile();
    await model.requestFile();
    expect(model.problem).to.equal('rateLimited');
    settings.failWith = new Error('down');
    await model.requestFile();
    expect(history.location.pathname).to.equal('/data-deletion-error');
  });
});

describe('EmailSettingsModel (/email-settings?token=, filled by the route\'s loader)', () => {
  it('opens the e-mail settings with the token, without signing in, and saves a change', async () => {
    const { stores, settings } = await signedInAccount({ path: `/email-settings?token=${EMAIL_TOKEN}`, signedIn: false });
    await loadRoute(stores, stores.router.route);
    const model = new EmailSettingsModel(stores);
    expect(model.status).to.equal('ready');
    expect(model.collections.map((collection) => collection.name)).to.deep.equal(['Email']);
    await model.setSetting('email_new_offers', false);
    expect(settings.calls).to.deep.equal(['updateEmailSettingsWithToken email_new_offers=0']);
    expect(model.collections[0]?.settings.find((setting) => setting.id === 'email_new_offers')?.value).to.equal(false);
  });

  it('two changes in quick succession both stay changed (an older answer never lands last; issue 29)', async () => {
    const { stores, settings } = await signedInAccount({ path: `/email-settings?token=${EMAIL_TOKEN}`, signedIn: false });
    await loadRoute(stores, stores.router.route);
    const model = new EmailSettingsModel(stores);
    const answer = holdAnswers(settings, 'updateEmailSettingsWithToken');
    const first = model.setSetting('email_new_offers', false);
    const second = model.setSetting('email_bonuses', false);
    await answer();
    await Promise.all([first, second]);
    const shown = Object.fromEntries(model.collections.flatMap((collection) => collection.settings).map((setting) => [setting.id, setting.value]));
    expect(shown).to.include({ email_new_offers: false, email_bonuses: false });
  });

  it("a bad, expired or missing token says 'Looks like that link is expired or invalid.' and signs no one out", async () => {
    for (const path of ['/email-settings?token=est-unknown', '/email-settings']) {
      const { stores } = await signedInAccount({ path });
      await loadRoute(stores, stores.router.route);
      const model = new EmailSettingsModel(stores);
      expect(model.error, path).to.equal(MESSAGES.TOKEN_EXPIRED);
      expect(stores.auth.customerId, path).to.equal(DEMO_CUSTOMER_ID);
    }
  });
});
