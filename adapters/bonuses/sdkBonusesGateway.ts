import {
  AvailableBonusesDocument,
  BonusDocument,
  CompletedBonusesDocument,
  RecentlyUnavailableBonusesDocument,
  type BonusFieldsFragment,
  type ClipbackClients,
} from '../../sdk/src';
import { ACCOUNT_MESSAGES } from '../../domain/constants/account';
import { toId } from '../catalogue/catalogueWire';
import { failWith } from '../http/sdkAnswers';
import type { BonusesGateway } from './BonusesGateway';
import type { BonusWithOfferIds } from '../../domain/bonuses/Bonus';

type WireBonus = BonusFieldsFragment & { offers: { id: string }[] | null };

function toBonus({ __typename, id, offers, retailerId, ...fields }: WireBonus): BonusWithOfferIds {
  return { ...fields, id: toId(id), offers: (offers ?? []).map((offer) => toId(offer.id)), retailerId: retailerId === null ? null : toId(retailerId) };
}

const failed = failWith(ACCOUNT_MESSAGES.BONUSES_FETCH_FAILED);

export function sdkBonusesGateway(api: ClipbackClients): BonusesGateway {
  return {
    async fetchAvailableBonuses(limit) {
      const { availableBonuses } = await api.content.execute(AvailableBonusesDocument, { limit }).catch(failed);
      return availableBonuses.map(toBonus);
    },

    async fetchRecentlyUnavailableBonuses(limit) {
      const { recentlyUnavailableBonuses } = await api.content.execute(RecentlyUnavailableBonusesDocument, { limit }).catch(failed);
      return recentlyUnavailableBonuses.map(toBonus);
    },

    async fetchCompletedBonuses(limit) {
      const { completedBonuses } = await api.content.execute(CompletedBonusesDocument, { limit }).catch(failed);
      return completedBonuses.map(toBonus);
    },

    async fetchBonus(bonusId) {
      const { bonus } = await api.content.execute(BonusDocument, { id: String(bonusId) }).catch(failed);
      return bonus ? toBonus(bonus) : null;
    },
  };
}
