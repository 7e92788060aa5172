export type { CustomerSetting, SettingsCollection } from './customerSettings';
export type { SettingWire } from './settingsWire';
export { settingFromWire, settingToWire, settingsCollectionFromWire, settingsUpdateMap, toWireFlag } from './settingsWire';
export { applyGlobalPrivacyControl, isPrivacySettingId } from './privacySettings';
export { isPersonalDataFileAvailable } from './personalDataFile';
