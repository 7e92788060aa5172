// What every AffiliateLaunchGateway must do, run on the in-memory twin and on the SDK adapter against the sandbox.
import { expect } from 'chai';
import type { AffiliateLaunchGateway, AffiliateRedirect, RetailerWebUrls } from '../../adapters/launch/AffiliateLaunchGateway';
import * as MESSAGES from '../../domain/constants/messages';
import { AFFILIATE_LAUNCH_ID_LENGTH, isValidAffiliateUrl, LAUNCH_ID_PREFIX } from '../../domain/navigation/affiliateUrl';
import { ApiError, AuthenticationError } from '../../sdk/src';
import { rejection } from '../support/rejection';
import { describeContract, type PortCallers } from './contractSuite';

const LAUNCH_ID = new RegExp(`^${LAUNCH_ID_PREFIX}[A-Za-z0-9]{${AFFILIATE_LAUNCH_ID_LENGTH}}$`);

/** The customer: signed in, with unlocked offers at `retailerId`. */
export interface AffiliateLaunchContractSubject extends PortCallers<AffiliateLaunchGateway> {
  /** A web retailer that may be launched. */
  retailerId: number;
  /** Its web URLs, as its catalogue entry holds them. */
  retailerWebUrls: RetailerWebUrls;
  /** An offer that may be launched from `retailerId`. */
  offerId: number;
  /** A known retailer without online shopping. */
  inStoreRetailerId: number;
  /** A known retailer temporarily disabled. */
  disabledRetailerId: number;
  unknownRetailerId: number;
  unknownOfferId: number;
  /** The shopper reaches the retailer's site through the launch's URL. */
  land(redirect: AffiliateRedirect): Promise<void>;
}

async function refusal(promise: Promise<unknown>, status: number): Promise<ApiError> {
  const error = await rejection<ApiError>(promise);
  expect(error).to.be.instanceOf(ApiError);
  expect(error).not.to.be.instanceOf(AuthenticationError);
  expect(error.status).to.equal(status);
  return error;
}

export function describeAffiliateLaunchContract(name: string, setup: () => Promise<AffiliateLaunchContractSubject>): void {
  describeContract(`AffiliateLaunchGateway contract: ${name}`, setup, (subject) => {
    it("answers a known retailer's web URLs, and 404 for an unknown retailer", async () => {
      expect(await subject.customer.fetchWebUrls(subject.retailerId)).to.deep.equal(subject.retailerWebUrls);
      const unknown = await refusal(subject.customer.fetchWebUrls(subject.unknownRetailerId), 404);
      expect(unknown.message).to.equal(MESSAGES.RETAILER_NOT_FOUND);
    });

    it('answers an https affiliate URL the retailer-launch page accepts, carrying a fresh launch id each call', async () => {
      const first = await subject.customer.fetchRedirectData({ retailerId: subject.retailerId });
      const second = await subject.customer.fetchRedirectData({
        retailerId: subject.retailerId,
        launchedOfferId: subject.offerId,
        landingPageUrl: 'https://shop.example/deals?week=1',
      });
      for (const redirect of [first, second]) {
        expect(redirect.launchId).to.match(LAUNCH_ID);
        expect(new URL(redirect.url).protocol).to.equal('https:');
        expect(isValidAffiliateUrl(redirect.url)).to.equal(true);
        expect(redirect.url).to.contain(redirect.launchId);
      }
      expect(second.launchId).not.to.equal(first.launchId);
    });

    it('refuses an unknown retailer or offer with a 404, and with a 400 a retailer not shoppable online or a landing page not http(s)', async () => {
      const unknownRetailer = await refusal(subject.customer.fetchRedirectData({ retailerId: subject.unknownRetailerId }), 404);
      expect(unknownRetailer.message).to.equal(MESSAGES.RETAILER_NOT_FOUND);
      const unknownOffer = await refusal(
        subject.customer.fetchRedirectData({ retailerId: subject.retailerId, launchedOfferId: subject.unknownOfferId }),
        404,
      );
      expect(unknownOffer.message).to.equal(MESSAGES.noOfferWithId(subject.unknownOfferId));
      for (const retailerId of [subject.inStoreRetailerId, subject.disabledRetailerId]) {
        const refused = await refusal(subject.customer.fetchRedirectData({ retailerId }), 400);
        expect(refused.fields).to.have.property('retailerId').that.is.a('string');
      }
      const script = await refusal(subject.customer.fetchRedirectData({ retailerId: subject.retailerId, landingPageUrl: 'javascript:alert(1)' }), 400);
      expect(script.fields).to.have.property('landingPageUrl').that.is.a('string');
    });

    it("answers a launch's transaction only once the shopper reached the retailer; null for an unknown launch", async () => {
      const redirect = await subject.customer.fetchRedirectData({ retailerId: subject.retailerId });
      expect(await subject.customer.fetchTransaction(subject.retailerId, redirect.launchId)).to.equal(null);
      await subject.land(redirect);
      const transaction = await subject.customer.fetchTransaction(subject.retailerId, redirect.launchId);
      expect(transaction?.transactionId).to.be.a('string').and.not.equal('');
      expect(transaction?.offerValue).to.be.a('string').and.not.equal('');
      expect(await subject.customer.fetchTransaction(subject.inStoreRetailerId, redirect.launchId), 'another retailer').to.equal(null);
      const unknown = `${LAUNCH_ID_PREFIX}${'0'.repeat(AFFILIATE_LAUNCH_ID_LENGTH)}`;
      expect(await subject.customer.fetchTransaction(subject.retailerId, unknown)).to.equal(null);
    });

    it('refuses a transaction asked with what cannot be a launch id, naming the argument', async () => {
      const malformed = await rejection<ApiError>(subject.customer.fetchTransaction(subject.retailerId, `${LAUNCH_ID_PREFIX}short`));
      expect(malformed).to.be.instanceOf(ApiError);
      expect(malformed).not.to.be.instanceOf(AuthenticationError);
      expect(malformed.code).to.equal('BAD_USER_INPUT');
      expect(Object.keys(malformed.fields)).to.deep.equal(['launchId']);
    });

    it('refuses a visitor every call with the authentication message', async () => {
      const launchId = `${LAUNCH_ID_PREFIX}${'0'.repeat(AFFILIATE_LAUNCH_ID_LENGTH)}`;
      for (const call of [
        () => subject.visitor.fetchWebUrls(subject.retailerId),
        () => subject.visitor.fetchRedirectData({ retailerId: subject.retailerId }),
        () => subject.visitor.fetchTransaction(subject.retailerId, launchId),
      ]) {
        const error = await rejection<ApiError>(call());
        expect(error).to.be.instanceOf(AuthenticationError);
        expect(error.message).to.equal(MESSAGES.AUTHENTICATION_PROBLEM);
      }
    });
  });
}
