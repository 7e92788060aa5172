import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { NAV_QUERY_KEY } from '../../../domain/constants/navigation';
import { routeQueryValue } from '../../../domain/navigation/routeQuery';
import { useStores } from '../../stores/StoresContext';
import { openSidebar } from './openSidebar';

// The views are a chunk of their own, loaded on the first open: most visits never open the sidebar.
const ListToOffersSidebar = lazy(() => import('./ListToOffersSidebar').then((module) => ({ default: module.ListToOffersSidebar })));

/** Window mode (000 §2): `ipnSidebar=true` opens the sidebar on load. */
const IPN_SIDEBAR_ON = 'true';

/**
 * Where the list-to-offers sidebar mounts (on document.body, over the page) for a signed-in shopper with the
 * `list-to-offers` flag on; nothing at all until it first opens.
 */
export const SidebarHost = observer(function SidebarHost() {
  const { groups, router } = useStores();
  const windowMode = routeQueryValue(router.route.query, NAV_QUERY_KEY.IPN_SIDEBAR) === IPN_SIDEBAR_ON;
  useEffect(() => {
    if (windowMode) openSidebar(groups.sidebar);
  }, [windowMode, groups.sidebar]);
  // The store loads with the first open (openSidebar): until then the sidebar is closed.
  if (!groups.sidebar.current?.sidebar.isOpen) return null;
  return createPortal(
    <Suspense fallback={null}>
      <ListToOffersSidebar />
    </Suspense>,
    document.body,
  );
});
