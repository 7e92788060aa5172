import { makeAutoObservable } from 'mobx';
import type { BonusWithOfferIds } from '../../../domain/bonuses/Bonus';
import { groupBonuses, type BonusView } from '../../../domain/bonuses/classifyBonus';
import type { LoadStatus } from '../../stores/base/LoadStatus';
import type { Stores } from '../../stores/Stores';

/** The page's sections, top to bottom (001 §2 "Bonuses views"; classification priority is the domain's). */
export const BONUS_SECTION_ORDER: readonly BonusView[] = ['inProgress', 'forYou', 'featured', 'completed', 'recentlyExpired'];

export interface BonusSection {
  view: BonusView;
  bonuses: BonusWithOfferIds[];
}

/**
 * The bonuses page and the bonus category page (001 §2, §4): the customer's bonuses (the bonuses store, filled by
 * the route's loader) sorted into the five views, and the categories they fall in. A failed load is the store's
 * to report and redirect.
 */
export class BonusesPageModel {
  constructor(private readonly stores: Stores) {
    makeAutoObservable<BonusesPageModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.stores.bonuses.allList.status;
  }

  get bonuses(): BonusWithOfferIds[] {
    return this.stores.bonuses.all;
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
    return this.stores.customer.isNewSaverAt(this.stores.now());
  }
}
