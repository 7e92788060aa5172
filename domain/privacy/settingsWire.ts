import { isRecord } from '../values/guards';
import type { CustomerSetting, SettingsCollection } from './customerSettings';

/** A setting's value on the wire (001 §3). */
export const SETTING_WIRE_VALUE = { ON: '1', OFF: '0' } as const;

type WireFlag = (typeof SETTING_WIRE_VALUE)[keyof typeof SETTING_WIRE_VALUE];

/** A setting on the wire (001 §3): name is the setting id, value '1' or '0'. */
export interface SettingWire {
  name: string;
  value: WireFlag;
  form_type: string;
  display_name: string;
  customer_display: boolean | WireFlag;
}

/** '1'/'0' as the documents show, tolerating booleans, 1/0 and 'true'/'false' from older answers. */
function wireFlag(value: unknown): boolean {
  return value === true || value === 1 || value === SETTING_WIRE_VALUE.ON || value === 'true';
}

function optionalText(value: unknown): string | null | undefined {
  return value === null || value === undefined || typeof value === 'string' ? value : undefined;
}

/** The readable fields of a wire setting, or null when it is not one (no name, or mistyped fields). */
function readSettingWire(wire: unknown) {
  if (!isRecord(wire) || typeof wire.name !== 'string') return null;
  const flagShaped = (value: unknown) => value === null || value === undefined || ['boolean', 'number', 'string'].includes(typeof value);
  if (!flagShaped(wire.value) || !flagShaped(wire.customer_display)) return null;
  if (optionalText(wire.form_type) === undefined && wire.form_type !== undefined) return null;
  if (optionalText(wire.display_name) === undefined && wire.display_name !== undefined) return null;
  return {
    name: wire.name,
    value: wireFlag(wire.value),
    form_type: optionalText(wire.form_type),
    display_name: optionalText(wire.display_name),
    customer_display: wireFlag(wire.customer_display),
  };
}

export const toWireFlag = (on: boolean): WireFlag => (on ? SETTING_WIRE_VALUE.ON : SETTING_WIRE_VALUE.OFF);

/** Wire → app setting; null when the entry has no name (id). */
export function settingFromWire(wire: unknown): CustomerSetting | null {
  const parsed = readSettingWire(wire);
  if (!parsed) return null;
  const { name, value, form_type, display_name, customer_display } = parsed;
  return { id: name, name: display_name ?? name, show: customer_display, value, type: form_type ?? '' };
}

export function settingToWire(setting: CustomerSetting): SettingWire {
  return {
    name: setting.id,
    value: toWireFlag(setting.value),
    form_type: setting.type,
    display_name: setting.name,
    customer_display: setting.show,
  };
}

/** Wire collection { name, settings: [...] } → app collection, dropping unreadable entries. */
export function settingsCollectionFromWire(wire: { name: string; settings?: readonly unknown[] | null }): SettingsCollection {
  const settings = (wire.settings ?? []).map(settingFromWire).filter((s): s is CustomerSetting => s !== null);
  return { name: wire.name, settings };
}

/** Body map for PUT /v2/customers/{id}/settings/many.json: setting id → '1' | '0'. */
export function settingsUpdateMap(settings: readonly CustomerSetting[]): Record<string, WireFlag> {
  return Object.fromEntries(settings.map((setting) => [setting.id, toWireFlag(setting.value)]));
}
