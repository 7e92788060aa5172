import { expect } from 'chai';
import { dataLayerTagManager, MemoryTagManager, type TagManagerEvent } from '../../../adapters/tracking/TagManager';
import { describeTagManagerContract } from '../../contracts/tagManagerContract';

describeTagManagerContract('MemoryTagManager (in-memory twin)', () => {
  const twin = new MemoryTagManager();
  return { tagManager: twin, pushed: () => twin.pushed };
});

describeTagManagerContract('dataLayerTagManager', () => {
  const page: { dataLayer?: unknown } = {};
  return { tagManager: dataLayerTagManager(page), pushed: () => page.dataLayer as TagManagerEvent[] };
});

describe('dataLayerTagManager', () => {
  it("appends to a data layer a tag manager already created, and replaces one that is not a list", () => {
    const queued = { dataLayer: [{ event: 'gtm.js' }] as unknown };
    dataLayerTagManager(queued).push({ event: 'launch' });
    expect(queued.dataLayer).to.deep.equal([{ event: 'gtm.js' }, { event: 'launch' }]);
    const broken: { dataLayer?: unknown } = { dataLayer: 'nonsense' };
    dataLayerTagManager(broken).push({ event: 'launch' });
    expect(broken.dataLayer).to.deep.equal([{ event: 'launch' }]);
  });
});
