/**
 * A GraphQL operation document with its result and variable types attached (phantom fields), so a
 * helper built from it is typed end to end. Generated registries (src/generated/*Operations.ts) are
 * maps of these, keyed by the operation's camel-cased name.
 */
export interface GraphqlOperation<TData, TVariables> {
  readonly name: string;
  readonly kind: 'query' | 'mutation';
  readonly document: string;
  /** Never set at run time: carries the types only. */
  readonly __types?: { data: TData; variables: TVariables };
}

export function graphqlOperation<TData, TVariables>(
  name: string,
  kind: 'query' | 'mutation',
  document: string,
): GraphqlOperation<TData, TVariables> {
  return { name, kind, document };
}

export type OperationData<T> = T extends GraphqlOperation<infer D, unknown> ? D : never;
export type OperationVariables<T> = T extends GraphqlOperation<unknown, infer V> ? V : never;
