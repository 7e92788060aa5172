import { expect } from 'chai';
import { basename, join, relative, resolve } from 'node:path';
import { filesUnder } from '../../support/filesUnder';

const root = resolve(import.meta.dirname, '../../..');

const cssModulesUnder = (dir: string): string[] => filesUnder(dir, (name) => name.endsWith('.module.css'));

/** Module files named alike, by their shared name. */
export function sharedModuleNames(files: readonly string[]): Record<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const file of files) byName.set(basename(file), [...(byName.get(basename(file)) ?? []), file]);
  return Object.fromEntries([...byName].filter(([, named]) => named.length > 1));
}

/**
 * The server renders the public pages from a bundle of its own (scripts/build/serverBundle.mjs), whose CSS Module
 * class names must be the app's. esbuild names a class `<file name>_<class>` in both builds, and only a clash
 * between two files named alike makes it add a suffix that depends on the build's order: so no two may be.
 */
describe('CSS Module file names', () => {
  it('are unique in ui/, so the server and the app name every class alike', () => {
    const files = cssModulesUnder(join(root, 'ui')).map((file) => relative(root, file));
    expect(files.length).to.be.greaterThan(50);
    expect(sharedModuleNames(files)).to.deep.equal({});
  });

  it('finds two modules named alike in different folders', () => {
    expect(sharedModuleNames(['ui/a/Card.module.css', 'ui/b/Card.module.css', 'ui/c/List.module.css'])).to.deep.equal({
      'Card.module.css': ['ui/a/Card.module.css', 'ui/b/Card.module.css'],
    });
  });
});
