import type { AppConfig } from '../../domain/platform/appConfig';
import type { Stores } from '../stores/Stores';
import type { FirstViewData } from './firstViewData';
import { nextTask } from './nextTask';
import { pageOf } from './pages';
import { loadFirstRoute } from './startNavigation';

/**
 * Before hydrating a server-rendered page: the stores brought to what the server rendered from, by the same
 * steps (the configuration, the flags it rendered with, the route's loader, the page's chunk). The ports answer
 * the loader from the page's data (main.tsx: replayingPort), so nothing is fetched but the page's chunk.
 */
export async function adoptFirstView(stores: Stores, data: FirstViewData, config: AppConfig | null): Promise<void> {
  if (config) {
    stores.environment.setEnvironment(config.environment);
    stores.environment.setAffiliateLinkHosts(config.affiliateLinkHosts);
  }
  const { route } = stores.router;
  // The page's chunk brings its store groups' modules: each group is built in a task of its own before the loader
  // fills it (one task was 70 ms on a slow phone).
  await pageOf(route.name).page.preload();
  for (const group of Object.values(stores.groups)) {
    if (!group.loaded) continue;
    await nextTask();
    void group.current; // reading it builds it
  }
  await nextTask();
  await Promise.all([stores.flags.load(data.flagsRequest), loadFirstRoute(stores, route)]);
}
