import { expect } from 'chai';
import { RETAILER_LINK_NOTE, RETAILER_LINK_STATUS_LABEL } from '../../../../domain/browsing/retailerLinkCopy';
import { retailerLinkCopy } from '../../../../domain/browsing/retailerLinkCopy';

describe('retailerLinkCopy', () => {
  it('badges a linked account Verified without a note, and a pending one Pending with its note (000 §3, 001 §4)', () => {
    expect(retailerLinkCopy('linked')).to.deep.equal({ badge: RETAILER_LINK_STATUS_LABEL.LINKED, note: null });
    expect(retailerLinkCopy('pending')).to.deep.equal({ badge: RETAILER_LINK_STATUS_LABEL.PENDING, note: RETAILER_LINK_NOTE.pending });
  });

  it('notes the other states without a badge', () => {
    expect(retailerLinkCopy('actionRequired')).to.deep.equal({ badge: null, note: RETAILER_LINK_NOTE.actionRequired });
    expect(retailerLinkCopy('failed')).to.deep.equal({ badge: null, note: RETAILER_LINK_NOTE.failed });
    expect(retailerLinkCopy('unlinked')).to.deep.equal({ badge: null, note: RETAILER_LINK_NOTE.unlinked });
  });

  it('shows nothing when there is no link state (visitor, retailer without linking)', () => {
    expect(retailerLinkCopy(null)).to.deep.equal({ badge: null, note: null });
  });
});
