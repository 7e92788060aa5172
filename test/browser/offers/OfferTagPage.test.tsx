import { expect } from 'chai';
import * as MESSAGES from '../../../domain/constants/messages';
import OfferTagPage from '../../../ui/pages/offerTag/OfferTagPage';
import { texts } from '../support/render';
import { renderRoute } from '../support/renderRoute';
import { anOffer, offerStores, settle, quietRenderedTests } from './support/offersTestSupport';

const offers = [anOffer({ id: 801, name: 'Apples' }), anOffer({ id: 802, name: 'Pears' })];

describe('<OfferTagPage> in Chromium', () => {
  quietRenderedTests();

  it("shows the tag's offers as cards under a heading with the tag's display name", async () => {
    const t = await offerStores({ path: '/offer-tag/fresh-picks', offers });
    t.offers.offerTags.set('fresh-picks', { displayName: 'Fresh picks', offerIds: [802, 801] });
    const { container } = renderRoute(<OfferTagPage />, t.stores);
    await settle();
    expect(texts(container, 'h1')).to.deep.equal(['Fresh picks']);
    expect(t.stores.routeHistory.documentTitle).to.equal('Fresh picks | Clipback');
    expect(texts(container, 'article h2')).to.deep.equal(['Pears', 'Apples']);
  });

  it("says 'No offers found with that offer tag' for a tag without offers", async () => {
    const t = await offerStores({ path: '/offer-tag/unknown', offers });
    const { container } = renderRoute(<OfferTagPage />, t.stores);
    await settle();
    expect(container.textContent).to.include(MESSAGES.NO_OFFERS_FOR_TAG);
    expect(container.querySelector('article')).to.equal(null);
  });

  it('goes to /mobile-only?keyword=offer when the tag cannot be loaded', async () => {
    const t = await offerStores({ path: '/offer-tag/fresh-picks', offers });
    t.offers.failWith = new Error('down');
    renderRoute(<OfferTagPage />, t.stores);
    await settle();
    expect(`${t.history.location.pathname}${t.history.location.search}`).to.equal('/mobile-only?keyword=offer');
  });
});
