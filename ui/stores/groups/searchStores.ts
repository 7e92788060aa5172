import type { BuiltGroup } from '../base/StoreGroup';
import { PriceCompareStore } from '../PriceCompareStore';
import { SearchCache } from '../SearchCache';
import { SearchResultsStore } from '../SearchResultsStore';
import type { CoreStores } from '../CoreStores';
import type { BrowsingStores } from './browsingStores';
import type { StorePorts } from '../StorePorts';

/**
 * The searches (a feature store group, ui/README.md): the results page's search with its cache, and price compare's
 * products, loaded with their pages and loaders.
 */
export function searchStores(ports: StorePorts, { offers, searchBar, tracking }: CoreStores & Pick<BrowsingStores, 'offers'>) {
  /** Searches with their cache (a cache: it holds no observed state). */
  const search = new SearchCache({ search: ports.search, sessionStorage: ports.sessionStorage, clock: ports.clock });
  offers.subscribe((event) => {
    if (event.type === 'toggled') search.recordActivation(event.offerId, event.activated);
  });
  const group = {
    search,
    /** The search results page's search. */
    searchResults: new SearchResultsStore({ search, catalogue: ports.catalogue, searchBar, tracking }),
    /** Price compare's products. */
    priceCompare: new PriceCompareStore({ products: ports.products }),
  };
  const built: BuiltGroup<typeof group> = { stores: group, customerData: [search] };
  return built;
}

export type SearchStores = ReturnType<typeof searchStores>['stores'];
