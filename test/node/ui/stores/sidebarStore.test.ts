import { expect } from 'chai';
import { ApiError } from '../../../../sdk/src/errors';
import { STORAGE_KEY } from '../../../../domain/constants/cookies';
import * as MESSAGES from '../../../../domain/constants/messages';
import { RETAILER_ID } from '../../../../domain/constants/retailers';
import { FEEDBACK_FREQUENCY_REQUIRED } from '../../../../domain/shoppingList/feedback';
import { SHOPPING_LIST_MAX_LENGTH } from '../../../../domain/shoppingList/shoppingListInput';
import { SIDEBAR_BACK_LINK, SIDEBAR_VIEW, sidebarTopBar } from '../../../../domain/shoppingList/sidebarView';
import { CATALOGUE_FIXTURE } from '../../../support/catalogueMother';
import { settle } from '../../../support/browsingStores';
import { DEMO_CUSTOMER_ID, reloadedStores } from '../../../support/testStores';
import { SIDEBAR_FIXTURE, sidebarStores } from '../../../support/shoppingListMother';

/** Opens the sidebar and waits for the first open to finish. */
async function opened(options: Parameters<typeof sidebarStores>[0] = {}) {
  const created = await sidebarStores(options);
  created.stores.sidebar.open();
  await settle();
  await settle();
  return created;
}

