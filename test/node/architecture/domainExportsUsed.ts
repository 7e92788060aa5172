/**
 * Finds the domain/ exports (functions, constants, classes) that only tests reach. A rule the app never calls is
 * either a rule the app hand-codes somewhere else (wire it in) or dead code (delete it with its tests).
 *
 * An export counts as used when it is imported, by value, from outside test/ and outside domain/ (ui/, adapters/,
 * scripts/, sdk/), or from a domain/ file that is itself used, or when a used domain/ file refers to it in its own
 * code. Type-only imports do not count: a type is not a call.
 */
import ts from 'typescript';
import { dirname, join, normalize } from 'node:path/posix';

/** One source file, its path relative to the repository root with `/` separators. */
export interface SourceText {
  path: string;
  text: string;
}

const EVERY_EXPORT = '*';

interface ParsedFile {
  /** Value names the file exports (domain/ files only). */
  exports: string[];
  /** Exports referred to again inside the file, beyond their declaration. */
  usedInside: Set<string>;
  /** Resolved domain/ path → value names imported from it (`*` for a namespace or dynamic import). */
  imports: Map<string, Set<string>>;
}

const isDomain = (path: string) => path.startsWith('domain/');
const isTest = (path: string) => path.startsWith('test/');

function hasExportModifier(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : bindingNames(element.name)));
}

function resolveDomainPath(fromPath: string, specifier: string, known: Set<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = normalize(join(dirname(fromPath), specifier)).replace(/\.(m?js|tsx?)$/, '');
  const match = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => known.has(candidate));
  return match && isDomain(match) ? match : undefined;
}

function parse(file: SourceText, known: Set<string>): ParsedFile {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, file.path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const exports: string[] = [];
  const declarationNames = new Set<ts.Node>();
  const imports = new Map<string, Set<string>>();
  const importFrom = (specifier: ts.Expression | undefined, names: string[]) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    const target = resolveDomainPath(file.path, specifier.text, known);
    if (!target || names.length === 0) return;
    const set = imports.get(target) ?? new Set<string>();
    names.forEach((name) => set.add(name));
    imports.set(target, set);
  };

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const names: string[] = [];
      if (clause.name) names.push('default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push(EVERY_EXPORT);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
      }
      importFrom(statement.moduleSpecifier, names);
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (statement.moduleSpecifier) {
        // A re-export: the re-exporting file uses what it passes on, and exports it under its own name.
        const names = !clause ? [EVERY_EXPORT] : ts.isNamespaceExport(clause) ? [EVERY_EXPORT] : clause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
        importFrom(statement.moduleSpecifier, names);
        if (clause && ts.isNamedExports(clause)) exports.push(...clause.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text));
      } else if (clause && ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          if (element.isTypeOnly) continue;
          exports.push(element.name.text);
          declarationNames.add(element.name);
          if (element.propertyName) declarationNames.add(element.propertyName);
        }
      }
    } else if (ts.isExportAssignment(statement)) {
      exports.push('default');
    } else if (hasExportModifier(statement)) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          exports.push(...bindingNames(declaration.name));
          if (ts.isIdentifier(declaration.name)) declarationNames.add(declaration.name);
        }
      } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name) {
        exports.push(statement.name.text);
        declarationNames.add(statement.name);
      }
    }
  }

  const exported = new Set(exports);
  const usedInside = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) importFrom(node.arguments[0], [EVERY_EXPORT]);
    if (ts.isIdentifier(node) && exported.has(node.text) && !declarationNames.has(node)) {
      const parent = node.parent;
      const isMemberName = (ts.isPropertyAccessExpression(parent) && parent.name === node) || (ts.isPropertyAssignment(parent) && parent.name === node);
      if (!isMemberName) usedInside.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { exports: isDomain(file.path) ? exports : [], usedInside, imports };
}

/**
 * Every domain/ export that only tests (or other test-only domain code) reach, as `path: name`, sorted.
 * `files` is every source file that may import domain/: domain/ itself, the app, the tooling and the tests.
 */
export function findTestOnlyDomainExports(files: SourceText[]): string[] {
  const known = new Set(files.map((file) => file.path));
  const parsed = new Map(files.map((file) => [file.path, parse(file, known)] as const));
  const used = new Map<string, Set<string>>();
  const markUsed = (target: string, names: Set<string>) => {
    const targetExports = parsed.get(target)?.exports ?? [];
    const set = used.get(target) ?? new Set<string>();
    const before = set.size;
    for (const name of names) {
      if (name === EVERY_EXPORT) targetExports.forEach((each) => set.add(each));
      else set.add(name);
    }
    used.set(target, set);
    return set.size > before;
  };

  for (const [path, file] of parsed) {
    if (isTest(path) || isDomain(path)) continue;
    for (const [target, names] of file.imports) markUsed(target, names);
  }
  // A domain/ file that something uses passes that use on to what it imports and to what it calls in itself.
  for (let changed = true; changed; ) {
    changed = false;
    for (const [path, file] of parsed) {
      if (!isDomain(path) || !used.get(path)?.size) continue;
      for (const [target, names] of file.imports) changed = markUsed(target, names) || changed;
      changed = markUsed(path, new Set([...file.usedInside].filter((name) => file.exports.includes(name)))) || changed;
    }
  }

  return [...parsed]
    .filter(([path]) => isDomain(path))
    .flatMap(([path, file]) => file.exports.filter((name) => !used.get(path)?.has(name)).map((name) => `${path}: ${name}`))
    .sort();
}
