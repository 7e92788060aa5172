import {
  buildSchema,
  execute,
  GraphQLError,
  isObjectType,
  parse,
  validate,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MESSAGES } from '../../../domain';
import { parseJsonBody, readBody } from '../http/body';
import { sendJson } from '../http/json';
import type { SandboxService } from '../http/service';
import { ACCESS_MESSAGES, HttpError } from './HttpError';
import type { AuthContext, Authenticator } from './restService';
import { maxDepthRule } from './graphqlDepth';

/** A refusal a resolver chooses; becomes a GraphQL error with `extensions.code` (and `fields`, `reason`). */
export class GraphqlRequestError extends GraphQLError {
  constructor(code: string, message: string, extra: { fields?: Record<string, string>; reason?: string } = {}) {
    super(message, { extensions: { code, ...extra } });
  }
}

export const unauthenticated = () => new GraphqlRequestError('UNAUTHENTICATED', MESSAGES.AUTHENTICATION_PROBLEM);
const forbidden = () => new GraphqlRequestError('FORBIDDEN', ACCESS_MESSAGES.OTHER_CUSTOMER);

export interface GraphqlContext {
  auth: AuthContext | null;
  request: IncomingMessage;
  requireAuth(): AuthContext;
  /** The caller's auth when `customerId` is theirs; FORBIDDEN otherwise. */
  requireCustomer(customerId: string | number | null | undefined): AuthContext & { customerId: string };
  /** The request's Idempotency-Key header, when sent. */
  idempotencyKey: string | undefined;
}

export type Resolver = GraphQLFieldResolver<any, GraphqlContext, any>;
/** Resolvers by type then field: { Query: { retailerNode }, Retailer: { offers } }. */
export type ResolverMap = Record<string, Record<string, Resolver>>;

/** Builds the executable schema: the contract's SDL with our resolvers on its fields. */
export function executableSchema(sdl: string, resolvers: ResolverMap): GraphQLSchema {
  const schema = buildSchema(sdl);
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`Resolvers for ${typeName}, which the SDL does not define as an object type`);
    const typeFields = type.getFields();
    for (const [fieldName, resolve] of Object.entries(fields)) {
      const field = typeFields[fieldName];
      if (!field) throw new Error(`Resolver for ${typeName}.${fieldName}, which the SDL does not define`);
      field.resolve = resolve;
    }
  }
  return schema;
}

const MAX_QUERY_DEPTH = 12;
const VALIDATION_RULES: ValidationRule[] = [maxDepthRule(MAX_QUERY_DEPTH)];

interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

function asGraphqlRequest(body: unknown): GraphqlRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'A GraphQL request is a JSON object with a query.', { fields: { body: 'must be an object' } });
  }
  const { query, variables, operationName } = body as Record<string, unknown>;
  const fields: Record<string, string> = {};
  if (typeof query !== 'string' || query.trim() === '') fields.query = 'is required';
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) fields.variables = 'must be an object';
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') fields.operationName = 'must be a string';
  if (Object.keys(fields).length) throw new HttpError(400, 'The GraphQL request is not valid.', { fields });
  return body as GraphqlRequest;
}

function errorsBody(errors: readonly GraphQLError[], code: string) {
  return { errors: errors.map((error) => ({ message: error.message, locations: error.locations, extensions: { code } })) };
}

/** Unexpected resolver failures keep their detail in the log; the caller sees a stable INTERNAL error. */
function formatError(error: GraphQLError) {
  const code = error.extensions?.code ?? (error.originalError instanceof GraphQLError ? error.originalError.extensions?.code : undefined);
  if (typeof code === 'string') {
    return { message: error.message, path: error.path, extensions: { ...error.extensions, code } };
  }
  console.error('[sandbox] GraphQL resolver failed at', error.path?.join('.'), error.originalError ?? error);
  return { message: MESSAGES.DEFAULT_ERROR, path: error.path, extensions: { code: 'INTERNAL' } };
}

export interface GraphqlServiceOptions {
  name: string;
  prefix: string;
  schema: GraphQLSchema;
  authenticator: Authenticator;
}

/** A GraphQL endpoint over HTTP POST, answering per the GraphQL-over-HTTP conventions. */
export function createGraphqlService({ name, prefix, schema, authenticator }: GraphqlServiceOptions): SandboxService {
  const parsedDocuments = new Map<string, DocumentNode>();

  async function respond(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (url.pathname !== prefix) throw new HttpError(404, `No ${name} endpoint at ${url.pathname}.`, { code: 'NOT_FOUND' });
    if (request.method !== 'POST') {
      request.resume();
      response.setHeader('Allow', 'POST');
      throw new HttpError(405, 'GraphQL requests are POSTed as JSON.', { code: 'METHOD_NOT_ALLOWED' });
    }
    const { query, variables, operationName } = asGraphqlRequest(parseJsonBody(await readBody(request)));
    let document = parsedDocuments.get(query);
    if (!document) {
      try {
        document = parse(query, { maxTokens: 5000 });
      } catch (error) {
        sendJson(response, 400, errorsBody([error as GraphQLError], 'GRAPHQL_PARSE_FAILED'));
        return;
      }
      const problems = validate(schema, document, undefined, { maxErrors: 20 }).concat(validate(schema, document, VALIDATION_RULES));
      if (problems.length) {
        sendJson(response, 400, errorsBody(problems, 'GRAPHQL_VALIDATION_FAILED'));
        return;
      }
      if (parsedDocuments.size < 500) parsedDocuments.set(query, document);
    }
    let auth: AuthContext | null = null;
    let authFailure: GraphQLError | null = null;
    try {
      auth = await authenticator.authenticate(request.headers.authorization);
    } catch (error) {
      // A token that does not verify (an HttpError 401) fails only the fields that need a customer;
      // anything else is the sandbox's own failure and goes up as one.
      if (!(error instanceof HttpError)) throw error;
      authFailure = unauthenticated();
    }
    const idempotencyHeader = request.headers['idempotency-key'];
    const context: GraphqlContext = {
      auth,
      request,
      idempotencyKey: Array.isArray(idempotencyHeader) ? idempotencyHeader[0] : idempotencyHeader,
      requireAuth() {
        if (authFailure || !auth) throw authFailure ?? unauthenticated();
        return auth;
      },
      requireCustomer(customerId) {
        const caller = context.requireAuth();
        if (caller.customerId === null || customerId === null || customerId === undefined || String(customerId) !== caller.customerId) {
          throw forbidden();
        }
        return caller as AuthContext & { customerId: string };
      },
    };
    const result = await execute({ schema, document, variableValues: variables ?? undefined, operationName: operationName ?? undefined, contextValue: context });
    // No data at all means the request itself was refused before execution (variables of the wrong type,
    // a missing operation name): the caller's input, not our failure.
    if (result.data === undefined && result.errors?.length) {
      sendJson(response, 400, errorsBody(result.errors, 'BAD_USER_INPUT'));
      return;
    }
    const body: Record<string, unknown> = { data: result.data ?? null };
    if (result.errors?.length) body.errors = result.errors.map(formatError);
    sendJson(response, 200, body);
  }

  return {
    name,
    prefix,
    async handle(request, response, url) {
      try {
        await respond(request, response, url);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        sendJson(response, error.status, error.toBody());
      }
    },
  };
}
