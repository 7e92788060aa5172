import { observer } from 'mobx-react-lite';

import { RETAILER_LIST_NAME } from '../../components/retailers/tracking';
import { RETAILER_GROUP_COPY } from './copy';
import { LoadedRetailerGrid } from '../../components/retailers/LoadedRetailerGrid';
import page from '../../components/retailers/BrowsingPage.module.css';
import { retailerGroupNameFromSegment } from '../../../domain/browsing/retailerGroupName';
import { useStores } from '../../stores/StoresContext';
import { usePageModel } from '../../stores/usePageModel';
import { RetailerGroupPageModel } from './RetailerGroupPageModel';

/** A retailer group (/retailers/groups/:retailerGroupName?ids=…, 000 §2): its retailers as a gallery. */
const RetailerGroupPage = observer(function RetailerGroupPage() {
  const stores = useStores();
  const group = usePageModel(RetailerGroupPageModel);
  const name = stores.router.route.params.retailerGroupName;

  return (
    <div className={page.page}>
      <h1 id="group-title">{group.title || retailerGroupNameFromSegment(name)}</h1>
      <LoadedRetailerGrid load={group.retailerList} empty={RETAILER_GROUP_COPY.EMPTY} retailers={group.retailers} list={RETAILER_LIST_NAME.GROUP} labelledBy="group-title" />
    </div>
  );
});

export default RetailerGroupPage;
