import { expect } from 'chai';
import {
  retailerGroupNameFromSegment,
  retailerGroupTitle,
} from '../../../../domain/browsing/retailerGroupName';

describe('retailer group name', () => {
  it('reads the name back from its path segment', () => {
    expect(retailerGroupNameFromSegment('Outdoor_friends')).to.equal('Outdoor friends');
    expect(retailerGroupNameFromSegment(' _Grandmart_ ')).to.equal('Grandmart');
    expect(retailerGroupNameFromSegment(undefined)).to.equal('');
  });

  it("titles the page with the group's own name when a shown retailer carries a group listing a shown retailer", () => {
    const group = { name: 'Grandmart', retailerIds: [2, 3] };
    expect(retailerGroupTitle([{ id: 1 }, { id: 2, retailerGroup: group }], 'gm')).to.equal('Grandmart');
  });

  it('falls back to the path name when no group lists a shown retailer (or none carries one)', () => {
    const elsewhere = { name: 'Elsewhere', retailerIds: [9] };
    expect(retailerGroupTitle([{ id: 1, retailerGroup: elsewhere }], 'Outdoor_friends')).to.equal('Outdoor friends');
    expect(retailerGroupTitle([], 'Outdoor_friends')).to.equal('Outdoor friends');
  });
});
