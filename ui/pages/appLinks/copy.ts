/** The app-store links the static pages show (ours: the documents show no URLs). */
export const APP_DOWNLOAD_LINKS: readonly { readonly store: string; readonly label: string; readonly url: string }[] = [
  { store: 'ios', label: 'Download on the App Store', url: 'https://apps.apple.com/app/clipback/id0000000000' },
  { store: 'android', label: 'Get it on Google Play', url: 'https://play.google.com/store/apps/details?id=com.clipback.app' },
];
