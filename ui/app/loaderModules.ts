import { storeModule } from '../stores/base/StoreGroup';
import type { Stores } from '../stores/Stores';

/** The browsing pages' loaders (routeLoaders.ts), fetched with those pages (pages.tsx). */
export const BROWSING_LOADERS = storeModule(() => import('./browsingLoaders'), ['ui/app/browsingLoaders.ts']);

/** Home's loader, in the startup code: adopting the home page the server rendered needs no other route's. */
export const loadHomeRoute = (stores: Stores): Promise<void> => stores.home.load();
