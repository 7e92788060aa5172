// What every BonusesGateway must do, run on the in-memory twin and on the SDK mapping against the sandbox.
import { expect } from 'chai';
import type { BonusesGateway } from '../../adapters/bonuses/BonusesGateway';
import type { BonusWithOfferIds } from '../../domain/bonuses/Bonus';
import { classifyBonus, type BonusView } from '../../domain/bonuses/classifyBonus';
import { LIMITS } from '../../domain/constants/limits';
import { AuthenticationError } from '../../sdk/src';
import { rejection } from '../support/rejection';
import { describeContract } from './contractSuite';

export interface BonusesContractSubject {
  visitor: BonusesGateway;
  /** A customer with at least one bonus in each of the five views. */
  customer: BonusesGateway;
  unknownBonusId: number;
}

const viewsOf = (bonuses: readonly BonusWithOfferIds[]) => new Set(bonuses.map((bonus) => classifyBonus(bonus)));

export function describeBonusesContract(name: string, setup: () => Promise<BonusesContractSubject>): void {
  describeContract(`BonusesGateway contract: ${name}`, setup, (subject) => {
    it('refuses a visitor with an authentication error', async () => {
      const { visitor } = subject;
      expect(await rejection(visitor.fetchAvailableBonuses(LIMITS.BONUSES_LIMIT))).to.be.instanceOf(AuthenticationError);
      expect(await rejection(visitor.fetchBonus(1))).to.be.instanceOf(AuthenticationError);
    });

    it('answers each list with the bonuses of its views only, every view present', async () => {
      const { customer } = subject;
      const [available, expired, completed] = await Promise.all([
        customer.fetchAvailableBonuses(LIMITS.BONUSES_LIMIT),
        customer.fetchRecentlyUnavailableBonuses(LIMITS.BONUSES_LIMIT),
        customer.fetchCompletedBonuses(LIMITS.BONUSES_LIMIT),
      ]);
      expect([...viewsOf(available)].sort()).to.deep.equal((['featured', 'forYou', 'inProgress'] satisfies BonusView[]).sort());
      expect([...viewsOf(expired)]).to.deep.equal(['recentlyExpired']);
      expect([...viewsOf(completed)]).to.deep.equal(['completed']);
      for (const bonus of [...available, ...expired, ...completed]) {
        expect(bonus.id, bonus.name).to.be.a('number');
        expect(bonus.offers.every((offerId) => typeof offerId === 'number'), bonus.name).to.equal(true);
        expect(bonus.category ?? null, bonus.name).to.satisfy((category: string | null) => category === null || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(category));
      }
    });

    it('keeps to the limit', async () => {
      expect(await subject.customer.fetchAvailableBonuses(1)).to.have.length(1);
    });

    it('answers one bonus by id with the fields its list gave, and null for an unknown id', async () => {
      const { customer, unknownBonusId } = subject;
      const [listed] = await customer.fetchAvailableBonuses(LIMITS.BONUSES_LIMIT);
      if (!listed) throw new Error('no available bonus');
      expect(await customer.fetchBonus(listed.id)).to.deep.equal(listed);
      expect(await customer.fetchBonus(unknownBonusId)).to.equal(null);
    });
  });
}
