import { expect } from 'chai';
import { browserExtension, type ExtensionRuntime } from '../../../adapters/extension/browserExtension';
import { EXTENSION_ACTION } from '../../../domain/launch/extensionMessage';
import { describeExtensionContract } from '../../contracts/extensionContract';

/** Ids as the app config lists them: two Chromium-style ids and a Safari one. */
const EXTENSION_IDS = ['kclipbackpcdhgaebdfmnoicjhhclbpa', 'eclipbackdljbamgkfpcinohoflecgmn', 'com.clipback.extension.safari (CLIPBACK01)'];
const ids = () => Promise.resolve(EXTENSION_IDS);

/** A runtime where only `installed` answers; other ids fail the way Chrome does (lastError set). */
function fakeRuntime(installed: Record<string, unknown>): ExtensionRuntime & { asked: { id: string; message: unknown }[] } {
  const runtime = {
    asked: [] as { id: string; message: unknown }[],
    lastError: null as { message: string } | null,
    sendMessage(id: string, message: unknown, callback: (response: unknown) => void) {
      runtime.asked.push({ id, message });
      setTimeout(() => {
        if (id in installed) {
          runtime.lastError = null;
          callback(installed[id]);
        } else {
          runtime.lastError = { message: 'Could not establish connection. Receiving end does not exist.' };
          callback(undefined);
          runtime.lastError = null;
        }
      }, 5);
    },
  };
  return runtime;
}

describeExtensionContract('browserExtension in Chromium', {
  installed: (version) => {
    const runtime = fakeRuntime({ [EXTENSION_IDS[0]!]: { version } });
    const received = async () => runtime.asked.filter((ask) => ask.id === EXTENSION_IDS[0]).map((ask) => ask.message);
    return { port: browserExtension({ ids, runtime: () => runtime }), received };
  },
  none: () => browserExtension({ ids }),
});

describe('browserExtension (extension detection) in Chromium', () => {
  it('answers null when the page has no chrome.runtime', async () => {
    expect((globalThis as { chrome?: { runtime?: unknown } }).chrome?.runtime).to.equal(undefined);
    expect(await browserExtension({ ids }).detectVersion()).to.equal(null);
  });

  it('asks every known id for its version and answers the one that replies', async () => {
    const runtime = fakeRuntime({ [EXTENSION_IDS[1]!]: { version: '4.2.0' } });
    expect(await browserExtension({ ids, runtime: () => runtime }).detectVersion()).to.equal('4.2.0');
    expect(runtime.asked.map((ask) => ask.id)).to.deep.equal([...EXTENSION_IDS]);
    expect(runtime.asked[0]?.message).to.deep.equal({ action: EXTENSION_ACTION.GET_VERSION });
  });

  it('accepts a bare version string', async () => {
    const runtime = fakeRuntime({ [EXTENSION_IDS[0]!]: '5.0.1' });
    expect(await browserExtension({ ids, runtime: () => runtime }).detectVersion()).to.equal('5.0.1');
  });

  it('answers null when no id replies, or a reply carries no version', async () => {
    expect(await browserExtension({ ids, runtime: () => fakeRuntime({}) }).detectVersion()).to.equal(null);
    expect(await browserExtension({ ids, runtime: () => fakeRuntime({ [EXTENSION_IDS[0]!]: { ok: true } }) }).detectVersion()).to.equal(null);
  });

  it('gives up after the timeout when nothing answers at all', async () => {
    const silent: ExtensionRuntime = { sendMessage() {} };
    const started = performance.now();
    expect(await browserExtension({ ids, runtime: () => silent, timeoutMs: 50 }).detectVersion()).to.equal(null);
    expect(performance.now() - started).to.be.within(40, 1000);
  });

  it('never throws: a runtime that throws answers null', async () => {
    const throwing: ExtensionRuntime = {
      sendMessage() {
        throw new TypeError('Invalid extension id');
      },
    };
    expect(await browserExtension({ ids, runtime: () => throwing }).detectVersion()).to.equal(null);
    expect(
      await browserExtension({
        ids,
        runtime: () => {
          throw new Error('no access');
        },
      }).detectVersion(),
    ).to.equal(null);
  });

  it('reads the global chrome.runtime by default', async () => {
    const runtime = fakeRuntime({ [EXTENSION_IDS[2]!]: { version: '3.3.3' } });
    // Some Chromium builds define a non-configurable `chrome` on every page: then only its runtime is swapped.
    const holder = globalThis as { chrome?: object };
    const chromeDescriptor = Object.getOwnPropertyDescriptor(globalThis, 'chrome');
    const target = chromeDescriptor && !chromeDescriptor.configurable && holder.chrome ? holder.chrome : globalThis;
    const key = target === globalThis ? 'chrome' : 'runtime';
    const value = target === globalThis ? { runtime } : runtime;
    const original = Object.getOwnPropertyDescriptor(target, key);
    Object.defineProperty(target, key, { value, configurable: true, writable: true });
    try {
      expect(await browserExtension({ ids }).detectVersion()).to.equal('3.3.3');
    } finally {
      if (original) Object.defineProperty(target, key, original);
      else delete (target as Record<string, unknown>)[key];
    }
  });
});

describe('browserExtension (the ids and the messages) in Chromium', () => {
  it('messages the ids the app config names, read at each message', async () => {
    const runtime = fakeRuntime({ configured: { version: '1.0.0' } });
    let listed = ['configured'];
    const port = browserExtension({ ids: async () => listed, runtime: () => runtime });
    expect(await port.detectVersion()).to.equal('1.0.0');
    listed = ['other'];
    expect(await port.detectVersion()).to.equal(null);
    expect(runtime.asked.map((ask) => ask.id)).to.deep.equal(['configured', 'other']);
  });

  it('sends nothing, and answers null, when the config cannot be read or lists no id', async () => {
    const runtime = fakeRuntime({ [EXTENSION_IDS[0]!]: { version: '1.0.0' } });
    const failing = browserExtension({ ids: () => Promise.reject(new Error('app-config.json answered 503')), runtime: () => runtime });
    expect(await failing.detectVersion()).to.equal(null);
    await failing.notifyLogout();
    expect(await browserExtension({ ids: () => [], runtime: () => runtime }).detectVersion()).to.equal(null);
    expect(runtime.asked).to.deep.equal([]);
  });

  it('sends the logout to every id and returns once the time is up when none answers', async () => {
    const asked: string[] = [];
    const silent: ExtensionRuntime = { sendMessage: (id) => void asked.push(id) };
    const started = performance.now();
    await browserExtension({ ids, runtime: () => silent, timeoutMs: 50 }).notifyLogout();
    expect(performance.now() - started).to.be.within(40, 1000);
    expect(asked).to.deep.equal(EXTENSION_IDS);
  });
});
