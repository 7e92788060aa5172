import { expect } from 'chai';
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

/** Each `lazyPage(() => import('spec'), 'source')` of a file: the module it imports and the source it names. */
export function lazyPageSources(text: string, fromDir: string): { imported: string | null; named: string }[] {
  return [...text.matchAll(/lazyPage\(\(\) => import\('([^']+)'\), '([^']+)'\)/g)].map(([, spec, named]) => {
    const base = normalize(join(fromDir, spec!));
    const imported = ['.tsx', '.ts'].map((extension) => `${base}${extension}`).find((path) => existsSync(join(root, path))) ?? null;
    return { imported, named: named! };
  });
}

/**
 * A server-rendered page links its chunk's stylesheets and preloads by the source its lazy page names
 * (LazyComponent.sources, dist/page-assets.json's keys): the name must be the module the page imports.
 */
describe("the pages' sources (ui/app/pages.tsx)", () => {
  it('name the module each lazy page imports, and every imported page names one', () => {
    const text = readFileSync(join(root, 'ui/app/pages.tsx'), 'utf8');
    const pages = lazyPageSources(text, 'ui/app');
    expect(pages.length).to.be.greaterThan(20);
    for (const { imported, named } of pages) expect(named).to.equal(imported);
    const unnamed = [...text.matchAll(/lazyPage\(\(\) => import\('([^']+)'\)\)/g)].map(([, spec]) => spec);
    expect(unnamed, 'lazy pages without their source').to.deep.equal([]);
  });

  it('notices a source that names another module', () => {
    expect(lazyPageSources("lazyPage(() => import('../pages/offer/OfferPage'), 'ui/pages/retailer/RetailerPage.tsx')", 'ui/app')).to.deep.equal([
      { imported: 'ui/pages/offer/OfferPage.tsx', named: 'ui/pages/retailer/RetailerPage.tsx' },
    ]);
  });
});

describe("the store groups' sources (ui/stores/Stores.ts)", () => {
  it('name the module each group imports', () => {
    const text = readFileSync(join(root, 'ui/stores/Stores.ts'), 'utf8');
    const groups = [...text.matchAll(/groupModule\(\(\) => import\('\.\/([^']+)'\), '([^']+)'/g)].map(([, imported, named]) => ({ imported: `ui/stores/${imported}.ts`, named }));
    expect(groups.length).to.be.greaterThan(3);
    for (const { imported, named } of groups) expect(named).to.equal(imported);
  });
});
