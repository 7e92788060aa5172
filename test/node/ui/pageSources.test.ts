import { expect } from 'chai';
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import { ROUTE_NAME, type RouteName } from '../../../domain/constants/navigation';
import { isPublicRoute } from '../../../domain/navigation/routes';

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
    expect(pages.length).to.be.greaterThan(10);
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

/**
 * A page that comes with the navigation's chunk is named in pages.tsx (`navigationPage(ROUTE_NAME.X, 'source')`) and
 * imported there (navigationPages.ts). Every protected route's page does (a sign-in loads the chunk before App shows
 * it); a public page a visitor's page links to keeps its import in pages.tsx, fetched beside the chunk, not after it.
 */
describe("the navigation's pages (ui/app/navigationPages.ts)", () => {
  const pages = readFileSync(join(root, 'ui/app/pages.tsx'), 'utf8');
  const imports = readFileSync(join(root, 'ui/app/navigationPages.ts'), 'utf8');
  const routeOf = (key: string) => ROUTE_NAME[key as keyof typeof ROUTE_NAME] as RouteName;

  it('are imported by the navigation, each the module pages.tsx names', () => {
    const named = [...pages.matchAll(/navigationPage\(ROUTE_NAME\.(\w+), '([^']+)'\)/g)].map(([, key, source]) => [key!, source!] as const);
    const imported = new Map([...imports.matchAll(/\[ROUTE_NAME\.(\w+)\]: \(\) => import\('([^']+)'\)/g)].map(([, key, spec]) => [key!, spec!]));
    expect(named.length).to.be.greaterThan(5);
    expect([...imported.keys()].sort()).to.deep.equal(named.map(([key]) => key).sort());
    for (const [key, source] of named) {
      const base = normalize(join('ui/app', imported.get(key)!));
      expect(['.tsx', '.ts'].map((extension) => `${base}${extension}`)).to.include(source);
    }
  });

  it("hold every protected route's page: none keeps its import in the startup code", () => {
    const ownImports = [...pages.matchAll(/\[ROUTE_NAME\.(\w+)\]: .*lazyPage\(\(\) => import\(/g)].map(([, key]) => key!);
    expect(ownImports.length).to.be.greaterThan(5);
    expect(ownImports.filter((key) => !isPublicRoute(routeOf(key)))).to.deep.equal([]);
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
