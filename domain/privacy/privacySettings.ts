import type { CustomerSetting } from './customerSettings';

/** Privacy setting ids and categories (000 §3, 001 §3). */
export const PRIVACY_SETTING_ID = {
  LIMIT_AD_TRACKING: 'limit_ad_tracking',
  DONT_SELL_OR_SHARE_PI: 'dont_sell_or_share_pi',
  LIMIT_USE_OF_PI: 'limit_use_of_pi',
} as const;

export const PRIVACY_SETTING_IDS = [
  PRIVACY_SETTING_ID.LIMIT_AD_TRACKING,
  PRIVACY_SETTING_ID.DONT_SELL_OR_SHARE_PI,
  PRIVACY_SETTING_ID.LIMIT_USE_OF_PI,
] as const;

export type PrivacySettingId = (typeof PRIVACY_SETTING_IDS)[number];

export function isPrivacySettingId(id: string): id is PrivacySettingId {
  return (PRIVACY_SETTING_IDS as readonly string[]).includes(id);
}

/**
 * When the browser signals Global Privacy Control, every privacy setting is set to true (000 §5, 001 §3).
 * Pass the privacy collection's settings; without the signal they are returned unchanged.
 */
export function applyGlobalPrivacyControl<T extends CustomerSetting>(settings: readonly T[], gpc: boolean): T[] {
  return gpc ? settings.map((setting) => ({ ...setting, value: true })) : [...settings];
}
