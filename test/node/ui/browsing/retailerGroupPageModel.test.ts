import { expect } from 'chai';
import * as MESSAGES from '../../../../domain/constants/messages';
import { retailerGroupNameFromSegment } from '../../../../domain/browsing/retailerGroupName';
import { RetailerGroupPageModel } from '../../../../ui/pages/retailerGroup/RetailerGroupPageModel';
import { CATALOGUE_FIXTURE as F } from '../../../support/catalogueMother';
import { browsingStores } from '../../../support/browsingStores';
import { loadRoute } from '../../../../ui/app/routeLoaders';
import type { Stores } from '../../../../ui/stores/Stores';

/** The current route's loader, as the app runs it. */
const loadPage = (stores: Stores) => loadRoute(stores, stores.router.route);

describe('RetailerGroupPageModel (/retailers/groups/:retailerGroupName?ids=…)', () => {
  it("shows the group's retailers in the order given, after the list rules, and names the page", async () => {
    const { stores, catalogue } = await browsingStores({ path: `/retailers/groups/Outdoor_friends?ids=202&ids=${F.TEMP_DISABLED_ID}&ids=201&ids=abc` });
    const group = new RetailerGroupPageModel(stores);
    await loadPage(stores);
    expect(catalogue.calls).to.deep.equal(['fetchRetailers']);
    expect(group.retailers.map((retailer) => retailer.id)).to.deep.equal([F.OTHER_RETAILER_ID, F.RETAILER_ID]);
    expect(group.title).to.equal('Outdoor friends');
    expect(stores.routeHistory.pageContext?.title).to.equal('Outdoor friends');
  });

  it("prefers the group's own name when its retailers carry it", async () => {
    const { stores, catalogue } = await browsingStores({ path: '/retailers/groups/gm?ids=201' });
    const retailer = catalogue.retailers.get(F.RETAILER_ID)!;
    catalogue.addRetailers({ ...retailer, retailerGroup: { id: 1, name: 'Grandmart', retailerIds: [F.RETAILER_ID] } });
    const group = new RetailerGroupPageModel(stores);
    await loadPage(stores);
    expect(group.title).to.equal('Grandmart');
    expect(stores.routeHistory.pageContext?.title).to.equal('Grandmart');
  });

  it('toasts a failed hydration', async () => {
    const { stores, catalogue } = await browsingStores({ path: '/retailers/groups/x?ids=201' });
    catalogue.failWith = new Error(MESSAGES.RETAILERS_FETCH_FAILED);
    const group = new RetailerGroupPageModel(stores);
    await loadPage(stores);
    expect(group.retailerList.status).to.equal('error');
    expect(stores.toasts.toasts.at(-1)?.message).to.equal(MESSAGES.RETAILERS_FETCH_FAILED);
  });

  it('reads the group name back from its slug', () => {
    expect(retailerGroupNameFromSegment('Grandmart_Stores')).to.equal('Grandmart Stores');
    expect(retailerGroupNameFromSegment(undefined)).to.equal('');
  });
});
