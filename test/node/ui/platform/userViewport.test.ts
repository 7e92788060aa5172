import { expect } from 'chai';
import { createTestStores } from '../../../support/testStores';

describe("Tracker: 'user viewport' (000 §7)", () => {
  it('sends the size and whether it counts as wide (680 px or wider, 000 §9)', async () => {
    const phone = createTestStores({ path: '/home', width: 375 });
    await phone.stores.tracking.trackViewport(375, 812);
    const desktop = createTestStores({ path: '/home', width: 680 });
    await desktop.stores.tracking.trackViewport(680, 900);
    expect([...phone.tracking.events, ...desktop.tracking.events].map(({ name, properties }) => ({ name, properties }))).to.deep.equal([
      { name: 'user viewport', properties: { width: 375, height: 812, wide: false } },
      { name: 'user viewport', properties: { width: 680, height: 900, wide: true } },
    ]);
  });
});
