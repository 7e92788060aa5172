import { affiliateLinkHostsFrom } from '../../../../scripts/sandbox/services/appConfig/affiliateLinkHosts';
import { SANDBOX_AFFILIATE_HOST } from '../../../../domain/navigation/affiliateLanding';
import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { APP_CONFIG_PATH, isAppConfig } from '../../../../domain/platform/appConfig';
import { extensionIdsFrom, TEST_EXTENSION_ID } from '../../../../scripts/sandbox/services/appConfig/extensionIds';
import { startSandboxWithEnv, useOwnSandbox } from '../support/sandbox';

/** Chromium's id for an extension: the first 32 hex digits of the SHA-256 of its public key, 0-f mapped to a-p. */
function extensionIdOf(base64Key: string): string {
  const hex = createHash('sha256').update(Buffer.from(base64Key, 'base64')).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode('a'.charCodeAt(0) + parseInt(digit, 16))).join('');
}

describe('sandbox app config: the extension ids (EXTENSION_IDS)', function () {
  this.timeout(60_000);

  it("names the test extension's id, the one its manifest key gives it", () => {
    const manifest = JSON.parse(readFileSync(new URL('../../../extension/manifest.json', import.meta.url), 'utf8')) as { key: string };
    expect(extensionIdOf(manifest.key)).to.equal(TEST_EXTENSION_ID);
  });

  it("reads EXTENSION_IDS comma separated, trimmed, and defaults to the test extension's id", () => {
    expect(extensionIdsFrom({ EXTENSION_IDS: ' abc , def,,' })).to.deep.equal(['abc', 'def']);
    expect(extensionIdsFrom({})).to.deep.equal([TEST_EXTENSION_ID]);
    expect(extensionIdsFrom({ EXTENSION_IDS: ' , ' })).to.deep.equal([TEST_EXTENSION_ID]);
  });

  describe('affiliateLinkHostsFrom (issue 29)', () => {
    it("reads AFFILIATE_LINK_HOSTS, comma separated, lower case; by default the sandbox's demo retailer host", () => {
      expect(affiliateLinkHostsFrom({ AFFILIATE_LINK_HOSTS: ' Go.Example.com , shop.example.com:8443,,' })).to.deep.equal(['go.example.com', 'shop.example.com:8443']);
      expect(affiliateLinkHostsFrom({})).to.deep.equal([SANDBOX_AFFILIATE_HOST]);
    });
  });

  describe('GET /app-config.json', () => {
    const harness = useOwnSandbox(() => startSandboxWithEnv({ EXTENSION_IDS: 'published-chrome-id,com.clipback.safari (TEAM01)' }));

    it('serves the configured ids in a valid app configuration', async () => {
      const response = await fetch(harness.origin + APP_CONFIG_PATH);
      const config: unknown = await response.json();
      expect(response.status).to.equal(200);
      expect(isAppConfig(config)).to.equal(true);
      expect((config as { extensionIds: string[] }).extensionIds).to.deep.equal(['published-chrome-id', 'com.clipback.safari (TEAM01)']);
    });
  });
});
