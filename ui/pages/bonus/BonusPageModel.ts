import { makeAutoObservable } from 'mobx';
import type { BonusWithOfferIds } from '../../../domain/bonuses/Bonus';
import { splitBonusDescription, type BonusDescriptionParts } from '../../../domain/bonuses/bonusDescription';
import { BONUS_NOT_FOUND } from '../../../domain/bonuses/bonusLookup';
import type { Offer } from '../../../domain/offers/Offer';
import { loadBonus } from '../../app/accountRouteLoaders';
import type { EntityList } from '../../stores/base/EntityStore';
import { isPending, type LoadStatus } from '../../stores/base/LoadStatus';
import type { Stores } from '../../stores/Stores';

/**
 * The bonus spotlight page (001 §2 "Bonuses views", 000 §2 bonuses-bonus_id): the route's bonus from the bonuses
 * store, its description split into card text and 'How to complete this bonus', and its offers as the offers
 * store knows them (so an unlock from here shows on every card). An unknown id is the 404 'Bonus not found'
 * (000 §8, domain bonusById): a ready load without the bonus; a failed fetch is an error with a retry, not the 404.
 */
export class BonusPageModel {
  constructor(private readonly stores: Stores) {
    makeAutoObservable<BonusPageModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  /** The route's bonus id. */
  get bonusId(): number {
    return Number(this.stores.router.route.params.bonus_id);
  }

  /** The bonus's load: pending until it answers, then ready (with or without the bonus) or error. */
  get status(): LoadStatus {
    return this.stores.bonuses.bonusList(this.bonusId).status;
  }

  get bonus(): BonusWithOfferIds | null {
    return this.stores.bonuses.bonus(this.bonusId);
  }

  /** The service knows no bonus of this id (the 404). */
  get notFound(): boolean {
    return this.status === 'ready' && this.bonus === null;
  }

  /** The 404's or the failure's message. */
  get error(): string | null {
    if (this.notFound) return BONUS_NOT_FOUND;
    return this.stores.bonuses.bonusList(this.bonusId).error;
  }

  /** Whether the bonus's load has answered (a reload for another shopper shows the loading notice again). */
  get isAnswered(): boolean {
    return !isPending(this.status);
  }

  /** The card text and the spotlight's 'How to complete this bonus' part. */
  get description(): BonusDescriptionParts {
    return splitBonusDescription(this.bonus?.description);
  }

  /** The load of the bonus's offers. */
  get offersList(): EntityList {
    return this.stores.offers.bonusList(this.bonusId);
  }

  /** The bonus's offers as they are now (unlocks anywhere update them). */
  get offers(): Offer[] {
    return this.stores.offers.bonusOffers(this.bonusId);
  }

  /** Try again after a failed bonus fetch: the route's loader again. */
  retry(): Promise<void> {
    return loadBonus(this.stores, this.stores.router.route);
  }

  /** Try again on the offers alone; the bonus stays on the page. */
  loadOffers(): Promise<void> {
    return this.stores.offers.loadBonusOffers(this.bonusId, this.bonus?.offers ?? []);
  }
}
