import { PRIVACY_SETTING_IDS, type PrivacySettingId } from '../constants/account';
import type { CustomerSetting } from './customerSettings';

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
