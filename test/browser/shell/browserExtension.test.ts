import { expect } from 'chai';
import { browserExtension, type ExtensionRuntime } from '../../../adapters/extension/browserExtension';

import { describeExtensionContract } from '../../contracts/extensionContract';
import { EXTENSION_GET_VERSION_ACTION, EXTENSION_IDS } from '../../../adapters/extension/browserExtension';

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
  installed: (version) => browserExtension({ runtime: () => fakeRuntime({ [EXTENSION_IDS[0]!]: { version } }) }),
  none: () => browserExtension(),
});

describe('browserExtension (extension detection) in Chromium', () => {
  it('answers null when the page has no chrome.runtime', async () => {
    expect((globalThis as { chrome?: { runtime?: unknown } }).chrome?.runtime).to.equal(undefined);
    expect(await browserExtension().detectVersion()).to.equal(null);
  });

  it('asks every known id for its version and answers the one that replies', async () => {
    const runtime = fakeRuntime({ [EXTENSION_IDS[1]!]: { version: '4.2.0' } });
    expect(await browserExtension({ runtime: () => runtime }).detectVersion()).to.equal('4.2.0');
    expect(runtime.asked.map((ask) => ask.id)).to.deep.equal([...EXTENSION_IDS]);
    expect(runtime.asked[0]?.message).to.deep.equal({ action: EXTENSION_GET_VERSION_ACTION });
  });

  it('accepts a bare version string', async () => {
    const runtime = fakeRuntime({ [EXTENSION_IDS[0]!]: '5.0.1' });
    expect(await browserExtension({ runtime: () => runtime }).detectVersion()).to.equal('5.0.1');
  });

  it('answers null when no id replies, or a reply carries no version', async () => {
    expect(await browserExtension({ runtime: () => fakeRuntime({}) }).detectVersion()).to.equal(null);
    expect(await browserExtension({ runtime: () => fakeRuntime({ [EXTENSION_IDS[0]!]: { ok: true } }) }).detectVersion()).to.equal(null);
  });

  it('gives up after the timeout when nothing answers at all', async () => {
    const silent: ExtensionRuntime = { sendMessage() {} };
    const started = performance.now();
    expect(await browserExtension({ runtime: () => silent, timeoutMs: 50 }).detectVersion()).to.equal(null);
    expect(performance.now() - started).to.be.within(40, 1000);
  });

  it('never throws: a runtime that throws answers null', async () => {
    const throwing: ExtensionRuntime = {
      sendMessage() {
        throw new TypeError('Invalid extension id');
      },
    };
    expect(await browserExtension({ runtime: () => throwing }).detectVersion()).to.equal(null);
    expect(
      await browserExtension({
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
      expect(await browserExtension().detectVersion()).to.equal('3.3.3');
    } finally {
      if (original) Object.defineProperty(target, key, original);
      else delete (target as Record<string, unknown>)[key];
    }
  });
});
