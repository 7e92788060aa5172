import { expect } from 'chai';
import sinon from 'sinon';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import * as MESSAGES from '../../../../domain/constants/messages';
import { OPT_BACK_IN_CONFIRMATION } from '../../../../domain/privacy/optBackIn';
import { PRIVACY_SETTING_ID } from '../../../../domain/privacy/privacySettings';
import { holdAnswers } from '../../../support/slowCalls';
import { DEMO_CUSTOMER_ID } from '../../../support/testStores';
import { signedInAccount } from '../../../support/accountStores';

const { LIMIT_AD_TRACKING, DONT_SELL_OR_SHARE_PI, LIMIT_USE_OF_PI } = PRIVACY_SETTING_ID;

describe('AccountSettingsStore (Notifications and Privacy tabs)', () => {
  beforeEach(() => sinon.stub(console, 'warn'));
  afterEach(() => sinon.restore());

  it('loads the collections: notifications apart from the three privacy settings, each with its category', async () => {
    const { stores } = await signedInAccount();
    await stores.accountSettings.load();
    expect(stores.accountSettings.status).to.equal('ready');
    expect(stores.accountSettings.notificationCollections.map((collection) => collection.name)).to.deep.equal(['Email']);
    expect(stores.accountSettings.privacySettings.map(({ id, category, value }) => ({ id, category, value }))).to.deep.equal([
      { id: LIMIT_AD_TRACKING, category: 'Advertising', value: false },
      { id: DONT_SELL_OR_SHARE_PI, category: 'SaleOfInfo', value: false },
      { id: LIMIT_USE_OF_PI, category: 'Analytics', value: false },
    ]);
  });

  it("a failed load says 'Unable to retrieve account settings, please refresh and try again.'", async () => {
    const { stores, settings } = await signedInAccount();
    settings.failWith = new Error('network down');
    await stores.accountSettings.load();
    expect(stores.accountSettings.error).to.equal(ACCOUNT_MESSAGES.SETTINGS_LOAD_FAILED);
    expect(ACCOUNT_MESSAGES.SETTINGS_LOAD_FAILED).to.equal('Unable to retrieve account settings, please refresh and try again.');
  });

  it('saves a notification change with many.json, once while in flight; a failure says try again', async () => {
    const { stores, settings } = await signedInAccount();
    await stores.accountSettings.load();
    const first = stores.accountSettings.setNotification('email_bonuses', false);
    const second = stores.accountSettings.setNotification('email_bonuses', false);
    expect(stores.accountSettings.saving.has('email_bonuses')).to.equal(true);
    await Promise.all([first, second]);
    expect(settings.calls).to.deep.equal(['updateSettings email_bonuses=0']);
    expect(settings.values.get(DEMO_CUSTOMER_ID)?.get('email_bonuses')).to.equal(false);
    settings.failWith = new Error('down');
    await stores.accountSettings.setNotification('email_bonuses', true);
    expect(stores.accountSettings.saveError).to.equal(MESSAGES.TRY_AGAIN);
  });

  it('with Global Privacy Control, sets all three privacy settings to true and saves them', async () => {
    const { stores, settings } = await signedInAccount({ gpc: true });
    await stores.accountSettings.load();
    expect(stores.accountSettings.privacySettings.every((setting) => setting.value)).to.equal(true);
    expect(settings.calls).to.deep.equal([`updateSettings ${LIMIT_AD_TRACKING}=1,${DONT_SELL_OR_SHARE_PI}=1,${LIMIT_USE_OF_PI}=1`]);
    await stores.accountSettings.load();
    expect(settings.calls, 'nothing to save once they are on').to.have.length(1);
    expect(await stores.accountSettings.optBackIn(LIMIT_AD_TRACKING, OPT_BACK_IN_CONFIRMATION), 'GPC keeps them on').to.equal(false);
  });

  it('turning a privacy setting on goes through the privacy-approval modal and saves only with exactly YES', async () => {
    const { stores, settings } = await signedInAccount();
    await stores.accountSettings.load();
    stores.accountSettings.askPrivacyApproval(DONT_SELL_OR_SHARE_PI);
    expect(stores.modals.current).to.deep.equal({ kind: 'privacyApproval', settingId: DONT_SELL_OR_SHARE_PI });
    for (const input of ['yes', 'YES ', 'Y']) expect(await stores.accountSettings.confirmPrivacyApproval(DONT_SELL_OR_SHARE_PI, input), input).to.equal(false);
    expect(settings.calls).to.deep.equal([]);
    expect(await stores.accountSettings.confirmPrivacyApproval(DONT_SELL_OR_SHARE_PI, 'YES')).to.equal(true);
    expect(settings.calls).to.deep.equal([`updateSettings ${DONT_SELL_OR_SHARE_PI}=1`]);
    expect(stores.modals.current).to.equal(null);
    expect(stores.accountSettings.privacySettings.find((setting) => setting.id === DONT_SELL_OR_SHARE_PI)?.value).to.equal(true);
  });

  it('opting back in turns the setting off only with the typed term', async () => {
    const { stores, settings } = await signedInAccount();
    settings.values.set(DEMO_CUSTOMER_ID, new Map([[LIMIT_USE_OF_PI, true]]));
    await stores.accountSettings.load();
    expect(await stores.accountSettings.optBackIn(LIMIT_USE_OF_PI, 'opt in')).to.equal(false);
    expect(await stores.accountSettings.optBackIn(LIMIT_USE_OF_PI, OPT_BACK_IN_CONFIRMATION)).to.equal(true);
    expect(settings.calls).to.deep.equal([`updateSettings ${LIMIT_USE_OF_PI}=0`]);
  });

  it('sign-out clears the settings', async () => {
    const { stores } = await signedInAccount();
    await stores.accountSettings.load();
    stores.auth.forceSignOut();
    expect(stores.accountSettings.status).to.equal('idle');
    expect(stores.accountSettings.collections).to.deep.equal([]);
  });
});

