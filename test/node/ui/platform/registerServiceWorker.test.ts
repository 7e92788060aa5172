import { expect } from 'chai';
import sinon from 'sinon';
import * as MESSAGES from '../../../../domain/constants/messages';
import { ERROR_MESSAGE_PROPERTY, PLATFORM_TRACKING_EVENT } from '../../../../domain/constants/platform';
import { registerServiceWorker } from '../../../../ui/app/registerServiceWorker';
import { createTestStores } from '../../../support/testStores';

/** A window that has loaded (and is soon idle), whose browser registers the worker with `register`. */
function loadedWindow(register: () => Promise<unknown>) {
  const requestIdleCallback = (callback: () => void) => setTimeout(callback, 0);
  return { navigator: { serviceWorker: { register } }, document: { readyState: 'complete' }, addEventListener: sinon.spy(), requestIdleCallback } as unknown as Window;
}

describe('registerServiceWorker', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => (warn = sinon.stub(console, 'warn')));
  afterEach(() => warn.restore());

  it("reports 'Unable to register service worker' as an error message when registration fails (000 §8)", async () => {
    const { stores, tracking } = createTestStores();
    const refused = () => Promise.reject(new Error('SecurityError'));
    registerServiceWorker({ window: loadedWindow(refused), connectivity: stores.connectivity, tracking: stores.tracking });
    for (let tries = 0; tries < 100 && tracking.events.length === 0; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(tracking.events.map((event) => [event.name, event.properties])).to.deep.equal([
      [PLATFORM_TRACKING_EVENT.ERROR_MESSAGE, { [ERROR_MESSAGE_PROPERTY.MESSAGE]: MESSAGES.SERVICE_WORKER_REGISTRATION_FAILED }],
    ]);
    expect(MESSAGES.SERVICE_WORKER_REGISTRATION_FAILED).to.equal('Unable to register service worker');
  });

  it('registers nothing in a browser without service workers, and waits for the load event otherwise', () => {
    const { stores, tracking } = createTestStores();
    const without = { navigator: {}, document: { readyState: 'complete' }, addEventListener: sinon.spy() } as unknown as Window;
    registerServiceWorker({ window: without, connectivity: stores.connectivity, tracking: stores.tracking });
    const loading = { ...loadedWindow(() => Promise.reject(new Error('x'))), document: { readyState: 'loading' }, addEventListener: sinon.spy() } as unknown as Window;
    registerServiceWorker({ window: loading, connectivity: stores.connectivity, tracking: stores.tracking });
    expect((loading.addEventListener as sinon.SinonSpy).firstCall.args[0]).to.equal('load');
    expect(tracking.events).to.deep.equal([]);
  });

  it('registers only when the loaded page is next idle', () => {
    const { stores } = createTestStores();
    const register = sinon.stub().resolves({ waiting: null, addEventListener: sinon.spy() });
    const idleCallbacks: (() => void)[] = [];
    const idling = { ...loadedWindow(register), requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback) } as unknown as Window;
    registerServiceWorker({ window: idling, connectivity: stores.connectivity, tracking: stores.tracking });
    expect(register.called, 'not before the page is idle').to.equal(false);
    expect(idleCallbacks).to.have.length(1);
    idleCallbacks[0]?.();
    expect(register.calledOnce).to.equal(true);
  });
});
