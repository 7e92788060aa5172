import { classifyBonus } from '../../domain/bonuses/classifyBonus';
import { ACCOUNT_MESSAGES } from '../../domain/constants/account';
import { notSignedIn } from '../twinRefusals';
import type { BonusesGateway } from './BonusesGateway';
import type { BonusWithOfferIds } from '../../domain/bonuses/Bonus';

const TWIN = 'bonuses twin';

/**
 * The in-memory twin: `bonuses` are the customer's, in catalogue order, each answered by the list its view
 * belongs to (recentlyExpired → recently unavailable, completed → completed, the rest → available), as the
 * service does. `failing` makes the named calls fail with the port's message; a visitor gets an
 * authentication error.
 */
export class MemoryBonusesGateway implements BonusesGateway {
  bonuses: BonusWithOfferIds[] = [];
  /** Who is signed in; null for a visitor. */
  signedInAs: string | null;
  readonly failing = new Set<keyof BonusesGateway>();

  constructor(signedInAs: string | null = null) {
    this.signedInAs = signedInAs;
  }

  async fetchAvailableBonuses(limit: number): Promise<BonusWithOfferIds[]> {
    this.guard('fetchAvailableBonuses');
    return this.list((view) => view !== 'recentlyExpired' && view !== 'completed', limit);
  }

  async fetchRecentlyUnavailableBonuses(limit: number): Promise<BonusWithOfferIds[]> {
    this.guard('fetchRecentlyUnavailableBonuses');
    return this.list((view) => view === 'recentlyExpired', limit);
  }

  async fetchCompletedBonuses(limit: number): Promise<BonusWithOfferIds[]> {
    this.guard('fetchCompletedBonuses');
    return this.list((view) => view === 'completed', limit);
  }

  async fetchBonus(bonusId: number): Promise<BonusWithOfferIds | null> {
    this.guard('fetchBonus');
    const bonus = this.bonuses.find((candidate) => candidate.id === bonusId);
    return bonus ? structuredClone(bonus) : null;
  }

  private list(inView: (view: ReturnType<typeof classifyBonus>) => boolean, limit: number): BonusWithOfferIds[] {
    return this.bonuses.filter((bonus) => inView(classifyBonus(bonus))).slice(0, limit).map((bonus) => structuredClone(bonus));
  }

  private guard(operation: keyof BonusesGateway): void {
    if (this.signedInAs === null) throw notSignedIn(TWIN, operation);
    if (this.failing.has(operation)) throw new Error(ACCOUNT_MESSAGES.BONUSES_FETCH_FAILED);
  }
}
