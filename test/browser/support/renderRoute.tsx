import type { ReactElement } from 'react';
import { startRouteLoading } from '../../../ui/app/routeLoading';
import type { Stores } from '../../../ui/stores/Stores';
import { StoresProvider } from '../../../ui/stores/StoresContext';
import { render, settle, type Rendered } from './render';

/**
 * Renders a page on `stores` as the app shows it: inside the stores' provider, with the route's loader running
 * as the router's path and the signed-in customer change (startApp does the same). Unmounting stops it.
 */
export function renderRoute(element: ReactElement, stores: Stores): Rendered {
  const stopLoading = startRouteLoading(stores);
  const rendered = render(<StoresProvider stores={stores}>{element}</StoresProvider>);
  const unmount = rendered.unmount;
  rendered.unmount = () => {
    stopLoading();
    unmount();
  };
  return rendered;
}

/** renderRoute on the test's stores, then `settles` rounds for its loads; answers the test's parts and what rendered. */
export async function renderRouteSettled<T extends { stores: Stores }>(t: T, element: ReactElement, settles = 3): Promise<T & Rendered> {
  const rendered = renderRoute(element, t.stores);
  await settle(settles);
  return { ...t, ...rendered };
}
