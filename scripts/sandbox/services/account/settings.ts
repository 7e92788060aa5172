import { settingToWire, type SettingWire, SETTING_WIRE_VALUE } from '../../../../domain/privacy/settingsWire';
import type { SqlExecutor } from '../../db';
import { SANDBOX_MESSAGES, invalidFields } from './refusals';

interface SettingValueRow {
  name: string;
  collection: string;
  display_name: string;
  form_type: string;
  customer_display: boolean;
  is_privacy: boolean;
  value: boolean;
}

export interface SettingsResponse {
  settings_collections: { name: string; settings: SettingWire[] }[];
}

/** Which settings a caller may see and change: all (signed in) or e-mail settings only (e-mail link). */
export type SettingsScope = 'all' | 'email';

async function settingRows(db: SqlExecutor, customerId: string, scope: SettingsScope): Promise<SettingValueRow[]> {
  return db.query<SettingValueRow>(
    `SELECT d.name, d.collection, d.display_name, d.form_type, d.customer_display, d.is_privacy,
            COALESCE(s.value, d.default_value) AS value
       FROM setting_definitions d
       LEFT JOIN customer_settings s ON s.name = d.name AND s.customer_id = $1
      WHERE $2::boolean OR NOT d.is_privacy
      ORDER BY d.position, d.name`,
    [customerId, scope === 'all'],
  );
}

/** The settings collections in wire format, in definition order; collections without settings are left out. */
export async function settingsCollectionsOf(db: SqlExecutor, customerId: string, scope: SettingsScope): Promise<SettingsResponse> {
  const collections = new Map<string, SettingWire[]>();
  for (const row of await settingRows(db, customerId, scope)) {
    const wire = settingToWire({
      id: row.name,
      name: row.display_name,
      show: row.customer_display,
      value: row.value,
      type: row.form_type,
    });
    collections.set(row.collection, [...(collections.get(row.collection) ?? []), wire]);
  }
  return { settings_collections: [...collections].map(([name, settings]) => ({ name, settings })) };
}

/**
 * Saves a map of setting name → '1' | '0'. Every name must be a defined setting the scope may change,
 * else nothing is saved and the answer is a 400 naming each bad entry (`settings.<name>`).
 */
export async function saveSettings(
  tx: SqlExecutor,
  customerId: string,
  update: Record<string, string>,
  scope: SettingsScope,
  at: Date,
): Promise<void> {
  const names = Object.keys(update);
  if (names.length === 0) throw invalidFields({ settings: SANDBOX_MESSAGES.SETTINGS_REQUIRED });
  const definitions = await tx.query<{ name: string; is_privacy: boolean }>(
    'SELECT name, is_privacy FROM setting_definitions WHERE name = ANY($1::text[])',
    [names],
  );
  const known = new Map(definitions.map((definition) => [definition.name, definition]));
  const fields: Record<string, string> = {};
  for (const name of names) {
    const definition = known.get(name);
    if (!definition) fields[`settings.${name}`] = SANDBOX_MESSAGES.UNKNOWN_SETTING;
    else if (scope === 'email' && definition.is_privacy) fields[`settings.${name}`] = SANDBOX_MESSAGES.EMAIL_ONLY_SETTING;
  }
  if (Object.keys(fields).length) throw invalidFields(fields);
  for (const name of names) {
    await tx.query(
      `INSERT INTO customer_settings (customer_id, name, value, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (customer_id, name) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
      [customerId, name, update[name] === SETTING_WIRE_VALUE.ON, at],
    );
  }
}
