/**
 * The CSP's `style-src 'self'` refuses a style attribute (issue 31), and a server-rendered page carries them as
 * attributes: a view styles through its CSS module (a class, a data attribute), never a `style` prop.
 */

/** `path:line` of each JSX `style=` attribute in the .tsx files (paths relative to ui/, '/'-separated). */
export function styleAttributes(files: readonly { path: string; source: string }[]): string[] {
  return files
    .filter(({ path }) => path.endsWith('.tsx'))
    .flatMap(({ path, source }) =>
      source.split('\n').flatMap((line, index) => (/(^|[\s{])style=[{"']/.test(line) ? [`${path}:${index + 1}`] : [])),
    );
}
