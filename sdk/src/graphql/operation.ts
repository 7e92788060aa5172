/**
 * A GraphQL operation document with its result and variable types attached (phantom fields), so a
 * helper built from it is typed end to end. The generated modules (src/generated/*Operations.ts) export
 * one per operation (`RetailerNodeDocument`, declared in src/generated/<service>/RetailerNodeDocument.ts)
 * and a registry of them keyed by the camel-cased name.
 */
export interface GraphqlOperation<TData, TVariables> {
  readonly name: string;
  readonly kind: 'query' | 'mutation';
  readonly document: string;
  /** Never set at run time: carries the types only. */
  readonly __types?: { data: TData; variables: TVariables };
}

/** Declares an operation of your own, for `execute` or a registry. */
export function graphqlOperation<TData, TVariables>(
  name: string,
  kind: 'query' | 'mutation',
  document: string,
): GraphqlOperation<TData, TVariables> {
  return { name, kind, document };
}

export type OperationData<T> = T extends GraphqlOperation<infer D, unknown> ? D : never;
export type OperationVariables<T> = T extends GraphqlOperation<unknown, infer V> ? V : never;
