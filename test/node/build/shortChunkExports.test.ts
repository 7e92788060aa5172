import { expect } from 'chai';
import { SourceMap } from 'node:module';

interface ShortChunkExportsModule {
  shortenChunkExports(
    files: Map<string, string>,
    graph: { chunks: string[]; shared: Set<string>; resolveImport: (chunk: string, specifier: string) => string },
  ): Promise<void>;
}
const { shortenChunkExports } = (await import(new URL('../../../scripts/build/shortChunkExports.mjs', import.meta.url).href)) as ShortChunkExportsModule;

/** An identity source map of `code` (one segment per line), as terser's would be for unchanged text. */
const identityMap = (code: string, source: string) =>
  JSON.stringify({ version: 3, sources: [source], names: [], mappings: code.split('\n').map((_line, index) => (index === 0 ? 'AAAA' : 'AACA')).join(';') });

/** Files for chunks given as `{ path: code }`, each with an identity map; `shared` names the renamed ones. */
async function shorten(chunks: Record<string, string>, shared: string[]) {
  const files = new Map<string, string>();
  for (const [path, code] of Object.entries(chunks)) files.set(path, code).set(`${path}.map`, identityMap(code, path));
  await shortenChunkExports(files, { chunks: Object.keys(chunks), shared: new Set(shared), resolveImport: (_chunk, specifier) => specifier.replace('./', '/') });
  return files;
}

describe('build: shortenChunkExports (scripts/build/shortChunkExports.mjs)', () => {
  it("names a shared chunk's exports after their bindings, and rewrites what its importers and re-exporters take", async () => {
    const files = await shorten(
      {
        '/chunk.js': 'var d=1,f=2;function g(){}export{d as DEFAULT_ERROR,f as require_react,g as shout};\n',
        '/page.js': 'import{DEFAULT_ERROR as e,shout}from"./chunk.js";import"./chunk.js";const title=shout(e);export{title};\n',
        '/wrapper.js': 'export{require_react as requireReact,shout}from"./chunk.js";\n',
      },
      ['/chunk.js'],
    );
    expect(files.get('/chunk.js')).to.equal('var d=1,f=2;function g(){}export{d,f,g};\n');
    expect(files.get('/page.js')).to.equal('import{d as e,g as shout}from"./chunk.js";import"./chunk.js";const title=shout(e);export{title};\n');
    expect(files.get('/wrapper.js')).to.equal('export{f as requireReact,g as shout}from"./chunk.js";\n');
  });

  it('gives a binding exported twice a second, free name, and leaves an entry (not shared) as it was', async () => {
    const files = await shorten(
      {
        '/chunk.js': 'var a=1;export{a as first,a as second};\n',
        '/entry.js': 'import{first as x,second as y}from"./chunk.js";export const both=x+y;\n',
      },
      ['/chunk.js'],
    );
    expect(files.get('/chunk.js')).to.equal('var a=1;export{a,a as b};\n');
    expect(files.get('/entry.js')).to.equal('import{a as x,b as y}from"./chunk.js";export const both=x+y;\n');
  });

  it('keeps the source map pointing at the same source positions after the rewrite', async () => {
    const code = 'import{DEFAULT_ERROR as e}from"./chunk.js";\nthrow e;\n';
    const files = await shorten({ '/chunk.js': 'var d=1;export{d as DEFAULT_ERROR};\n', '/page.js': code }, ['/chunk.js']);
    const map = new SourceMap(JSON.parse(files.get('/page.js.map') ?? '{}'));
    expect(map.findEntry(1, 0)).to.include({ originalSource: '/page.js', originalLine: 1, originalColumn: 0 });
  });

  it('refuses what it cannot rename: an import() of a shared chunk, a name the chunk does not export, a namespace import', async () => {
    const failure = (chunks: Record<string, string>) =>
      shorten(chunks, ['/chunk.js']).then(
        () => null,
        (error: Error) => error.message,
      );
    const chunk = 'var d=1;export{d as DEFAULT_ERROR};\n';
    expect(await failure({ '/chunk.js': chunk, '/page.js': 'import("./chunk.js");\n' })).to.match(/import\(\) of \.\/chunk\.js/);
    expect(await failure({ '/chunk.js': chunk, '/page.js': 'import{MISSING as m}from"./chunk.js";m;\n' })).to.match(/imports "MISSING"/);
    expect(await failure({ '/chunk.js': chunk, '/page.js': 'import*as all from"./chunk.js";all;\n' })).to.match(/cannot rename the bindings/);
  });
});
