/**
 * A GraphQL operation document with its result and variable types attached, so a helper built from it is
 * typed end to end. The modules @graphql-codegen writes (src/generated/<service>/<Name>.ts, see
 * scripts/codegen/graphqlCodegen.ts) declare one per operation (`RetailerNodeDocument`) with the `gql` tag
 * below; src/generated/<service>Operations.ts registers them by camel-cased name.
 *
 * `__apiType` is the phantom field of @graphql-typed-document-node/core's DocumentTypeDecoration, so tools
 * that read typed documents (`ResultOf`, `VariablesOf`) read these too.
 */
export interface GraphqlOperation<TData, TVariables> {
  readonly name: string;
  readonly kind: 'query' | 'mutation';
  /** The document as sent: the operation printed by graphql-js, then the fragments it spreads. */
  readonly document: string;
  /** Never set at run time: carries the types only. */
  readonly __apiType?: (variables: TVariables) => TData;
}

/**
 * The tag the generated modules write each document with (codegen's `graphQLTag` mode): codegen indents the
 * printed operation and interpolates the fragments it spreads after it. Name and kind come from the text.
 */
export function gql(
  text: TemplateStringsArray,
  ...fragments: readonly GraphqlOperation<unknown, never>[]
): GraphqlOperation<unknown, never> {
  const operation = text.join('').trim();
  const [, kind, name] = /^(\w+) (\w+)/.exec(operation) ?? [];
  const document = [operation, ...fragments.map((fragment) => fragment.document)].join('\n\n');
  return { name: name ?? '', kind: kind as 'query' | 'mutation', document };
}

/** Declares an operation of your own, for `execute` or a registry. */
export function graphqlOperation<TData, TVariables>(
  name: string,
  kind: 'query' | 'mutation',
  document: string,
): GraphqlOperation<TData, TVariables> {
  return { name, kind, document };
}

export type OperationData<T> = T extends GraphqlOperation<infer D, never> ? D : never;
export type OperationVariables<T> = T extends GraphqlOperation<unknown, infer V> ? V : never;
