import { BREAK, Kind, visit, type ASTNode, type DocumentNode } from 'graphql';
import { unstorableJson, unstorableText } from './storableJson';

// Text PostgreSQL cannot store (a NUL character, a lone surrogate) is refused at the GraphQL boundary, naming
// the argument or variable it came in, so no resolver ever passes one to a statement (issue 12, finding 5).

/** Input values are at most a list of input objects deep; anything deeper is refused before it is walked. */
const MAX_VARIABLE_NESTING = 8;

/** The name a literal is reported under: its argument, or the variable whose default it is (nearest first). */
function ownerName(path: readonly (ASTNode | readonly ASTNode[] | undefined)[]): string {
  for (let index = path.length - 1; index >= 0; index -= 1) {
    const step = path[index];
    if (!step || Array.isArray(step)) continue;
    const node = step as ASTNode;
    if (node.kind === Kind.ARGUMENT) return node.name.value;
    if (node.kind === Kind.VARIABLE_DEFINITION) return node.variable.name.value;
  }
  return 'query';
}

/** The first string literal of the document PostgreSQL could not store, as a fields entry, or null. */
export function unstorableLiteral(document: DocumentNode): Record<string, string> | null {
  let found: Record<string, string> | null = null;
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      // `ancestors` stops above `parent`.
      found = unstorableText(node.value, ownerName([...ancestors, parent]));
      return found ? BREAK : undefined;
    },
  });
  return found;
}

/**
 * The first variable value PostgreSQL could not store (or nested past any input type), as a fields entry, or
 * null. A variable the operation does not declare is never read, so its name is not checked.
 */
export function unstorableVariable(variables: Record<string, unknown>): Record<string, string> | null {
  for (const [name, value] of Object.entries(variables)) {
    const found = unstorableJson(value, name, { maxDepth: MAX_VARIABLE_NESTING });
    if (found) return found;
  }
  return null;
}
