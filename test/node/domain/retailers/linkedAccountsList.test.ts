import { expect } from 'chai';
import { RETAILER_ID } from '../../../../domain/constants/retailers';
import { linkedAccountsListIds, retailersClearedByUnlink } from '../../../../domain/retailers/linkedAccountsList';

describe('the account area’s linked accounts list', () => {
  it('lists every linked retailer first, then the flag’s retailers not linked, each once', () => {
    expect(linkedAccountsListIds([4, 1144, 1408, 3443], [3443, 5])).to.deep.equal([4, 1144, 1408, 3443, 5]);
    expect(linkedAccountsListIds([], [3443, 5])).to.deep.equal([3443, 5]);
    expect(linkedAccountsListIds([1408], [])).to.deep.equal([1408]);
  });

  it('an unlink of 1408 clears 1408 and 4 (001 §4); any other, only itself', () => {
    expect(retailersClearedByUnlink(RETAILER_ID.DIRECT_INTEGRATION)).to.deep.equal([RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.FALLBACK_DEFAULT]);
    expect(retailersClearedByUnlink(RETAILER_ID.FALLBACK_DEFAULT)).to.deep.equal([RETAILER_ID.FALLBACK_DEFAULT]);
    expect(retailersClearedByUnlink(RETAILER_ID.MFA)).to.deep.equal([RETAILER_ID.MFA]);
  });
});
