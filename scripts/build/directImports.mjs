// An esbuild plugin that points imports of re-exported names (from barrels such as domain/index.ts, or the
// SDK's index) at the modules that define them.
//
// Why: esbuild assigns each *file* to a chunk by the entry points whose static import graph reaches it, and
// a barrel reaches every module it re-exports, used or not. `import { ROUTE_NAME } from '../../domain'` in a
// startup module therefore made every domain module that some lazy page uses part of the startup bundle.
// Importing from the defining module reaches only that module. The sources keep their short barrel imports
// (the same step Next.js calls optimizePackageImports); the bindings are the same ones. A module that is only
// passed through is then no longer evaluated, which is sound because our sources have no side effects
// (package.json "sideEffects" names only the CSS and the entry).
//
// Only named imports (`import { a, type B as C } from './module'`) from relative paths are rewritten. An
// import that names anything the table cannot place (a default, a namespace, a name defined outside our
// sources) is left as written, which is always correct, only larger.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

/** The file a relative specifier names, as esbuild resolves it for our sources; null for anything else. */
function resolveSource(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [base, ...SOURCE_EXTENSIONS.map((ext) => base + ext), ...SOURCE_EXTENSIONS.map((ext) => `${base}/index${ext}`)];
  return candidates.find((file) => SOURCE_EXTENSIONS.some((ext) => file.endsWith(ext)) && existsSync(file) && statSync(file).isFile()) ?? null;
}

function parse(file, text = readFileSync(file, 'utf8')) {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

const hasExportModifier = (node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** Names a statement declares with `export` in front (`export const a = …, b = …`, function, class, type…). */
function declaredExports(statement) {
  if (!hasExportModifier(statement)) return [];
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.filter((d) => ts.isIdentifier(d.name)).map((d) => d.name.text);
  }
  const declaration =
    ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isEnumDeclaration(statement);
  return declaration && statement.name ? [statement.name.text] : [];
}

/**
 * Where each name a module exports is defined: exported name → { file, name } of the declaring module.
 * Re-exports are followed through any number of barrels.
 */
export function createExportTable() {
  const tables = new Map();
  function exportsOf(file) {
    const known = tables.get(file);
    if (known) return known;
    const table = new Map();
    tables.set(file, table); // set first: a cycle of re-exports ends instead of recursing forever
    for (const statement of parse(file).statements) {
      for (const name of declaredExports(statement)) table.set(name, { file, name });
      if (!ts.isExportDeclaration(statement)) continue;
      const target = statement.moduleSpecifier && resolveSource(file, statement.moduleSpecifier.text);
      const clause = statement.exportClause;
      if (!statement.moduleSpecifier) {
        // `export { a as b }` of a local binding: this module is where b is defined, under that name.
        if (clause && ts.isNamedExports(clause)) for (const element of clause.elements) table.set(element.name.text, { file, name: element.name.text });
        continue;
      }
      if (!target) continue;
      if (!clause) {
        // `export *` never re-exports a default.
        for (const [name, origin] of exportsOf(target)) if (name !== 'default' && !table.has(name)) table.set(name, origin);
      } else if (ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          const imported = (element.propertyName ?? element.name).text;
          const origin = exportsOf(target).get(imported);
          if (origin) table.set(element.name.text, origin);
        }
      }
    }
    return table;
  }

  return { exportsOf };
}

function specifierFrom(fromFile, toFile) {
  const path = relative(dirname(fromFile), toFile).split(sep).join('/').replace(/\.tsx?$/, '');
  return path.startsWith('.') ? path : `./${path}`;
}

/**
 * The source with its named imports pointed at the modules that define the names (unchanged when it has none).
 * @param {string} file absolute path of the source
 * @param {string} text its contents
 * @param {ReturnType<typeof createExportTable>} table
 */
export function pointImportsAtDefinitions(file, text, table) {
  const edits = [];
  for (const statement of parse(file, text).statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    if (!clause || clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) continue;
    const target = resolveSource(file, statement.moduleSpecifier.text);
    if (!target) continue;
    const exports = table.exportsOf(target);
    const byModule = new Map();
    const placed = clause.namedBindings.elements.every((element) => {
      const origin = exports.get((element.propertyName ?? element.name).text);
      if (!origin) return false;
      const typeOnly = clause.isTypeOnly || element.isTypeOnly ? 'type ' : '';
      const local = element.name.text;
      const specifiers = byModule.get(origin.file) ?? [];
      specifiers.push(`${typeOnly}${origin.name === local ? local : `${origin.name} as ${local}`}`);
      byModule.set(origin.file, specifiers);
      return true;
    });
    if (!placed || (byModule.size === 1 && byModule.has(target))) continue;
    const replacement = [...byModule]
      .map(([module, specifiers]) => `import { ${specifiers.join(', ')} } from ${JSON.stringify(specifierFrom(file, module))};`)
      .join(' ');
    edits.push({ start: statement.getStart(), end: statement.end, replacement });
  }
  let result = text;
  for (const { start, end, replacement } of edits.reverse()) result = result.slice(0, start) + replacement + result.slice(end);
  return result;
}

/** The plugin, for the app's TypeScript sources under `root` (node_modules untouched). */
export function directImportsPlugin(root) {
  return {
    name: 'direct-imports',
    setup(build) {
      const table = createExportTable();
      const inNodeModules = `${sep}node_modules${sep}`;
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (!args.path.startsWith(root) || args.path.includes(inNodeModules)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        return { contents: pointImportsAtDefinitions(args.path, text, table), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}
