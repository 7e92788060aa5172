import { hasKnownExtensionVersion } from './extensionModals';

/** After an unlock at an extension-required retailer, prompt for the extension if it is missing (000 §4). */
export function shouldShowExtensionPostUnlockModal(input: {
  retailerId: number;
  /** The extension-required-retailers flag value. */
  extensionRequiredRetailerIds: readonly number[];
  extensionVersion: string | null | undefined;
}): boolean {
  const required = input.extensionRequiredRetailerIds.includes(input.retailerId);
  return required && !hasKnownExtensionVersion(input.extensionVersion);
}
