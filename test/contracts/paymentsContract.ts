// What every PaymentsGateway must do, run on the in-memory twin and on the SDK adapter against the sandbox.
import { expect } from 'chai';
import { ACCOUNT_MESSAGES } from '../../domain/constants/account';
import { MONEY } from '../../domain/constants/limits';
import type { FundingType } from '../../domain/money/fundingSource';
import { PAYMENT_REFUSAL } from '../../domain/money/paymentRefusal';
import type { NewBankAccount, PaymentsGateway } from '../../adapters/payments/PaymentsGateway';
import { ApiError, AuthenticationError } from '../../sdk/src';
import { rejection } from '../support/rejection';
import { describeContract } from './contractSuite';

/** A signed-in customer of its own (tests never share a balance). */
export interface PaymentsCustomer {
  gateway: PaymentsGateway;
  customerId: string;
  /** What the Link dialog's onSuccess gives for a new account of that type at one bank. */
  linkAccount(fundingType: FundingType): Promise<NewBankAccount>;
  balanceCents(): Promise<number>;
}

export interface PaymentsContractSubject {
  customer(options?: { balanceCents?: number; withdrawalsDisabled?: boolean; cashoutOpen?: boolean }): Promise<PaymentsCustomer>;
  /** No token. */
  visitor: PaymentsGateway;
}

const refusalOf = (error: ApiError) => ({ code: error.code, reason: error.errors[0]?.extensions?.['reason'] });

