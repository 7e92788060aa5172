import type { BuiltGroup } from '../base/StoreGroup';
import { CategoryStore } from '../CategoryStore';
import type { CoreStores } from '../CoreStores';
import type { FavoriteStores } from './favoriteStores';
import type { LinkStores } from './linkStores';
import { LaunchStore } from '../LaunchStore';
import { OfferDetailsStore } from '../OfferDetailsStore';
import { OffersStore } from '../OffersStore';
import { OfferTagStore } from '../OfferTagStore';
import { RecentlyViewedStore } from '../RecentlyViewedStore';
import { RetailerGalleryStore } from '../RetailerGalleryStore';
import { RetailerGroupStore } from '../RetailerGroupStore';
import { RetailerStore } from '../RetailerStore';
import type { StorePorts } from '../StorePorts';
import { WelcomeStore } from '../WelcomeStore';

/**
 * The public pages' subjects but home's (a feature store group, ui/README.md): a category, the retailers gallery, a
 * retailer group, a retailer and the ones viewed last, an offer, an offer tag, the welcome page's categories, the
 * offers every page but home shows, and the launch of the Shop buttons. The search and sidebar groups load with it. Each loads with its page's chunk and loader (the server's rendering as well), so the
 * home page's startup carries none.
 */
export function browsingStores(ports: StorePorts, stores: CoreStores & LinkStores & Pick<FavoriteStores, 'favoriteRetailers'>) {
  const { auth, catalogue, customer, extension, flags, accountLinks, favoriteRetailers, layout, modals, toasts, tracking } = stores;
  const offers = new OffersStore({
    offers: ports.offers,
    clock: ports.clock,
    customer,
    cookies: ports.cookies,
    accountLinks,
    auth,
    modals,
    toasts,
    flags,
    extension,
    layout,
    tracking,
  });
  const recentlyViewed = new RecentlyViewedStore({ gateway: ports.catalogue, storage: ports.storage, auth });
  const group = {
    /** The offers every page but home shows, by id, and their Add and Remove (the customer's: cleared on sign-out). */
    offers,
    /** The category a category page shows, with its retailers and banners. */
    category: new CategoryStore({ gateway: ports.catalogue }),
    /** The retailers gallery's default retailers (and its once-per-shopper load). */
    retailerGallery: new RetailerGalleryStore({ gateway: ports.catalogue, catalogue, favoriteRetailers, auth }),
    /** A retailer group page's retailers. */
    retailerGroup: new RetailerGroupStore({ gateway: ports.catalogue }),
    /** The retailer a retailer page shows, with its banners. */
    retailer: new RetailerStore({ gateway: ports.catalogue, auth, flags, accountLinks, recentlyViewed }),
    /** The retailers the shopper viewed last. */
    recentlyViewed,
    /** The offer an offer page shows, with its retailers. */
    offerDetails: new OfferDetailsStore({ offersGateway: ports.offers, catalogue: ports.catalogue, offers }),
    /** The offer tag an offer-tag page shows. */
    offerTag: new OfferTagStore({ offersGateway: ports.offers, offers, auth }),
    /** The welcome page's onboarding categories. */
    welcome: new WelcomeStore({ gateway: ports.catalogue }),
    /** The retailer and offer pages' Shop: the affiliate launch and the post-retailer modal's trips. */
    launch: new LaunchStore({
      clock: ports.clock,
      affiliateLaunch: ports.affiliateLaunch,
      offersGateway: ports.offers,
      extension: ports.extension,
      tagManager: ports.tagManager,
      storage: ports.storage,
      offers,
      accountLinks,
      auth,
      flags,
      layout,
      modals,
      toasts,
      tracking,
    }),
  };
  const built: BuiltGroup<typeof group> = { stores: group, customerData: [offers] };
  return built;
}

export type BrowsingStores = ReturnType<typeof browsingStores>['stores'];
