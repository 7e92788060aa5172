import { expect } from 'chai';
import { RETAILER_ID } from '../../../../domain/constants/retailers';
import { shouldShowExtensionInstallBanner } from '../../../../domain/modals/extensionInstallBanner';

describe('shouldShowExtensionInstallBanner', () => {
  const base = { detected: true, extensionVersion: null, retailerId: 12, dismissed: false };

  it('shows on a retailer page once detection found no extension', () => {
    expect(shouldShowExtensionInstallBanner(base)).to.equal(true);
    expect(shouldShowExtensionInstallBanner({ ...base, extensionVersion: '  ' }), 'a blank version is no version').to.equal(true);
  });

  it('waits for detection to answer', () => {
    expect(shouldShowExtensionInstallBanner({ ...base, detected: false })).to.equal(false);
  });

  it('hides with a known extension version or once dismissed (the desktop width is its CSS: test/browser)', () => {
    expect(shouldShowExtensionInstallBanner({ ...base, extensionVersion: '4.1.0' })).to.equal(false);
    expect(shouldShowExtensionInstallBanner({ ...base, dismissed: true })).to.equal(false);
  });

  it('hides at the retailer that hides the extension promotion (1058)', () => {
    expect(shouldShowExtensionInstallBanner({ ...base, retailerId: RETAILER_ID.HIDES_EXTENSION_HEADER })).to.equal(false);
  });
});
