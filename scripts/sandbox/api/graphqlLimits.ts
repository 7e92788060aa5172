import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  getNullableType,
  GraphQLError,
  isListType,
  Kind,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { createComplexityRule, type ComplexityEstimator } from 'graphql-query-complexity';

// What one GraphQL request may ask of the sandbox. The largest document the SDK sends (Offer, CreateACHAccount)
// is about 1 KB, 113 tokens, 57 fields and 3 levels deep, with one alias; these bounds leave it room many
// times over while a hostile document is refused before it costs anything (issue 12, findings 1, 2, 6).

/** Query text longer than this is refused before it is parsed (a 413, well below the 1 MB body limit). */
export const MAX_QUERY_LENGTH = 8 * 1024;
/** Tokens the parser reads before giving up (standard validation grows faster than linearly with size). */
export const MAX_QUERY_TOKENS = 1000;
const MAX_QUERY_DEPTH = 12;
/** Aliases in one operation, fragments included (the SDK sends at most one). */
const MAX_ALIASES = 10;
/** Selections (fields and spreads) one operation may expand to with its fragments spread out; the SDK's largest has 57. */
const MAX_EXPANDED_SELECTIONS = 500;
/**
 * The most values (objects and scalars, lists counted at their longest) one operation may answer. The
 * heaviest the app sends, the bonus lists at LIMITS.BONUSES_LIMIT, come to about 140,000.
 */
const MAX_QUERY_COST = 250_000;
/** How long a list is taken to be when no argument bounds it (a bonus's offers, a category's retailers). */
const UNBOUNDED_LIST_LENGTH = 10;

export const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

/** Reports a refusal as a validation error instead of throwing it (the library's default stops validation). */
const reportTo = (message: string) => ({
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null) => context?.reportError(new GraphQLError(message))],
});

/**
 * Refuses an operation that expands to more than MAX_EXPANDED_SELECTIONS selections once its fragments are
 * spread out, counting each fragment once (memoised), so 23 fragments that each spread the next twice
 * (2^22 selections) cost 23 steps. A spread back into a fragment being counted adds nothing (the
 * standard rules refuse fragment cycles).
 */
const expandedSelectionsRule: ValidationRule = (context) => {
  const fragmentSizes = new Map<string, number>();
  function sizeOf(selectionSet: SelectionSetNode): number {
    let size = 0;
    for (const selection of selectionSet.selections) {
      size += 1;
      if (selection.kind === Kind.FRAGMENT_SPREAD) size += fragmentSize(selection.name.value);
      else if (selection.selectionSet) size += sizeOf(selection.selectionSet);
    }
    return size;
  }
  function fragmentSize(name: string): number {
    const known = fragmentSizes.get(name);
    if (known !== undefined) return known;
    fragmentSizes.set(name, 0);
    const fragment = context.getFragment(name);
    const size = fragment ? sizeOf(fragment.selectionSet) : 0;
    fragmentSizes.set(name, size);
    return size;
  }
  return {
    OperationDefinition(node) {
      const size = sizeOf(node.selectionSet);
      if (size > MAX_EXPANDED_SELECTIONS) {
        context.reportError(new GraphQLError(`The query expands to ${size} fields; the limit is ${MAX_EXPANDED_SELECTIONS}.`, { nodes: [node] }));
      }
    },
  };
};

/**
 * Size, depth and alias limits, each walking every fragment once (memoised per fragment, so a spread
 * explosion costs as much as its text). They run before the standard validation rules and count a
 * fragment spread as its fields, so `...F` adds no level of its own.
 */
export const SHAPE_RULES: ValidationRule[] = [
  expandedSelectionsRule,
  maxDepthRule({
    n: MAX_QUERY_DEPTH,
    flattenFragments: true,
    ignoreIntrospection: false,
    ...reportTo(`The query is nested too deeply; the limit is ${MAX_QUERY_DEPTH} levels.`),
  }),
  maxAliasesRule({ n: MAX_ALIASES, ...reportTo(`The query has too many aliases; the limit is ${MAX_ALIASES}.`) }),
];

/** The longest a list field can answer: its limit argument, else its longest list argument (ids), else a guess. */
function listLength(args: Record<string, unknown>): number {
  if (typeof args.limit === 'number') return Math.max(args.limit, 0);
  const lengths = Object.values(args).flatMap((value) => (Array.isArray(value) ? [value.length] : []));
  return Math.max(UNBOUNDED_LIST_LENGTH, ...lengths);
}

/** A field costs the values it answers: 1 plus its selections, times the length of a list. */
const valuesEstimator: ComplexityEstimator = ({ field, args, childComplexity }) =>
  (isListType(getNullableType(field.type)) ? listLength(args) : 1) * (1 + childComplexity);

/**
 * The refusal for an operation over MAX_QUERY_COST (or past MAX_EXPANDED_SELECTIONS), or null. Needs a
 * valid document, the request's variables (known to coerce without errors) and the name of the operation
 * to run when it has one.
 */
export function queryCostProblem(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName: string | undefined,
): GraphQLError | null {
  const costRule = createComplexityRule({
    maximumComplexity: MAX_QUERY_COST,
    maxQueryNodes: MAX_EXPANDED_SELECTIONS,
    estimators: [valuesEstimator],
    variables,
    operationName,
    createError: (max, actual) => new GraphQLError(`The query could answer about ${actual} values; the limit is ${max}. Ask for fewer or shorter lists.`),
  });
  try {
    return validate(schema, document, [costRule])[0] ?? null;
  } catch (error) {
    // The walk stops by throwing past MAX_EXPANDED_SELECTIONS; SHAPE_RULES has refused such documents already.
    if (error instanceof GraphQLError) return new GraphQLError(`The query expands to too many fields; the limit is ${MAX_EXPANDED_SELECTIONS}.`);
    throw error;
  }
}
