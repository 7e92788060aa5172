import { expect } from 'chai';
import { NetworkError } from '../../../../sdk/src/errors';
import { ConnectivityStore } from '../../../../ui/stores/ConnectivityStore';

describe('ConnectivityStore (the offline notice and the new-version prompt)', () => {
  it('goes offline on a call that fails for lack of network, not on another failure, and back online on any answer', () => {
    const connectivity = new ConnectivityStore();
    connectivity.requestSettled(new Error('500'));
    expect(connectivity.isOnline).to.equal(true);
    connectivity.requestSettled(new NetworkError({ service: 'gateway' }));
    expect(connectivity.isOnline).to.equal(false);
    connectivity.requestSettled(new TypeError('Failed to fetch'));
    expect(connectivity.isOnline).to.equal(false);
    connectivity.requestSettled();
    expect(connectivity.isOnline).to.equal(true);
  });

  it("follows the browser's online and offline events; an answer (the worker's cache) does not undo the browser's offline", () => {
    const connectivity = new ConnectivityStore();
    connectivity.setOnline(false);
    expect(connectivity.isOnline).to.equal(false);
    connectivity.requestSettled();
    expect(connectivity.isOnline).to.equal(false);
    connectivity.setOnline(true);
    expect(connectivity.isOnline).to.equal(true);
    connectivity.requestSettled(new TypeError('Failed to fetch'));
    connectivity.setOnline(true);
    expect(connectivity.isOnline).to.equal(true);
  });

  it("activates a waiting version only on the shopper's consent, once", () => {
    const connectivity = new ConnectivityStore();
    let activations = 0;
    connectivity.offerUpdate(() => (activations += 1));
    expect(connectivity.isUpdateWaiting).to.equal(true);
    expect(activations).to.equal(0);
    connectivity.acceptUpdate();
    connectivity.acceptUpdate();
    expect(activations).to.equal(1);
    expect(connectivity.isUpdateWaiting).to.equal(false);
  });
});