describe('SidebarStore (000 §2, §4 list-to-offers sidebar)', () => {
  describe('first open', () => {
    it('is closed and idle at startup, and loads nothing until opened', async () => {
      const { stores, shoppingList } = await sidebarStores();
      expect(stores.sidebar.isOpen).to.equal(false);
      expect(stores.sidebar.isLoading).to.equal(true);
      expect(shoppingList.calls).to.deep.equal([]);
    });

    it('loads the grocery retailers and, with no stored list, picks the default retailer in shopping_list', async () => {
      const { stores } = await opened();
      const { sidebar } = stores;
      expect(sidebar.isOpen).to.equal(true);
      expect(sidebar.isLoading).to.equal(false);
      expect(sidebar.view).to.equal(SIDEBAR_VIEW.SHOPPING_LIST);
      expect(sidebar.retailerId).to.equal(SIDEBAR_FIXTURE.RETAILER_ID);
      expect(sidebar.retailer?.name).to.equal('Maple & Main Market');
      // Category 88's retailers after the list rules: the web-excluded one is gone.
      const ids = sidebar.groceryRetailers.map((retailer) => retailer.id);
      expect(ids).to.include.members([SIDEBAR_FIXTURE.RETAILER_ID, SIDEBAR_FIXTURE.OTHER_RETAILER_ID, RETAILER_ID.MFA]);
      expect(ids).not.to.include(CATALOGUE_FIXTURE.WEB_EXCLUDED_ID);
    });

    it('falls back to retailer 4 when neither default retailer is a grocery retailer', async () => {
      const created = await sidebarStores();
      const grocery = created.catalogue.categories.get(CATALOGUE_FIXTURE.GROCERY_ID);
      if (!grocery) throw new Error('the catalogue mother has no grocery category');
      created.catalogue.categories.set(grocery.id, { ...grocery, retailers: [RETAILER_ID.MFA] });
      created.stores.sidebar.open();
      await settle();
      await settle();
      expect(created.stores.sidebar.retailerId).to.equal(RETAILER_ID.FALLBACK_DEFAULT);
    });

    it('goes to matched_offers with the stored list, its retailer and its groups when it has matches', async () => {
      const created = await sidebarStores();
      await created.shoppingList.matchList(DEMO_CUSTOMER_ID, { list: SIDEBAR_FIXTURE.LIST, retailerId: SIDEBAR_FIXTURE.RETAILER_ID });
      created.stores.sidebar.open();
      await settle();
      await settle();
      const { sidebar } = created.stores;
      expect(sidebar.view).to.equal(SIDEBAR_VIEW.MATCHED_OFFERS);
      expect(sidebar.list).to.equal(SIDEBAR_FIXTURE.LIST);
      expect(sidebar.groups.map((group) => group.title)).to.deep.equal(['Milk', 'Bread', 'Zucchini']);
    });

    it('loads once: closing and reopening keeps the view and asks for the list no more', async () => {
      const { stores, shoppingList } = await opened();
      stores.sidebar.changeRetailer();
      stores.sidebar.toggle();
      expect(stores.sidebar.isOpen).to.equal(false);
      stores.sidebar.toggle();
      await settle();
      expect(stores.sidebar.view).to.equal(SIDEBAR_VIEW.SELECT_RETAILER);
      expect(shoppingList.calls.filter((call) => call.operation === 'fetchList')).to.have.length(1);
    });

    it('shows the default error toast when the stored list cannot load, and still sets the default retailer', async () => {
      const created = await sidebarStores();
      created.shoppingList.failWith = new Error('down');
      created.stores.sidebar.open();
      await settle();
      await settle();
      expect(created.stores.toasts.toasts.map((toast) => toast.message)).to.deep.equal([MESSAGES.DEFAULT_ERROR]);
      expect(created.stores.sidebar.retailerId).to.equal(SIDEBAR_FIXTURE.RETAILER_ID);
    });
  });

  describe('transitions', () => {
    it('Change saves the view and goes to select_retailer; back returns to it, with the back link named after it', async () => {
      const { stores } = await opened();
      const { sidebar } = stores;
      for (const from of [SIDEBAR_VIEW.SHOPPING_LIST, SIDEBAR_VIEW.MATCHED_OFFERS, SIDEBAR_VIEW.FEEDBACK] as const) {
        sidebar.view = from;
        sidebar.changeRetailer();
        expect(sidebar.view).to.equal(SIDEBAR_VIEW.SELECT_RETAILER);
        expect(sidebarTopBar(sidebar.view, sidebar.previousView)).to.deep.equal({ kind: 'back', text: SIDEBAR_BACK_LINK[from] });
        sidebar.back();
        expect(sidebar.view).to.equal(from);
      }
    });

    it('picking a retailer moves to shopping_list at that retailer', async () => {
      const { stores } = await opened();
      stores.sidebar.view = SIDEBAR_VIEW.MATCHED_OFFERS;
      stores.sidebar.changeRetailer();
      stores.sidebar.pickRetailer(SIDEBAR_FIXTURE.OTHER_RETAILER_ID);
      expect(stores.sidebar.view).to.equal(SIDEBAR_VIEW.SHOPPING_LIST);
      expect(stores.sidebar.retailer?.name).to.equal('Bright Basket Grocery');
    });

    it('Find offers matches the list and moves to matched_offers, groups expanded; Edit list returns', async () => {
      const { stores, shoppingList } = await opened();
      const { sidebar } = stores;
      sidebar.setList(SIDEBAR_FIXTURE.LIST);
      await sidebar.findOffers();
      expect(sidebar.view).to.equal(SIDEBAR_VIEW.MATCHED_OFFERS);
      expect(shoppingList.calls.at(-1)).to.deep.equal({
        operation: 'matchList',
        args: [DEMO_CUSTOMER_ID, { list: SIDEBAR_FIXTURE.LIST, retailerId: SIDEBAR_FIXTURE.RETAILER_ID }],
      });
      expect(sidebar.groups.map((group) => [group.title, group.offers.map((offer) => offer.id)])).to.deep.equal([
        ['Milk', [701, 703]],
        ['Bread', [702]],
        ['Zucchini', []],
      ]);
      expect(sidebar.groups.every((group) => sidebar.isExpanded(group.title))).to.equal(true);
      sidebar.editList();
      expect(sidebar.view).to.equal(SIDEBAR_VIEW.SHOPPING_LIST);
    });

    it('Find offers does nothing while the list is blank', async () => {
      const { stores, shoppingList } = await opened();
      stores.sidebar.setList('  \n\t\n ');
      expect(stores.sidebar.canFindOffers).to.equal(false);
      await stores.sidebar.findOffers();
      expect(shoppingList.calls.map((call) => call.operation)).to.deep.equal(['fetchList']);
      expect(stores.sidebar.view).to.equal(SIDEBAR_VIEW.SHOPPING_LIST);
    });

    it('a matching failure shows the default error toast and stays on the list', async () => {
      const { stores, shoppingList } = await opened();
      stores.sidebar.setList('milk');
      shoppingList.failWith = new Error('boom');
      await stores.sidebar.findOffers();
      expect(stores.toasts.toasts.map((toast) => [toast.tone, toast.message])).to.deep.equal([['error', MESSAGES.DEFAULT_ERROR]]);
      expect(stores.sidebar.view).to.equal(SIDEBAR_VIEW.SHOPPING_LIST);
      expect(stores.sidebar.isMatching).to.equal(false);
    });

    it('keeps bad input inert: control characters dropped, markup kept as text, cut to the service limit', async () => {
      const { stores } = await opened();
      stores.sidebar.setList('<b>milk</b>\u0000\u0007\n\'; DROP TABLE offers;--');
      expect(stores.sidebar.list).to.equal('<b>milk</b>\n\'; DROP TABLE offers;--');
      stores.sidebar.setList('x'.repeat(SHOPPING_LIST_MAX_LENGTH + 10));
      expect(stores.sidebar.list).to.have.length(SHOPPING_LIST_MAX_LENGTH);
    });

    it('a selection toggles the sidebar under 1024px only', async () => {
      const narrow = await opened({ width: 800 });
      narrow.stores.sidebar.selected();
      expect(narrow.stores.sidebar.isOpen).to.equal(false);
      const wide = await opened({ width: 1280 });
      wide.stores.sidebar.selected();
      expect(wide.stores.sidebar.isOpen).to.equal(true);
    });
  });

  describe('checked groups', () => {
    it('checking a group collapses it and persists the map; a new page load reads it back', async () => {
      const created = await opened();
      const { sidebar } = created.stores;
      sidebar.setList(SIDEBAR_FIXTURE.LIST);
      await sidebar.findOffers();
      sidebar.toggleChecked('Bread');
      expect(sidebar.isChecked('Bread')).to.equal(true);
      expect(sidebar.isExpanded('Bread')).to.equal(false);
      expect(sidebar.isExpanded('Milk')).to.equal(true);
      expect(JSON.parse(created.storage.get(STORAGE_KEY.SHOPPING_LIST_CHECKED) ?? 'null')).to.deep.equal({ Bread: true });

      const reloaded = reloadedStores(created);
      expect(reloaded.sidebar.isChecked('Bread')).to.equal(true);
      expect(reloaded.sidebar.isExpanded('Bread')).to.equal(false);

      sidebar.toggleChecked('Bread');
      expect(sidebar.isExpanded('Bread')).to.equal(true);
      expect(JSON.parse(created.storage.get(STORAGE_KEY.SHOPPING_LIST_CHECKED) ?? 'null')).to.deep.equal({ Bread: false });
    });

    it('a collapsed group can be opened by hand while staying checked', async () => {
      const { stores } = await opened();
      stores.sidebar.toggleChecked('Milk');
      stores.sidebar.toggleExpanded('Milk');
      expect(stores.sidebar.isExpanded('Milk')).to.equal(true);
      expect(stores.sidebar.isChecked('Milk')).to.equal(true);
    });

    it('a corrupt stored map reads as nothing checked', async () => {
      const created = await sidebarStores();
      created.storage.set(STORAGE_KEY.SHOPPING_LIST_CHECKED, '{not json');
      expect(reloadedStores(created).sidebar.isChecked('Milk')).to.equal(false);
    });
  });

  describe('feedback', () => {
    async function onFeedback() {
      const created = await opened();
      created.stores.sidebar.setList('milk');
      await created.stores.sidebar.findOffers();
      created.stores.sidebar.openFeedback();
      expect(created.stores.sidebar.view).to.equal(SIDEBAR_VIEW.FEEDBACK);
      return created;
    }

    it('requires a frequency and sends nothing without one', async () => {
      const { stores, shoppingList } = await onFeedback();
      expect(await stores.sidebar.submitFeedback()).to.equal('invalid');
      expect(stores.sidebar.feedbackError).to.equal(FEEDBACK_FREQUENCY_REQUIRED);
      expect(shoppingList.feedback.size).to.equal(0);
      stores.sidebar.setFeedbackFrequency('often');
      expect(stores.sidebar.feedbackError).to.equal(null);
    });

    it('sends once (a double submit sends once), thanks the shopper, hides the form and returns to matched_offers', async () => {
      const { stores, shoppingList, storage } = await onFeedback();
      const { sidebar } = stores;
      sidebar.setFeedbackFrequency('often');
      sidebar.setFeedbackText('  More stores please  ');
      const [first, second] = await Promise.all([sidebar.submitFeedback(), sidebar.submitFeedback()]);
      expect([first, second]).to.deep.equal(['sent', 'busy']);
      expect(shoppingList.feedback.get(DEMO_CUSTOMER_ID)).to.deep.equal({ frequency: 'often', additionalText: 'More stores please', retailerId: SIDEBAR_FIXTURE.RETAILER_ID });
      expect(sidebar.view).to.equal(SIDEBAR_VIEW.MATCHED_OFFERS);
      expect(sidebar.feedbackJustSent).to.equal(true);
      expect(sidebar.feedbackSent).to.equal(true);
      sidebar.openFeedback();
      expect(sidebar.view).to.equal(SIDEBAR_VIEW.MATCHED_OFFERS);
      expect(JSON.parse(storage.get(STORAGE_KEY.SHOPPING_LIST_FEEDBACK_SENT) ?? 'null')).to.deep.equal([DEMO_CUSTOMER_ID]);
    });

    it('remembers it across a page load: the next first open hides the form', async () => {
      const created = await onFeedback();
      created.stores.sidebar.setFeedbackFrequency('never');
      await created.stores.sidebar.submitFeedback();
      const reloaded = reloadedStores(created);
      await reloaded.auth.start(new URL('http://localhost/home'));
      reloaded.sidebar.open();
      await settle();
      expect(reloaded.sidebar.feedbackSent).to.equal(true);
    });

    it('a 409 means it was already sent: the form goes away without an error', async () => {
      const { stores, shoppingList } = await onFeedback();
      shoppingList.feedback.set(DEMO_CUSTOMER_ID, { frequency: 'always' });
      stores.sidebar.setFeedbackFrequency('rarely');
      expect(await stores.sidebar.submitFeedback()).to.equal('sent');
      expect(stores.sidebar.feedbackSent).to.equal(true);
      expect(stores.sidebar.feedbackJustSent).to.equal(false);
      expect(stores.toasts.toasts).to.deep.equal([]);
    });

    it('shows the service field message inline, and other failures as the default error toast', async () => {
      const { stores, shoppingList } = await onFeedback();
      stores.sidebar.setFeedbackFrequency('sometimes');
      shoppingList.failWith = new ApiError('Bad', { service: 'test', operation: 'x', status: 400, fields: { additionalText: 'Too long' } });
      expect(await stores.sidebar.submitFeedback()).to.equal('invalid');
      expect(stores.sidebar.feedbackTextError).to.equal('Too long');
      shoppingList.failWith = new Error('down');
      expect(await stores.sidebar.submitFeedback()).to.equal('failed');
      expect(stores.toasts.toasts.map((toast) => toast.message)).to.deep.equal([MESSAGES.DEFAULT_ERROR]);
      expect(stores.sidebar.view).to.equal(SIDEBAR_VIEW.FEEDBACK);
    });
  });

  it('sign-out closes it and forgets the customer’s list; the checked map stays with the browser', async () => {
    const { stores } = await opened();
    stores.sidebar.setList('milk');
    stores.sidebar.toggleChecked('Milk');
    await stores.auth.logout('http://localhost/');
    expect(stores.sidebar.isOpen).to.equal(false);
    expect(stores.sidebar.list).to.equal('');
    expect(stores.sidebar.isLoading).to.equal(true);
    expect(stores.sidebar.isChecked('Milk')).to.equal(true);
  });
});
