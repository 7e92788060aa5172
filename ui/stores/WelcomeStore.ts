import { makeAutoObservable } from 'mobx';
import type { CatalogueGateway } from '../../adapters/catalogue/CatalogueGateway';
import type { Category } from '../../domain/categories/Category';
import * as MESSAGES from '../../domain/constants/messages';
import { Loadable } from './base/Loadable';

/**
 * The welcome page's favourites onboarding slide (001 §2): the categories hydrated with their retailer ids only
 * (000 §7), the lighter call, since the slide never lists retailers. A failure keeps the documents' message
 * ('Something went wrong fetching retailer categories', 'No categories with retailer ids were returned').
 */
export class WelcomeStore {
  readonly categories = new Loadable<Category[]>([]);

  constructor(private readonly deps: { gateway: CatalogueGateway }) {
    makeAutoObservable<WelcomeStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  load(): Promise<boolean> {
    return this.categories.run(() => this.deps.gateway.fetchCategoriesWithRetailerIds(), MESSAGES.RETAILER_CATEGORIES_FAILED);
  }
}
