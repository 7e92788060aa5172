// The test extension's background worker. A page of the app's origins messages it through
// chrome.runtime.sendMessage(id, message): it records every message it receives, answers the version request
// with the manifest's version, and answers `getReceivedMessages` with what it recorded (so a test can read it).
// The record lives in storage.session: Chromium may stop an idle worker, which would drop an in-memory list.
const RECORD_KEY = 'receivedMessages';

async function received() {
  const stored = await chrome.storage.session.get(RECORD_KEY);
  return stored[RECORD_KEY] ?? [];
}

chrome.runtime.onMessageExternal.addListener((message, sender, sendResponse) => {
  void (async () => {
    if (message?.action === 'getReceivedMessages') {
      sendResponse(await received());
      return;
    }
    await chrome.storage.session.set({ [RECORD_KEY]: [...(await received()), { message, origin: sender.origin }] });
    sendResponse(message?.action === 'getVersion' ? { version: chrome.runtime.getManifest().version } : { received: true });
  })();
  return true; // answers asynchronously
});
