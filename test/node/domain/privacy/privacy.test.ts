import { expect } from 'chai';
import type { CustomerSetting } from '../../../../domain/privacy/customerSettings';
import { isPersonalDataFileAvailable } from '../../../../domain/privacy/personalDataFile';
import { applyGlobalPrivacyControl, isPrivacySettingId, PRIVACY_SETTING_IDS } from '../../../../domain/privacy/privacySettings';
import {
  settingFromWire,
  settingToWire,
  settingsCollectionFromWire,
  settingsUpdateMap,
} from '../../../../domain/privacy/settingsWire';

const adTracking: CustomerSetting = {
  id: 'limit_ad_tracking',
  name: 'Limit ad tracking',
  show: true,
  value: false,
  type: 'checkbox',
};

describe('privacy setting ids', () => {
  it('are the documents ones', () => {
    expect(PRIVACY_SETTING_IDS).to.deep.equal(['limit_ad_tracking', 'dont_sell_or_share_pi', 'limit_use_of_pi']);
    expect(isPrivacySettingId('limit_use_of_pi')).to.equal(true);
    expect(isPrivacySettingId('weekly_email')).to.equal(false);
  });
});

describe('applyGlobalPrivacyControl', () => {
  it('sets every privacy setting to true when the browser signals GPC', () => {
    const settings = [adTracking, { ...adTracking, id: 'dont_sell_or_share_pi', value: true }];
    expect(applyGlobalPrivacyControl(settings, true).map((s) => s.value)).to.deep.equal([true, true]);
    expect(settings[0]?.value).to.equal(false); // not mutated
  });

  it('leaves them alone otherwise', () => {
    expect(applyGlobalPrivacyControl([adTracking], false)).to.deep.equal([adTracking]);
  });
});

describe('settings wire mapping', () => {
  const wire = {
    name: 'limit_ad_tracking',
    value: '0',
    form_type: 'checkbox',
    display_name: 'Limit ad tracking',
    customer_display: true,
  };

  it("maps '1'/'0' to booleans and back", () => {
    expect(settingFromWire(wire)).to.deep.equal(adTracking);
    expect(settingFromWire({ ...wire, value: '1' })?.value).to.equal(true);
    expect(settingToWire(adTracking)).to.deep.equal(wire);
    expect(settingToWire({ ...adTracking, value: true }).value).to.equal('1');
  });

  it("reads customer_display given as '1'/'0' too, and skips entries without a name", () => {
    expect(settingFromWire({ ...wire, customer_display: '0' })?.show).to.equal(false);
    expect(settingFromWire({ value: '1' })).to.equal(null);
  });

  it('maps a whole collection and builds the update map', () => {
    const collection = settingsCollectionFromWire({ name: 'privacy', settings: [wire, 'junk'] });
    expect(collection).to.deep.equal({ name: 'privacy', settings: [adTracking] });
    expect(settingsUpdateMap([adTracking, { ...adTracking, id: 'limit_use_of_pi', value: true }])).to.deep.equal({
      limit_ad_tracking: '0',
      limit_use_of_pi: '1',
    });
  });
});

describe('isPersonalDataFileAvailable', () => {
  it('is available for 7 days', () => {
    const made = new Date('2024-06-01T00:00:00Z');
    expect(isPersonalDataFileAvailable(made, new Date('2024-06-07T23:59:59Z'))).to.equal(true);
    expect(isPersonalDataFileAvailable(made, new Date('2024-06-08T00:00:00Z'))).to.equal(false);
  });
});
