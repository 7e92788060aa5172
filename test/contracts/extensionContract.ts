import { expect } from 'chai';
import type { ExtensionPort } from '../../adapters/extension/ExtensionPort';
import type { AffiliateLaunch } from '../../domain/launch/affiliateLaunch';
import { EXTENSION_ACTION } from '../../domain/launch/extensionMessage';

export interface ExtensionContractSubject {
  /** The port where the Clipback extension of `version` is installed, and the messages that extension received. */
  installed(version: string): { port: ExtensionPort; received(): Promise<readonly unknown[]> };
  /** The port where no extension answers. */
  none(): ExtensionPort;
}

const LAUNCH: AffiliateLaunch = {
  retailerId: 1001,
  affiliateOffers: [
    { id: 501, percentBack: 5, amount: null, currentValue: '5% back', terms: 'Online purchases only.' },
    { id: 502, percentBack: null, amount: 10, currentValue: '$10 back', terms: null },
  ],
};

/** One contract for the extension port, run against the browser runtime in Chromium and the twin in Node. */
export function describeExtensionContract(label: string, subject: ExtensionContractSubject): void {
  describe(`ExtensionPort contract: ${label}`, () => {
    it("answers the installed extension's version", async () => {
      expect(await subject.installed('4.2.0').port.detectVersion()).to.equal('4.2.0');
    });

    it('answers null, never an error, when no extension answers', async () => {
      expect(await subject.none().detectVersion()).to.equal(null);
    });

    it('sends the launch as webV2AffiliateLaunch with the retailer id and its offers', async () => {
      const { port, received } = subject.installed('4.2.0');
      await port.affiliateLaunch(LAUNCH);
      expect(await received()).to.deep.include({ action: EXTENSION_ACTION.AFFILIATE_LAUNCH, payload: LAUNCH });
    });

    it('tells the extension about a logout', async () => {
      const { port, received } = subject.installed('4.2.0');
      await port.notifyLogout();
      expect(await received()).to.deep.include({ action: EXTENSION_ACTION.LOGOUT });
    });

    it('sends nothing that throws when no extension is installed', async () => {
      const port = subject.none();
      await port.affiliateLaunch(LAUNCH);
      await port.notifyLogout();
    });
  });
}
