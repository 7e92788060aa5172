import { expect } from 'chai';
import { RETAILER_ID } from '../../../../domain/constants/retailers';
import { checkFeedback, feedbackScale, FEEDBACK_FREQUENCY_REQUIRED } from '../../../../domain/shoppingList/feedback';
import { cleanShoppingList, isBlankShoppingList } from '../../../../domain/shoppingList/shoppingListInput';
import { defaultSidebarRetailerId } from '../../../../domain/shoppingList/sidebarRetailers';
import { SIDEBAR_VIEW, showsRetailerHeader, sidebarTopBar } from '../../../../domain/shoppingList/sidebarView';

describe('list-to-offers sidebar rules (000 §2, §4, §5, §9)', () => {
  it('the top bar reads "Shopping list" outside select_retailer, else a back link named after the saved view', () => {
    expect(sidebarTopBar(SIDEBAR_VIEW.MATCHED_OFFERS, null)).to.deep.equal({ kind: 'title', text: 'Shopping list' });
    expect(sidebarTopBar(SIDEBAR_VIEW.SELECT_RETAILER, SIDEBAR_VIEW.FEEDBACK).text).to.equal('Back to feedback');
    expect(sidebarTopBar(SIDEBAR_VIEW.SELECT_RETAILER, SIDEBAR_VIEW.MATCHED_OFFERS).text).to.equal('Back to offers');
    expect(sidebarTopBar(SIDEBAR_VIEW.SELECT_RETAILER, SIDEBAR_VIEW.SHOPPING_LIST).text).to.equal('Edit your list');
    expect(sidebarTopBar(SIDEBAR_VIEW.SELECT_RETAILER, null).text).to.equal('Edit your list');
  });

  it('shows the retailer header in every view but select_retailer', () => {
    expect(Object.values(SIDEBAR_VIEW).filter(showsRetailerHeader)).to.deep.equal(['shopping_list', 'matched_offers', 'feedback']);
  });

  it('defaults to 3443, then 5, among the grocery retailers, else the fallback 4', () => {
    expect(defaultSidebarRetailerId([{ id: 5 }, { id: 3443 }])).to.equal(3443);
    expect(defaultSidebarRetailerId([{ id: 5 }, { id: 77 }])).to.equal(5);
    expect(defaultSidebarRetailerId([{ id: 77 }])).to.equal(RETAILER_ID.FALLBACK_DEFAULT);
  });

  it('a list is blank when only white space; control characters are dropped, line breaks kept', () => {
    expect(isBlankShoppingList(' \n\t ')).to.equal(true);
    expect(isBlankShoppingList('milk')).to.equal(false);
    expect(cleanShoppingList('mi\u0000lk\r\nbread\teggs\u001b')).to.equal('milk\r\nbread\teggs');
  });

  it('feedback needs a frequency (1 to 5); blank text is left out, text trimmed', () => {
    expect(checkFeedback({ frequency: null, text: 'x', retailerId: 5 })).to.deep.equal({ ok: false, error: FEEDBACK_FREQUENCY_REQUIRED });
    expect(checkFeedback({ frequency: 'never', text: '   ', retailerId: null })).to.deep.equal({ ok: true, feedback: { frequency: 'never' } });
    expect(checkFeedback({ frequency: 'always', text: ' ok ', retailerId: 5 })).to.deep.equal({ ok: true, feedback: { frequency: 'always', additionalText: 'ok', retailerId: 5 } });
    expect(feedbackScale('never')).to.equal(1);
    expect(feedbackScale('always')).to.equal(5);
  });
});