describe('Settings saved while the settings are read or saved (issue 29, defect 1)', () => {
  beforeEach(() => sinon.stub(console, 'warn'));
  afterEach(() => sinon.restore());

  it('no notification or privacy setting is changed before the settings are read', async () => {
    const { stores, settings } = await signedInAccount();
    const held = holdAnswers(settings, 'fetchSettings');
    const loading = stores.accountSettings.load();
    expect(stores.accountSettings.status).to.equal('loading');
    await stores.accountSettings.setNotification('email_bonuses', false);
    expect(await stores.accountSettings.confirmPrivacyApproval(LIMIT_AD_TRACKING, 'YES')).to.equal(false);
    await held();
    await loading;
    expect(settings.calls.filter((call) => call.startsWith('update'))).to.deep.equal([]);
    expect(stores.accountSettings.notificationCollections[0]?.settings.find((setting) => setting.id === 'email_bonuses')?.value).to.equal(true);
  });

  it('two notification changes in quick succession both stay changed (an older answer never lands last)', async () => {
    const { stores, settings } = await signedInAccount();
    await stores.accountSettings.load();
    const answer = holdAnswers(settings, 'updateSettings');
    const first = stores.accountSettings.setNotification('email_bonuses', false);
    const second = stores.accountSettings.setNotification('email_new_offers', false);
    await answer();
    await Promise.all([first, second]);
    const shown = Object.fromEntries(stores.accountSettings.notificationCollections.flatMap((collection) => collection.settings).map((setting) => [setting.id, setting.value]));
    expect(shown).to.include({ email_bonuses: false, email_new_offers: false });
    expect(settings.values.get(DEMO_CUSTOMER_ID)?.get('email_bonuses')).to.equal(false);
    expect(settings.values.get(DEMO_CUSTOMER_ID)?.get('email_new_offers')).to.equal(false);
  });

  it('two privacy changes in quick succession both stay changed', async () => {
    const { stores, settings } = await signedInAccount();
    await stores.accountSettings.load();
    const answer = holdAnswers(settings, 'updateSettings');
    const first = stores.accountSettings.confirmPrivacyApproval(LIMIT_AD_TRACKING, 'YES');
    const second = stores.accountSettings.confirmPrivacyApproval(DONT_SELL_OR_SHARE_PI, 'YES');
    await answer();
    expect(await Promise.all([first, second])).to.deep.equal([true, true]);
    const on = stores.accountSettings.privacySettings.filter((setting) => setting.value).map((setting) => setting.id);
    expect(on).to.have.members([LIMIT_AD_TRACKING, DONT_SELL_OR_SHARE_PI]);
  });
});
