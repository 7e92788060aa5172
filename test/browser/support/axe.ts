import axe from 'axe-core';

/** WCAG 2 A/AA and best practices: the rules Lighthouse's accessibility score is built on. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Rules about a whole document that a part rendered on its own cannot meet (one h1, landmarks, title, lang). */
export const DOCUMENT_RULES: readonly string[] = ['page-has-heading-one', 'region', 'document-title', 'html-has-lang', 'landmark-one-main'];

/** axe-core's violations under `root` (the whole document by default), leaving out `ignore`, each as 'rule: targets'. */
export async function axeViolations({ root = document, ignore = [] }: { root?: Element | Document; ignore?: readonly string[] } = {}): Promise<string[]> {
  const results = await axe.run(root, { runOnly: { type: 'tag', values: AXE_TAGS } });
  return results.violations
    .filter((violation) => !ignore.includes(violation.id))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
