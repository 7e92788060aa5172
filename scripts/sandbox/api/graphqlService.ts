import {
  buildSchema,
  execute,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  isObjectType,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as MESSAGES from '../../../domain/constants/messages';
import { parseJsonRequestBody, readBody } from '../http/body';
import { sendJson } from '../http/json';
import { SHAREABLE_CACHE_CONTROL } from '../http/sharedCaching';
import type { SandboxService } from '../http/service';
import { ACCESS_MESSAGES, HttpError } from './HttpError';
import type { AuthContext, Authenticator } from './restService';
import { createDocumentCache } from './graphqlDocumentCache';
import { unstorableLiteral, unstorableVariable } from './graphqlInput';
import { MAX_QUERY_LENGTH, MAX_QUERY_TOKENS, QUERY_TOO_COMPLEX, queryCostProblem, SHAPE_RULES } from './graphqlLimits';
import { introspectionAllowed, servedOperationRules } from './graphqlServedOperations';

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
  // Refused before parsing: a long text would cost parse time and cache room whatever it turns out to be.
  if ((query as string).length > MAX_QUERY_LENGTH) {
    throw new HttpError(413, `A GraphQL query is at most ${MAX_QUERY_LENGTH} characters long.`, {
      code: 'QUERY_TOO_LARGE',
      fields: { query: `must be at most ${MAX_QUERY_LENGTH} characters` },
    });
  }
  return body as GraphqlRequest;
}

/** A request refused before execution: each error keeps its own code (and fields), else takes `code`. */
interface Refusal {
  status: number;
  body: { errors: { message: string; locations: GraphQLError['locations']; extensions: Record<string, unknown> }[] };
}

/** The longest quoted value a refusal repeats back; graphql-js quotes a bad variable whole, twice. */
const MAX_ECHOED_VALUE = 80;
const LONG_QUOTED_VALUE = new RegExp(`"((?:[^"\\\\]|\\\\.){${MAX_ECHOED_VALUE},})"`, 'g');

/** The message with long quoted values cut: a 200 KB variable of the wrong type came back as a 400 KB answer. */
const withoutLongValues = (message: string) => message.replace(LONG_QUOTED_VALUE, (_, value: string) => `"${value.slice(0, MAX_ECHOED_VALUE)}…"`);

function refusal(errors: readonly GraphQLError[], code: string): Refusal {
  return {
    status: 400,
    body: {
      errors: errors.map((error) => ({ message: withoutLongValues(error.message), locations: error.locations, extensions: { code, ...error.extensions } })),
    },
  };
}

const sendRefusal = (response: ServerResponse, { status, body }: Refusal) => sendJson(response, status, body);

/** A value no resolver may see (see graphqlInput.ts), as BAD_USER_INPUT naming its argument or variable. */
function unusableInput(fields: Record<string, string>): Refusal {
  const message = Object.entries(fields)
    .map(([field, problem]) => `${field} ${problem}.`)
    .join(' ');
  return refusal([new GraphqlRequestError('BAD_USER_INPUT', message, { fields })], 'BAD_USER_INPUT');
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
  /** Whether __schema and __type are answered; by default everywhere but NODE_ENV=production. */
  introspection?: boolean;
}

/** A GraphQL endpoint over HTTP POST, answering per the GraphQL-over-HTTP conventions. */
export function createGraphqlService({ name, prefix, schema, authenticator, introspection = introspectionAllowed() }: GraphqlServiceOptions): SandboxService {
  const documents = createDocumentCache();
  const validationRules = [...specifiedRules, ...servedOperationRules({ introspection })];

  /**
   * The query's validated document (cached), or why it is refused. The cheap shape limits run before the
   * standard rules, whose cost grows faster than the document.
   */
  function prepare(query: string): DocumentNode | Refusal {
    const cached = documents.get(query);
    if (cached) return cached;
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: MAX_QUERY_TOKENS });
    } catch (error) {
      return refusal([error as GraphQLError], 'GRAPHQL_PARSE_FAILED');
    }
    const badLiteral = unstorableLiteral(document);
    if (badLiteral) return unusableInput(badLiteral);
    const overLimits = validate(schema, document, SHAPE_RULES);
    if (overLimits.length) return refusal(overLimits, QUERY_TOO_COMPLEX);
    const problems = validate(schema, document, validationRules, { maxErrors: 20 });
    if (problems.length) return refusal(problems, 'GRAPHQL_VALIDATION_FAILED');
    documents.set(query, document);
    return document;
  }

  /** Why the chosen operation may not run with these variables (before any resolver does), or null. */
  function refusalToRun(document: DocumentNode, variables: Record<string, unknown>, operationName: string | undefined): Refusal | null {
    const badVariable = unstorableVariable(variables);
    if (badVariable) return unusableInput(badVariable);
    // An unknown or missing operation name is left to execute(), which refuses it.
    const operation = getOperationAST(document, operationName);
    if (!operation) return null;
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables, { maxErrors: 20 });
    if (coerced.errors) return refusal(coerced.errors, 'BAD_USER_INPUT');
    const tooCostly = queryCostProblem(schema, document, variables, operation.name?.value);
    return tooCostly ? refusal([tooCostly], QUERY_TOO_COMPLEX) : null;
  }

  async function respond(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (url.pathname !== prefix) throw new HttpError(404, `No ${name} endpoint at ${url.pathname}.`, { code: 'NOT_FOUND' });
    if (request.method !== 'POST') {
      request.resume();
      response.setHeader('Allow', 'POST');
      throw new HttpError(405, 'GraphQL requests are POSTed as JSON.', { code: 'METHOD_NOT_ALLOWED' });
    }
    // Only a JSON body (415 otherwise): a cross-site form or text/plain post cannot reach a mutation.
    const { query, variables, operationName } = asGraphqlRequest(parseJsonRequestBody(request, await readBody(request)));
    const document = prepare(query);
    if ('status' in document) return sendRefusal(response, document);
    const refused = refusalToRun(document, variables ?? {}, operationName ?? undefined);
    if (refused) return sendRefusal(response, refused);
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
    if (result.data === undefined && result.errors?.length) return sendRefusal(response, refusal(result.errors, 'BAD_USER_INPUT'));
    const body: Record<string, unknown> = { data: result.data ?? null };
    if (result.errors?.length) body.errors = result.errors.map(formatError);
    // An anonymous query answered in full is the same for everyone: a cache may keep it (http/sharedCaching).
    if (!result.errors?.length && !request.headers.authorization && isQueryOperation(document, operationName ?? undefined)) {
      response.setHeader('Cache-Control', SHAREABLE_CACHE_CONTROL);
    }
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

/** Whether the operation that runs is a query (not a mutation or subscription). */
function isQueryOperation(document: DocumentNode, operationName: string | undefined): boolean {
  return getOperationAST(document, operationName)?.operation === OperationTypeNode.QUERY;
}
