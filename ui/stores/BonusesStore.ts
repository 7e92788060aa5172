import type { BonusesGateway } from '../../adapters/bonuses/BonusesGateway';
import type { BonusWithOfferIds } from '../../domain/bonuses/Bonus';
import { bonusById } from '../../domain/bonuses/bonusLookup';
import { dropUnsupportedFundedBonuses } from '../../domain/bonuses/fundedBonuses';
import { ACCOUNT_MESSAGES } from '../../domain/constants/account';
import { LIMITS } from '../../domain/constants/limits';
import { ROUTE_NAME } from '../../domain/constants/navigation';
import { buildPath } from '../../domain/navigation/buildPath';
import { EntityStore, type EntityList } from './base/EntityStore';
import type { RouterStore } from './RouterStore';
import type { Tracker } from './Tracker';

/** Which list a failed fetch was, in what is reported. */
type BonusList = 'available' | 'completed' | 'recentlyUnavailable';

/** The key of the customer's three lists together (the bonuses and bonus category pages). */
const ALL_BONUSES = 'all';
/** The key of one bonus's load (the spotlight page). */
const bonusKey = (bonusId: number) => `bonus ${bonusId}`;

/** The routes that show the customer's bonus lists: a failed load redirects only from these. */
const LIST_ROUTES: readonly string[] = [ROUTE_NAME.BONUSES, ROUTE_NAME.BONUS_CATEGORY];

/**
 * The signed-in customer's bonuses (001 §2, §4, §5, §8): the three lists loaded together (LIMITS.BONUSES_LIMIT
 * each), funded bonuses without supported offers dropped, and one bonus by id. A failed completed or
 * recently-expired fetch is reported and its bonuses simply left out; a failed available load is reported and
 * sends the shopper still on a bonuses page to /home with the message as a toast (the documents say "reported"
 * and "redirect"; the toast is ours, so the shopper knows why the page changed).
 */
export class BonusesStore extends EntityStore<BonusWithOfferIds> {
  protected readonly label = 'bonuses';

  constructor(
    private readonly deps: {
      gateway: BonusesGateway;
      router: Pick<RouterStore, 'navigate' | 'route'>;
      tracking: Pick<Tracker, 'trackLoadFailure'>;
    },
  ) {
    super();
  }

  protected idOf(bonus: BonusWithOfferIds): number {
    return bonus.id;
  }

  /** The three lists' load: idle, loading, ready (with what loaded) or error (the available list failed). */
  get allList(): EntityList {
    return this.list(ALL_BONUSES);
  }

  /** Every bonus of the three lists, in their order. */
  get all(): BonusWithOfferIds[] {
    return this.entitiesOf(ALL_BONUSES);
  }

  /** The bonuses and bonus category pages' loader. */
  async loadAll(): Promise<void> {
    await this.loadList(ALL_BONUSES, () => this.fetchAll(), ACCOUNT_MESSAGES.BONUSES_FETCH_FAILED);
    // Only a shopper still on a bonuses page is sent away; one who left meanwhile stays where they went.
    if (this.allList.status === 'error' && LIST_ROUTES.includes(this.deps.router.route.name)) {
      this.deps.router.navigate(buildPath(ROUTE_NAME.HOME), { replace: true, message: ACCOUNT_MESSAGES.BONUSES_FETCH_FAILED });
    }
  }

  /** One bonus's load: ready with no id for an unknown bonus (the 404), error for a failed fetch. */
  bonusList(bonusId: number): EntityList {
    return this.list(bonusKey(bonusId));
  }

  bonus(bonusId: number): BonusWithOfferIds | null {
    return this.entitiesOf(bonusKey(bonusId))[0] ?? null;
  }

  /** The bonus page's loader (and its Try again); answers the bonus, or null when unknown or failed. */
  async loadBonus(bonusId: number): Promise<BonusWithOfferIds | null> {
    await this.loadList(
      bonusKey(bonusId),
      async () => {
        const found = await this.deps.gateway.fetchBonus(bonusId);
        const lookup = bonusById(found ? [found] : [], bonusId);
        return lookup.ok ? [lookup.value] : [];
      },
      ACCOUNT_MESSAGES.BONUSES_FETCH_FAILED,
    );
    return this.bonus(bonusId);
  }

  private async fetchAll(): Promise<BonusWithOfferIds[]> {
    const { gateway } = this.deps;
    const [available, completed, recentlyUnavailable] = await Promise.allSettled([
      gateway.fetchAvailableBonuses(LIMITS.BONUSES_LIMIT),
      gateway.fetchCompletedBonuses(LIMITS.BONUSES_LIMIT),
      gateway.fetchRecentlyUnavailableBonuses(LIMITS.BONUSES_LIMIT),
    ]);
    if (available.status === 'rejected') {
      this.report('available', available.reason);
      throw available.reason;
    }
    const lists: BonusWithOfferIds[][] = [available.value];
    const optional = [
      ['completed', completed],
      ['recentlyUnavailable', recentlyUnavailable],
    ] as const;
    for (const [list, result] of optional) {
      if (result.status === 'fulfilled') lists.push(result.value);
      else this.report(list, result.reason);
    }
    const all = lists.flat();
    // The service already leaves out unsupported offers and drops such bonuses; the client keeps the rule (001 §5),
    // the bonuses' own offers being the supported ones.
    return dropUnsupportedFundedBonuses(all, all.flatMap((bonus) => bonus.offers));
  }

  /** 'error message' through the tracking port, with the list that failed (001 §8 "reported"). */
  private report(list: BonusList, error: unknown): void {
    console.warn(`[bonuses] the ${list} bonuses could not be loaded`, error);
    void this.deps.tracking.trackLoadFailure(error, ACCOUNT_MESSAGES.BONUSES_FETCH_FAILED, { list });
  }
}
