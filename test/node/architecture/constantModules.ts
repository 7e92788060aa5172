import ts from 'typescript';

/** Collections a module could change after it loaded: a copy of the module would not see the change. */
const MUTABLE_COLLECTION = /\bnew\s+(Map|Set|WeakMap|WeakSet)\b/;

/**
 * What a module of constants (scripts/build/constantCopies.mjs: the lazy chunks run a copy of it) must not hold at its
 * top level: state that could change (`let`, `var`, a class, a Map or Set) or a statement run for its effect. Answers
 * one line per violation.
 */
export function findConstantModuleViolations(source: string): string[] {
  const file = ts.createSourceFile('module.ts', source, ts.ScriptTarget.Latest, true);
  const violations: string[] = [];
  for (const statement of file.statements) {
    const line = file.getLineAndCharacterOfPosition(statement.getStart()).line + 1;
    if (ts.isVariableStatement(statement)) {
      if (!(statement.declarationList.flags & ts.NodeFlags.Const)) violations.push(`line ${line}: a variable that can change (use const)`);
      else if (MUTABLE_COLLECTION.test(statement.getText())) violations.push(`line ${line}: a collection that can change (a Map or Set)`);
    } else if (ts.isClassDeclaration(statement)) violations.push(`line ${line}: a class (its instances hold state)`);
    else if (
      !ts.isImportDeclaration(statement) &&
      !ts.isExportDeclaration(statement) &&
      !ts.isTypeAliasDeclaration(statement) &&
      !ts.isInterfaceDeclaration(statement) &&
      !ts.isFunctionDeclaration(statement)
    )
      violations.push(`line ${line}: a statement run for its effect`);
  }
  return violations;
}
