/** One customer setting as the app holds it (001 §3). */
export interface CustomerSetting {
  id: string;
  /** Label shown to the customer. */
  name: string;
  /** Whether the customer sees this setting. */
  show: boolean;
  value: boolean;
  /** Form control type. */
  type: string;
}

/** A named group of settings (notifications, privacy, …). */
export interface SettingsCollection {
  name: string;
  settings: CustomerSetting[];
}
