// What every SettingsGateway must do, run on the in-memory twin and on the SDK mapping against the sandbox.
import { expect } from 'chai';
import type { SettingsGateway } from '../../adapters/settings/SettingsGateway';
import * as MESSAGES from '../../domain/constants/messages';
import type { SettingsCollection } from '../../domain/privacy/customerSettings';
import { PRIVACY_SETTING_ID, PRIVACY_SETTING_IDS } from '../../domain/privacy/privacySettings';
import { canDownloadPersonalData } from '../../domain/privacy/personalDataRequest';
import { ApiError, AuthenticationError } from '../../sdk/src';
import { rejection } from '../support/rejection';
import { describeContract } from './contractSuite';

export interface SettingsContractSubject {
  visitor: SettingsGateway;
  customer: SettingsGateway;
  customerId: string;
  otherCustomerId: string;
  /** A working e-mail settings token of `customerId`, and one that has expired. */
  emailToken: string;
  expiredEmailToken: string;
  /** Moves the gateway's clock forward. */
  advance(ms: number): void;
  now(): Date;
  /** How many times the forced logout was asked for (the SDK's onAuthenticationError); 0 for a twin. */
  forcedLogouts(): number;
}

const settingOf = (collections: SettingsCollection[], id: string) =>
  collections.flatMap((collection) => collection.settings).find((setting) => setting.id === id);

export function describeSettingsContract(name: string, setup: () => Promise<SettingsContractSubject>): void {
  describeContract(`SettingsGateway contract: ${name}`, setup, (subject) => {
    it('answers the collections, the privacy settings among them with their categories', async () => {
      const collections = await subject.customer.fetchSettings(subject.customerId);
      for (const id of PRIVACY_SETTING_IDS) expect(settingOf(collections, id), id).to.include({ id, show: true });
      const advertising = collections.find((collection) => collection.settings.some((setting) => setting.id === PRIVACY_SETTING_ID.LIMIT_AD_TRACKING));
      expect(advertising?.name).to.equal('Advertising');
      expect(collections.some((collection) => collection.settings.some((setting) => !PRIVACY_SETTING_IDS.includes(setting.id as never)))).to.equal(true);
    });

    it('saves several settings at once and answers them changed', async () => {
      const { customer, customerId } = subject;
      const before = await customer.fetchSettings(customerId);
      const adTracking = settingOf(before, PRIVACY_SETTING_ID.LIMIT_AD_TRACKING)!;
      const after = await customer.updateSettings(customerId, [{ ...adTracking, value: !adTracking.value }]);
      expect(settingOf(after, adTracking.id)?.value).to.equal(!adTracking.value);
      expect(settingOf(await customer.fetchSettings(customerId), adTracking.id)?.value).to.equal(!adTracking.value);
      await customer.updateSettings(customerId, [adTracking]);
    });

    it('refuses an unknown setting (400 naming it), another customer (403) and a visitor', async () => {
      const { customer, customerId } = subject;
      const unknown = await rejection<ApiError>(customer.updateSettings(customerId, [{ id: 'no_such_setting', name: '', show: true, value: true, type: 'checkbox' }]));
      expect(unknown.status).to.equal(400);
      expect(Object.keys(unknown.fields)).to.deep.equal(['settings.no_such_setting']);
      expect((await rejection<ApiError>(customer.fetchSettings(subject.otherCustomerId))).status).to.equal(403);
      expect(await rejection(subject.visitor.fetchSettings(customerId))).to.be.instanceOf(AuthenticationError);
    });

    it('opens the e-mail settings with a token, without the privacy settings, and saves them', async () => {
      const { visitor, emailToken } = subject;
      const collections = await visitor.fetchEmailSettingsWithToken(emailToken);
      const all = collections.flatMap((collection) => collection.settings);
      expect(all.length).to.be.greaterThan(0);
      expect(all.some((setting) => PRIVACY_SETTING_IDS.includes(setting.id as never))).to.equal(false);
      const first = all[0]!;
      const saved = await visitor.updateEmailSettingsWithToken(emailToken, [{ ...first, value: !first.value }]);
      expect(settingOf(saved, first.id)?.value).to.equal(!first.value);
      await visitor.updateEmailSettingsWithToken(emailToken, [first]);
      const privacy = await rejection<ApiError>(visitor.updateEmailSettingsWithToken(emailToken, [{ ...first, id: PRIVACY_SETTING_ID.LIMIT_AD_TRACKING }]));
      expect(privacy.status).to.equal(400);
    });

    it("refuses an expired or unknown token with 'Looks like that link is expired or invalid.', and never forces a logout", async () => {
      const { visitor, customer } = subject;
      const logoutsBefore = subject.forcedLogouts();
      for (const call of [
        visitor.fetchEmailSettingsWithToken(subject.expiredEmailToken),
        customer.fetchEmailSettingsWithToken('est-never-issued'),
        customer.updateEmailSettingsWithToken(subject.expiredEmailToken, [{ id: 'email_bonuses', name: '', show: true, value: false, type: 'checkbox' }]),
      ]) {
        const error = await rejection<ApiError>(call);
        expect(error).to.be.instanceOf(AuthenticationError);
        expect(error.message).to.equal(MESSAGES.TOKEN_EXPIRED);
      }
      expect(subject.forcedLogouts()).to.equal(logoutsBefore);
    });

    it('makes a personal data file: pending, then ready and downloadable for 7 days, then expired (410)', async () => {
      const { customer, customerId } = subject;
      const request = await customer.requestPersonalDataFile(customerId);
      expect(request.status).to.equal('pending');
      expect((await rejection<ApiError>(customer.downloadPersonalDataFile(customerId, request.id))).status).to.equal(409);
      subject.advance(10_000);
      const ready = await customer.fetchPersonalDataRequest(customerId, request.id);
      expect(ready.status).to.equal('ready');
      expect(canDownloadPersonalData(ready, subject.now())).to.equal(true);
      expect(ready.expiresAt!.getTime() - ready.readyAt!.getTime()).to.equal(7 * 24 * 3600 * 1000);
      const file = await customer.downloadPersonalDataFile(customerId, request.id);
      expect(file.fileName).to.match(/\.json$/);
      expect(JSON.parse(file.contents)).to.have.nested.property('customer.customerId');
      subject.advance(8 * 24 * 3600 * 1000);
      expect((await customer.fetchPersonalDataRequest(customerId, request.id)).status).to.equal('expired');
      expect((await rejection<ApiError>(customer.downloadPersonalDataFile(customerId, request.id))).status).to.equal(410);
      expect((await rejection<ApiError>(customer.fetchPersonalDataRequest(customerId, 'pdr-unknown'))).status).to.equal(404);
      expect(await rejection(subject.visitor.requestPersonalDataFile(customerId))).to.be.instanceOf(AuthenticationError);
    });
  });
}
