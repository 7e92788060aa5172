import { makeAutoObservable, runInAction } from 'mobx';
import type { BonusWithOfferIds } from '../../../domain/bonuses/Bonus';
import { groupBonuses, type BonusView } from '../../../domain/bonuses/classifyBonus';
import { dropUnsupportedFundedBonuses } from '../../../domain/bonuses/fundedBonuses';
import { ACCOUNT_MESSAGES } from '../../../domain/constants/account';
import { LIMITS } from '../../../domain/constants/limits';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { LatestLoad } from '../../stores/base/LatestLoad';
import type { RootStore } from '../../stores/RootStore';

/** The page's sections, top to bottom (001 §2 "Bonuses views"; classification priority is the domain's). */
export const BONUS_SECTION_ORDER: readonly BonusView[] = ['inProgress', 'forYou', 'featured', 'completed', 'recentlyExpired'];

export type BonusesPageStatus = 'idle' | 'loading' | 'ready';

export interface BonusSection {
  view: BonusView;
  bonuses: BonusWithOfferIds[];
}

/** Which list a failed fetch was, in what is reported. */
type BonusList = 'available' | 'completed' | 'recentlyUnavailable';

/**
 * The bonuses page and the bonus category page (001 §2, §4, §5, §8): the customer's three bonus lists loaded
 * together (LIMITS.BONUSES_LIMIT each), funded bonuses without supported offers dropped, sorted into the five
 * views. A failed completed or recently-expired fetch is reported and its bonuses simply left out; a failed
 * available load is reported and sends the shopper to /home with the message as a toast (the documents say
 * "reported" and "redirect"; the toast is ours, so the shopper knows why the page changed).
 */
export class BonusesPageModel {
  status: BonusesPageStatus = 'idle';
  bonuses: BonusWithOfferIds[] = [];
  private readonly latest = new LatestLoad();

  constructor(private readonly stores: RootStore) {
    makeAutoObservable<BonusesPageModel, 'stores' | 'latest'>(this, { stores: false, latest: false }, { autoBind: true });
  }

  /** The page went away: a load still running must not redirect from the next page. */
  abandon(): void {
    this.latest.cancel();
  }

  /** The non-empty sections in page order; only `category`'s bonuses when given (the category page). */
  sections(category: string | null = null): BonusSection[] {
    const shown = category === null ? this.bonuses : this.bonuses.filter((bonus) => bonus.category === category);
    const groups = groupBonuses(shown);
    return BONUS_SECTION_ORDER.map((view) => ({ view, bonuses: groups[view] })).filter((section) => section.bonuses.length > 0);
  }

  /** The categories the shopper's bonuses fall in, each once, in the order first met. */
  get categories(): string[] {
    return [...new Set(this.bonuses.flatMap((bonus) => (bonus.category ? [bonus.category] : [])))];
  }

  /** Joined within the last 7 days (001 §4): the page shows the new-user offers and the referral bonus. */
  get isNewSaver(): boolean {
    return this.stores.customer.isNewSaverAt(this.stores.ports.clock.now());
  }

  async load(): Promise<void> {
    const isLatest = this.latest.start();
    this.status = 'loading';
    // The join date says whether the new-saver offers show; the account menu usually loaded it already.
    if (!this.stores.customer.info && !this.stores.customer.isLoading) void this.stores.customer.load();
    const { bonuses } = this.stores.ports;
    const [available, completed, recentlyUnavailable] = await Promise.allSettled([
      bonuses.fetchAvailableBonuses(LIMITS.BONUSES_LIMIT),
      bonuses.fetchCompletedBonuses(LIMITS.BONUSES_LIMIT),
      bonuses.fetchRecentlyUnavailableBonuses(LIMITS.BONUSES_LIMIT),
    ]);
    if (!isLatest()) return;
    if (available.status === 'rejected') {
      this.report('available', available.reason);
      runInAction(() => {
        this.status = 'idle';
      });
      this.stores.router.navigate(buildPath(ROUTE_NAME.HOME), { replace: true, message: ACCOUNT_MESSAGES.BONUSES_FETCH_FAILED });
      return;
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
    const supportedOfferIds = all.flatMap((bonus) => bonus.offers);
    runInAction(() => {
      this.bonuses = dropUnsupportedFundedBonuses(all, supportedOfferIds);
      this.status = 'ready';
    });
  }

  /** 'error message' through the tracking port, with the list that failed (001 §8 "reported"). */
  private report(list: BonusList, error: unknown): void {
    console.warn(`[bonuses] the ${list} bonuses could not be loaded`, error);
    void this.stores.tracking.trackLoadFailure(error, ACCOUNT_MESSAGES.BONUSES_FETCH_FAILED, { list });
  }
}
