/**
 * Every form field in ui/ comes from the Field component (ui/components/Field): it alone marks a control invalid, so
 * a view or a style sheet that says `aria-invalid` draws a field by hand.
 */
export const FIELD_COMPONENT_DIR = 'components/Field/';

/** The files (paths relative to ui/, '/'-separated) that mention aria-invalid outside the Field component. */
export function handWrittenFields(files: readonly { path: string; source: string }[]): string[] {
  return files.filter(({ path, source }) => !path.startsWith(FIELD_COMPONENT_DIR) && /aria-invalid/i.test(source)).map(({ path }) => path);
}
