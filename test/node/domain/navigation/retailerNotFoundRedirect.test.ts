import { expect } from 'chai';
import * as MESSAGES from '../../../../domain/constants/messages';
import { retailerNotFoundRedirect } from '../../../../domain/navigation/retailerNotFoundRedirect';

describe('retailerNotFoundRedirect', () => {
  it('"A retailer not found and not available on another platform redirects to /retailers with that message"', () => {
    expect(retailerNotFoundRedirect(false)).to.deep.equal({
      redirect: '/retailers',
      status: 302,
      message: MESSAGES.RETAILER_NOT_FOUND,
    });
  });

  it('"if available on another platform, to /mobile-only"', () => {
    expect(retailerNotFoundRedirect(true)).to.deep.equal({ redirect: '/mobile-only', status: 302 });
  });
});