export function describePaymentsContract(name: string, setup: () => Promise<PaymentsContractSubject>): void {
  describeContract(`PaymentsGateway contract: ${name}`, setup, (subject) => {
    async function withChecking(balanceCents: number) {
      const customer = await subject.customer({ balanceCents });
      const source = await customer.gateway.createACHAccount(customer.customerId, await customer.linkAccount('CHECKING'));
      return { customer, source };
    }

    it('answers a link token, adds one checking and one savings account and lists both', async () => {
      const { gateway, customerId, linkAccount } = await subject.customer();
      const token = await gateway.getLinkToken(customerId);
      expect(token.linkToken).to.be.a('string').and.not.equal('');
      expect(Date.parse(token.expiration)).to.be.a('number').and.not.NaN;
      expect(await gateway.getFundingSources(customerId)).to.deep.equal([]);
      const checking = await linkAccount('CHECKING');
      const added = await gateway.createACHAccount(customerId, checking);
      expect(added).to.include({ fundingType: 'CHECKING', last4: checking.last4, institutionName: checking.institutionName, status: 'ACTIVE' });
      await gateway.createACHAccount(customerId, await linkAccount('SAVINGS'));
      const listed = await gateway.getFundingSources(customerId);
      expect(listed.map((source) => source.fundingType)).to.deep.equal(['CHECKING', 'SAVINGS']);
    });

    it('refuses a second checking account (FUNDING_TYPE_TAKEN) and a public token used twice', async () => {
      const { gateway, customerId, linkAccount } = await subject.customer();
      const first = await linkAccount('CHECKING');
      await gateway.createACHAccount(customerId, first);
      const twice = await rejection<ApiError>(gateway.createACHAccount(customerId, first));
      expect(twice.code).to.equal('BAD_USER_INPUT');
      const second = await rejection<ApiError>(gateway.createACHAccount(customerId, await linkAccount('CHECKING')));
      expect(refusalOf(second)).to.deep.equal({ code: 'BAD_USER_INPUT', reason: PAYMENT_REFUSAL.FUNDING_TYPE_TAKEN });
    });

    it('withdraws once per idempotency key: a replay answers the first transfer and moves no money', async () => {
      const { customer, source } = await withChecking(5000);
      const transfer = { fundingSourceId: source.fundingSourceId, amountCents: 2000, sessionId: 'device-1', idempotencyKey: 'key-once' };
      const [first, second] = await Promise.all([
        customer.gateway.executeTransferOut(customer.customerId, transfer),
        customer.gateway.executeTransferOut(customer.customerId, transfer),
      ]);
      expect(second).to.deep.equal(first);
      expect(await customer.balanceCents()).to.equal(3000);
      const reused = await rejection<ApiError>(customer.gateway.executeTransferOut(customer.customerId, { ...transfer, amountCents: 2500 }));
      expect(refusalOf(reused)).to.deep.equal({ code: 'BAD_USER_INPUT', reason: PAYMENT_REFUSAL.IDEMPOTENCY_KEY_REUSED });
    });

    it('refuses an amount above the balance or under $20, moving nothing', async () => {
      const { customer, source } = await withChecking(2500);
      const attempt = (amountCents: number, idempotencyKey: string) =>
        rejection<ApiError>(customer.gateway.executeTransferOut(customer.customerId, { fundingSourceId: source.fundingSourceId, amountCents, sessionId: 's', idempotencyKey }));
      const above = await attempt(2600, 'key-above');
      expect(refusalOf(above)).to.deep.equal({ code: 'BAD_USER_INPUT', reason: PAYMENT_REFUSAL.INSUFFICIENT_BALANCE });
      expect(above.fields['amount']).to.equal(above.message);
      expect(refusalOf(await attempt(1999, 'key-below'))).to.deep.equal({ code: 'BAD_USER_INPUT', reason: PAYMENT_REFUSAL.BELOW_MINIMUM });
      expect(await customer.balanceCents()).to.equal(2500);
    });

    it('refuses a withdrawal while withdrawals are disabled, and before the cash-out age threshold, saying why', async () => {
      for (const [options, reason, message] of [
        [{ withdrawalsDisabled: true }, PAYMENT_REFUSAL.WITHDRAWALS_UNAVAILABLE, ACCOUNT_MESSAGES.WITHDRAWAL_UNAVAILABLE],
        [{ cashoutOpen: false }, PAYMENT_REFUSAL.CASHOUT_TOO_SOON, ACCOUNT_MESSAGES.cashoutTooSoon(MONEY.CASHOUT_AGE_THRESHOLD_DAYS)],
      ] as const) {
        const customer = await subject.customer({ balanceCents: 5000, ...options });
        const source = await customer.gateway.createACHAccount(customer.customerId, await customer.linkAccount('SAVINGS'));
        const refused = await rejection<ApiError>(
          customer.gateway.executeTransferOut(customer.customerId, { fundingSourceId: source.fundingSourceId, amountCents: 2000, sessionId: 's', idempotencyKey: `key-${reason}` }),
        );
        expect(refusalOf(refused)).to.deep.equal({ code: 'FORBIDDEN', reason });
        expect(refused.message).to.equal(message);
        expect(await customer.balanceCents()).to.equal(5000);
      }
    });

    it('refuses to remove an account with a pending withdrawal, and removes one without', async () => {
      const { customer, source } = await withChecking(5000);
      const savings = await customer.gateway.createACHAccount(customer.customerId, await customer.linkAccount('SAVINGS'));
      await customer.gateway.executeTransferOut(customer.customerId, { fundingSourceId: source.fundingSourceId, amountCents: 2000, sessionId: 's', idempotencyKey: 'key-pending' });
      const blocked = await rejection<ApiError>(customer.gateway.deactivateFundingSource(customer.customerId, source.fundingSourceId));
      expect(refusalOf(blocked)).to.deep.equal({ code: 'BAD_USER_INPUT', reason: PAYMENT_REFUSAL.PENDING_WITHDRAWAL });
      expect(await customer.gateway.deactivateFundingSource(customer.customerId, savings.fundingSourceId)).to.include({ status: 'INACTIVE' });
      const left = await customer.gateway.getFundingSources(customer.customerId);
      expect(left.map((each) => each.fundingSourceId)).to.deep.equal([source.fundingSourceId]);
    });

    it("refuses a visitor with the authentication error and another customer's id with FORBIDDEN", async () => {
      const customer = await subject.customer();
      const other = await subject.customer();
      expect(await rejection(subject.visitor.getFundingSources(customer.customerId))).to.be.instanceOf(AuthenticationError);
      const forbidden = await rejection<ApiError>(customer.gateway.getFundingSources(other.customerId));
      expect(forbidden.code).to.equal('FORBIDDEN');
    });
  });
}
