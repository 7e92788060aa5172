import { z } from 'zod';
import { SETTING_WIRE_VALUE } from '../constants';
import type { CustomerSetting, SettingsCollection } from './customerSettings';

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
const wireFlag = z
  .union([z.boolean(), z.number(), z.string()])
  .nullish()
  .transform((value) => value === true || value === 1 || value === SETTING_WIRE_VALUE.ON || value === 'true');

const settingWireSchema = z.object({
  name: z.string(),
  value: wireFlag,
  form_type: z.string().nullish(),
  display_name: z.string().nullish(),
  customer_display: wireFlag,
});

export const toWireFlag = (on: boolean): WireFlag => (on ? SETTING_WIRE_VALUE.ON : SETTING_WIRE_VALUE.OFF);

/** Wire → app setting; null when the entry has no name (id). */
export function settingFromWire(wire: unknown): CustomerSetting | null {
  const parsed = settingWireSchema.safeParse(wire);
  if (!parsed.success) return null;
  const { name, value, form_type, display_name, customer_display } = parsed.data;
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
