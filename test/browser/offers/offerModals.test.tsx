import { expect } from 'chai';
import { CUSTOMER_ORDER_METHOD } from '../../../domain/offers/Offer';
import { RETAILER_LINK_BUTTON_LABEL } from '../../../domain/retailers/linkButtonLabels';
import { EXTENSION_PROMO } from '../../../ui/app/header/copy';
import { MODAL_TITLE } from '../../../ui/components/ModalHost/copy';
import { OFFER_COPY } from '../../../ui/components/offers/copy';
import AccountNotLinkedModal from '../../../ui/components/offers/modals/AccountNotLinkedModal';
import ExtensionPostUnlockModal from '../../../ui/components/offers/modals/ExtensionPostUnlockModal';
import PostOfferUnlockModal from '../../../ui/components/offers/modals/PostOfferUnlockModal';
import { cleanup, click, render } from '../support/render';
import { anOffer, buttonNamed, offerStores, RETAILER, withStores } from './support/offersTestSupport';

describe('post-unlock modal bodies in Chromium', () => {
  afterEach(cleanup);

  it("account not linked: a Link button to the retailer's link page (closing the modal), and Not now", async () => {
    const { stores, history } = await offerStores();
    const closes: number[] = [];
    const { container } = render(
      withStores(stores, <AccountNotLinkedModal request={{ kind: 'accountNotLinked', retailer: RETAILER }} onClose={() => closes.push(1)} />),
    );
    expect(container.textContent).to.include(OFFER_COPY.accountNotLinkedBody(RETAILER.name));
    const link = container.querySelector('a');
    expect(link?.textContent).to.equal(RETAILER_LINK_BUTTON_LABEL.LINK);
    expect(link?.getAttribute('aria-label')).to.equal(MODAL_TITLE.accountNotLinked(RETAILER.name));
    expect(link?.getAttribute('href')).to.equal(`/retailers/Maple_and_Main_Market/${RETAILER.id}/link`);
    click(link);
    expect(history.location.pathname).to.equal(`/retailers/Maple_and_Main_Market/${RETAILER.id}/link`);
    expect(closes).to.have.length(1);
    click(buttonNamed(container, OFFER_COPY.NOT_NOW));
    expect(closes).to.have.length(2);
  });

  it('extension post-unlock: get the extension at /browser-extension', async () => {
    const { stores, history } = await offerStores();
    const closes: number[] = [];
    const { container } = render(
      withStores(stores, <ExtensionPostUnlockModal request={{ kind: 'extensionPostUnlock', retailer: RETAILER }} onClose={() => closes.push(1)} />),
    );
    const link = container.querySelector('a');
    expect(link?.textContent).to.equal(EXTENSION_PROMO.LINK);
    click(link);
    expect(history.location.pathname).to.equal('/browser-extension');
    expect(closes).to.have.length(1);
  });

  it('post-offer-unlock: names the offer, says how to earn online and in store, and closes on Got it', async () => {
    const closes: number[] = [];
    const offer = anOffer();
    const { container } = render(<PostOfferUnlockModal request={{ kind: 'postOfferUnlock', offer }} onClose={() => closes.push(1)} />);
    expect(container.textContent).to.include(OFFER_COPY.postOfferUnlockTitle(offer.name));
    expect([...container.querySelectorAll('li')].map((item) => item.textContent)).to.deep.equal([
      OFFER_COPY.POST_OFFER_UNLOCK_ONLINE,
      OFFER_COPY.POST_OFFER_UNLOCK_IN_STORE,
    ]);
    click(buttonNamed(container, OFFER_COPY.GOT_IT));
    expect(closes).to.have.length(1);
  });

  it('post-offer-unlock: names only the way an online-only or in-store-only offer allows', async () => {
    for (const [method, way] of [
      [CUSTOMER_ORDER_METHOD.ONLINE, OFFER_COPY.POST_OFFER_UNLOCK_ONLINE],
      [CUSTOMER_ORDER_METHOD.IN_STORE, OFFER_COPY.POST_OFFER_UNLOCK_IN_STORE],
    ] as const) {
      const offer = anOffer({ customerOrderMethod: method });
      const { container } = render(<PostOfferUnlockModal request={{ kind: 'postOfferUnlock', offer }} onClose={() => {}} />);
      expect([...container.querySelectorAll('li')].map((item) => item.textContent), method).to.deep.equal([way]);
      cleanup();
    }
  });
});
