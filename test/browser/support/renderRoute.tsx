import type { ReactElement } from 'react';
import { startRouteLoading } from '../../../ui/app/routeLoading';
import type { RootStore } from '../../../ui/stores/RootStore';
import { StoresProvider } from '../../../ui/stores/StoresContext';
import { render, type Rendered } from './render';

/**
 * Renders a page on `stores` as the app shows it: inside the stores' provider, with the route's loader running
 * as the router's path and the signed-in customer change (startApp does the same). Unmounting stops it.
 */
export function renderRoute(element: ReactElement, stores: RootStore): Rendered {
  const stopLoading = startRouteLoading(stores);
  const rendered = render(<StoresProvider stores={stores}>{element}</StoresProvider>);
  const unmount = rendered.unmount;
  rendered.unmount = () => {
    stopLoading();
    unmount();
  };
  return rendered;
}
