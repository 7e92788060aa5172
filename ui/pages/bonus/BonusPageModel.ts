import { makeAutoObservable, runInAction } from 'mobx';
import type { BonusWithOfferIds } from '../../../domain/bonuses/Bonus';
import { splitBonusDescription, type BonusDescriptionParts } from '../../../domain/bonuses/bonusDescription';
import { bonusById } from '../../../domain/bonuses/bonusLookup';
import { ACCOUNT_MESSAGES } from '../../../domain/constants/account';
import { MESSAGES } from '../../../domain/constants/messages';
import type { Offer } from '../../../domain/offers/Offer';
import { LatestLoad } from '../../stores/base/LatestLoad';
import { Loadable } from '../../stores/base/Loadable';
import { errorMessage } from '../../stores/errorMessage';
import type { RootStore } from '../../stores/RootStore';

export type BonusPageStatus = 'idle' | 'loading' | 'ready' | 'notFound' | 'error';

/**
 * The bonus spotlight page (001 §2 "Bonuses views", 000 §2 bonuses-bonus_id): the bonus, its description split
 * into card text and 'How to complete this bonus', and its offers as the offers store knows them (so an unlock
 * from here shows on every card). An unknown id is the 404 'Bonus not found' (000 §8, domain bonusById); a
 * failed fetch is an error with a retry, not the 404.
 */
export class BonusPageModel {
  status: BonusPageStatus = 'idle';
  bonusId: number | null = null;
  bonus: BonusWithOfferIds | null = null;
  /** The 404's or the failure's message. */
  error: string | null = null;
  /** The bonus's offer ids as the offers service answered them (unknown or expired ones drop out). */
  readonly offerIds = new Loadable<readonly number[]>([]);
  private readonly latest = new LatestLoad();

  constructor(private readonly stores: RootStore) {
    makeAutoObservable<BonusPageModel, 'stores' | 'latest'>(this, { stores: false, latest: false, offerIds: false }, { autoBind: true });
  }

  /** The card text and the spotlight's 'How to complete this bonus' part. */
  get description(): BonusDescriptionParts {
    return splitBonusDescription(this.bonus?.description);
  }

  /** The bonus's offers as they are now (unlocks anywhere update them). */
  get offers(): Offer[] {
    return this.offerIds.value.flatMap((id) => this.stores.offers.get(id) ?? []);
  }

  /** Whether the page state answers this id rather than the previous bonus's. */
  isShowing(bonusId: number): boolean {
    return this.bonusId === bonusId && this.status !== 'loading' && this.status !== 'idle';
  }

  /** The page went away: a load still running must not touch the next page (its context). */
  abandon(): void {
    this.latest.cancel();
  }

  async load(bonusId: number): Promise<void> {
    const isLatest = this.latest.start();
    runInAction(() => {
      if (this.bonusId !== bonusId) this.bonus = null;
      this.bonusId = bonusId;
      this.status = 'loading';
      this.error = null;
    });
    let found: BonusWithOfferIds | null;
    try {
      found = await this.stores.ports.bonuses.fetchBonus(bonusId);
    } catch (error) {
      if (!isLatest()) return;
      console.warn(`[bonuses] bonus ${bonusId} could not be loaded`, error);
      runInAction(() => {
        this.bonus = null;
        this.status = 'error';
        this.error = errorMessage(error, ACCOUNT_MESSAGES.BONUSES_FETCH_FAILED);
      });
      return;
    }
    if (!isLatest()) return;
    const lookup = bonusById(found ? [found] : [], bonusId);
    if (!lookup.ok) {
      runInAction(() => {
        this.bonus = null;
        this.status = 'notFound';
        this.error = lookup.message;
      });
      return;
    }
    const bonus = lookup.value;
    runInAction(() => {
      this.bonus = bonus;
      this.status = 'ready';
    });
    // Names the page's crumb (bonuses root, then this name, or the trail it extends) and its document title.
    this.stores.routeHistory.setPageContext({ title: bonus.name });
    await this.loadOffers();
  }

  /** Try again after a failed bonus fetch. */
  async retry(): Promise<void> {
    if (this.bonusId !== null) await this.load(this.bonusId);
  }

  /** (Re)loads the bonus's offers by id into the offers store; a failure keeps the bonus on the page. */
  async loadOffers(): Promise<void> {
    const ids = this.bonus?.offers ?? [];
    const { offers } = this.stores;
    await this.offerIds.run(async () => {
      if (ids.length === 0) return [];
      const loaded = await this.stores.ports.offers.fetchOffersByIds(ids);
      offers.adoptAll(loaded);
      return loaded.map((offer) => offer.id);
    }, MESSAGES.DEFAULT_ERROR);
  }
}
