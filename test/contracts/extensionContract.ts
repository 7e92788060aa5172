import { expect } from 'chai';
import type { ExtensionPort } from '../../adapters/extension/ExtensionPort';

export interface ExtensionContractSubject {
  /** The port where the Clipback extension of `version` is installed. */
  installed(version: string): ExtensionPort;
  /** The port where no extension answers. */
  none(): ExtensionPort;
}

/** One contract for the extension port, run against the browser runtime in Chromium and the twin in Node. */
export function describeExtensionContract(label: string, subject: ExtensionContractSubject): void {
  describe(`ExtensionPort contract: ${label}`, () => {
    it("answers the installed extension's version", async () => {
      expect(await subject.installed('4.2.0').detectVersion()).to.equal('4.2.0');
    });

    it('answers null, never an error, when no extension answers', async () => {
      expect(await subject.none().detectVersion()).to.equal(null);
    });
  });
}
