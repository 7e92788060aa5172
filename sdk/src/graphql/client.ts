import type { Client } from 'openapi-fetch';
import { EMPTY_DATA_MESSAGE, errorFromGraphqlErrors, GraphqlError, isRecord, parseGraphqlErrors } from '../errors';
import { reportFailure, type SdkRuntime } from '../middleware';
import type { GraphqlServiceName } from '../services';
import type { GraphqlOperation } from './operation';

/** A registry of operations (src/generated/*Operations.ts), keyed by the helper's name. */
export type GraphqlRegistry = Readonly<Record<string, GraphqlOperation<unknown, never>>>;

export interface GraphqlCallOptions {
  signal?: AbortSignal;
  /** Extra headers for this call (they win over the SDK's). */
  headers?: Record<string, string>;
}

/** Variables are optional when the operation has none (or none required). */
type VariablesArgs<V> = [V] extends [undefined | void]
  ? [variables?: undefined, options?: GraphqlCallOptions]
  : {} extends V
    ? [variables?: V, options?: GraphqlCallOptions]
    : [variables: V, options?: GraphqlCallOptions];

export type GraphqlExecute = <D, V>(operation: GraphqlOperation<D, V>, ...args: VariablesArgs<V>) => Promise<D>;

export type GraphqlHelper<Op> =
  Op extends GraphqlOperation<infer D, infer V> ? (...args: VariablesArgs<V>) => Promise<D> : never;

/** A GraphQL endpoint with no bound helpers: `execute(RetailerNodeDocument, { id })`. */
export interface GraphqlExecuteClient {
  execute: GraphqlExecute;
}

/** One typed helper per registry entry, plus `execute` for any operation. */
export type GraphqlClient<R extends GraphqlRegistry> = { [K in Exclude<keyof R, 'execute'>]: GraphqlHelper<R[K]> } &
  GraphqlExecuteClient;

/** The GraphQL endpoint seen as a one-path OpenAPI document, so it runs through the same middleware. */
export interface GraphqlPaths {
  '': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: {
        content: {
          'application/json': { query: string; operationName?: string; variables?: unknown };
        };
      };
      responses: { 200: { headers: { [name: string]: unknown }; content: { 'application/json': unknown } } };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}

/** `execute` for one GraphQL endpoint: POST {query, operationName, variables}, then `data` or a typed error. */
export function createGraphqlExecute(
  service: GraphqlServiceName,
  client: Client<GraphqlPaths>,
  runtime: SdkRuntime,
): GraphqlExecute {
  return async function execute<D, V>(operation: GraphqlOperation<D, V>, ...args: VariablesArgs<V>): Promise<D> {
    const [variables, options] = args;
    const context = { service, operation: `${operation.kind} ${operation.name}` };
    const { data: text, response } = await client.POST('', {
      body: { query: operation.document, operationName: operation.name, variables: variables ?? {} },
      parseAs: 'text',
      ...(options?.signal ? { signal: options.signal } : {}),
      ...(options?.headers ? { headers: options.headers } : {}),
    });
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch (cause) {
      throw new GraphqlError(`${service} answered ${context.operation} with a body that is not JSON`, {
        ...context,
        cause,
        status: response.status,
        body: text,
      });
    }
    const answer = isRecord(body) ? body : {};
    const errors = parseGraphqlErrors(answer.errors);
    if (errors) {
      const error = errorFromGraphqlErrors(errors, { ...context, status: response.status, data: answer.data, body });
      throw reportFailure(runtime, error, '');
    }
    if (answer.data === null || answer.data === undefined) {
      throw new GraphqlError(EMPTY_DATA_MESSAGE, { ...context, status: response.status, body });
    }
    return answer.data as D;
  };
}

/** Builds one typed helper per operation of a registry: `helpers.retailerNode({ id })`. */
export function bindGraphqlOperations<R extends GraphqlRegistry>(registry: R, execute: GraphqlExecute): GraphqlClient<R> {
  const client: Record<string, unknown> = {};
  for (const [key, operation] of Object.entries(registry)) {
    client[key] = (variables?: unknown, options?: GraphqlCallOptions) =>
      (execute as (op: unknown, variables?: unknown, options?: GraphqlCallOptions) => Promise<unknown>)(operation, variables, options);
  }
  client.execute = execute;
  return client as GraphqlClient<R>;
}
