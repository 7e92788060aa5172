// The one way browser tests check accessibility: `await expectAccessible({ root, ignore })` runs axe-core's
// WCAG 2 A/AA rules and best practices (what Lighthouse's accessibility score is built on) and fails on any violation.
import axe from 'axe-core';
import { expect } from 'chai';

/** WCAG 2 A/AA and best practices: the rules Lighthouse's accessibility score is built on. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Rules about a whole document that a part rendered on its own cannot meet (one h1, landmarks, title, lang). */
export const DOCUMENT_RULES: readonly string[] = ['page-has-heading-one', 'region', 'document-title', 'html-has-lang', 'landmark-one-main'];

/** Rules the test page's document breaks around a shell rendered without a page (no h1, content outside landmarks). */
export const SHELL_RULES: readonly string[] = ['page-has-heading-one', 'region'];

export interface AxeScope {
  /** The element checked, with what it contains; the whole document by default. */
  root?: Element | Document;
  /** Rule ids left out. */
  ignore?: readonly string[];
  /** Run only these rule ids instead of every WCAG rule. */
  only?: readonly string[];
}

/** axe-core's violations in `scope`, each as 'rule: targets'. */
async function axeViolations({ root = document, ignore = [], only }: AxeScope = {}): Promise<string[]> {
  const runOnly = only ? { type: 'rule' as const, values: [...only] } : { type: 'tag' as const, values: AXE_TAGS };
  const results = await axe.run(root, { runOnly });
  return results.violations
    .filter((violation) => !ignore.includes(violation.id))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Fails the test, listing each violation, when axe finds any in `scope`. */
export async function expectAccessible(scope: AxeScope = {}): Promise<void> {
  expect(await axeViolations(scope)).to.deep.equal([]);
}
