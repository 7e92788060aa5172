import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';

import { NAV_QUERY_KEY, ROUTE_NAME } from '../../../domain/constants/navigation';
import { routeQueryValues } from '../../../domain/navigation/routeQuery';
import { RETAILER_LIST_NAME } from '../../components/retailers/tracking';
import { RETAILER_GROUP_COPY } from './copy';
import { RetailerGrid } from '../../components/retailers/RetailerGrid';
import { LoadedContent } from '../../components/StateBox/StateBox';
import { RETAILER_LIST_COPY } from '../../components/retailers/copy';
import page from '../../components/retailers/BrowsingPage.module.css';
import { retailerGroupNameFromSegment } from '../../../domain/browsing/retailerGroupName';
import { useStores } from '../../stores/StoresContext';
import { usePageModel } from '../../stores/usePageModel';
import { RetailerGroupPageModel } from './RetailerGroupPageModel';

/** A retailer group (/retailers/groups/:retailerGroupName?ids=…, 000 §2): its retailers as a gallery. */
const RetailerGroupPage = observer(function RetailerGroupPage() {
  const stores = useStores();
  const group = usePageModel(RetailerGroupPageModel);
  const { name: routeName, params, query } = stores.router.route;
  // Only while the route is this page's: a link away must not read the next route's params as this page's.
  const onPage = routeName === ROUTE_NAME.RETAILER_GROUP;
  const name = params.retailerGroupName;
  const ids = routeQueryValues(query, NAV_QUERY_KEY.RETAILER_GROUP_IDS).join(',');
  useEffect(() => {
    if (onPage) void group.load(name, ids ? ids.split(',') : []);
  }, [group, onPage, name, ids]);

  return (
    <div className={page.page}>
      <h1 id="group-title">{group.title || retailerGroupNameFromSegment(name)}</h1>
      <LoadedContent
        status={group.retailerList.status}
        isEmpty={group.retailers.length === 0}
        empty={RETAILER_GROUP_COPY.EMPTY}
        error={group.retailerList.error || RETAILER_LIST_COPY.SECTION_FAILED}
      >
        <RetailerGrid retailers={group.retailers} list={RETAILER_LIST_NAME.GROUP} labelledBy="group-title" />
      </LoadedContent>
    </div>
  );
});

export default RetailerGroupPage;
