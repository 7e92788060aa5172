import type { SettingsCollection } from '../../../domain/privacy/customerSettings';
import styles from './SettingsChecklist.module.css';

export interface SettingsChecklistProps {
  collections: readonly SettingsCollection[];
  /** Ids being saved: their boxes are disabled until the answer comes. */
  isSaving: (id: string) => boolean;
  onChange: (id: string, value: boolean) => void;
}

/** Settings collections as labelled checkboxes, one group (fieldset) per collection (001 §3). */
export function SettingsChecklist({ collections, isSaving, onChange }: SettingsChecklistProps) {
  return (
    <>
      {collections.map((collection) => (
        <fieldset key={collection.name} className={styles.group}>
          <legend>{collection.name}</legend>
          <ul className={styles.list}>
            {collection.settings.map((setting) => (
              <li key={setting.id}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    name={setting.id}
                    checked={setting.value}
                    disabled={isSaving(setting.id)}
                    onChange={(event) => onChange(setting.id, event.target.checked)}
                  />
                  <span>{setting.name}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </>
  );
}
