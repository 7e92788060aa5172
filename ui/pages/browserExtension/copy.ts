import { BRAND_NAME, type ExtensionPlatform } from '../../../domain/constants/app';

/** The browser-extension page (ours). */
export const BROWSER_EXTENSION_COPY = {
  TITLE: `The ${BRAND_NAME} browser extension`,
  BODY: 'Get cash back reminders and activate offers automatically while you shop online.',
  LINKS_LABEL: 'Install the extension',
  installed: (version: string) => `The extension is installed (version ${version}).`,
  addToBrowser: (platform: ExtensionPlatform) => `Add to ${platform}`,
  TROUBLE_TITLE: 'Trouble with the extension?',
  RESTART_QUESTION: 'Installed or updated it and nothing changed?',
  RESTART_LINK: 'Restart your browser',
  INELIGIBLE_LINK: 'Extension not available on your account?',
} as const;

/** Install pages of the browser extension per known platform (000 §1, §9; URLs ours). */
export const EXTENSION_INSTALL_URL: Readonly<Record<ExtensionPlatform, string>> = {
  Chrome: 'https://chromewebstore.google.com/detail/clipback/clipback-extension',
  Edge: 'https://microsoftedge.microsoft.com/addons/detail/clipback/clipback-extension',
  Safari: 'https://apps.apple.com/app/clipback-for-safari/id0000000001',
};
