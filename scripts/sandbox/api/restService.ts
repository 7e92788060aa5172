import type { IncomingMessage, ServerResponse } from 'node:http';
import * as MESSAGES from '../../../domain/constants/messages';
import { requireAppToken } from '../http/appToken';
import { parseJsonRequestBody, readBody } from '../http/body';
import { sendJson } from '../http/json';
import type { SandboxService } from '../http/service';
import { unstorableJson } from './storableJson';
import type { ContractOperation, ContractParameter, ContractService, JsonSchema } from './contract';
import { coerceParameter, locationSchema } from './coerceParameters';
import { ACCESS_MESSAGES, HttpError } from './HttpError';
import { compilePathTemplate, type PathMatcher } from './pathTemplate';
import { fieldErrors, validatorFor } from './schemaValidation';

/** Who is calling, from a verified access token. */
export interface AuthContext {
  /** The customer the token belongs to; null until registration links one (sub 'auth0|…'). */
  customerId: string | null;
  identityId: string;
  joinDate: Date | null;
}

/** Verifies `Authorization: Bearer …`: null when absent, an HttpError 401 when present but not valid. */
export interface Authenticator {
  authenticate(authorization: string | undefined): Promise<AuthContext | null>;
}

export interface RequestContext {
  operation: ContractOperation;
  params: Record<string, any>;
  query: Record<string, any>;
  headers: Record<string, any>;
  body: any;
  auth: AuthContext | null;
  request: IncomingMessage;
  /** The caller's auth, or 401 when there is none. */
  requireAuth(): AuthContext;
  /** The caller's auth when it is this customer's; 403 for anyone else's customer id. */
  requireCustomer(customerId: string | number | null | undefined): AuthContext & { customerId: string };
}

export interface HandlerResult {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type OperationHandler = (context: RequestContext) => HandlerResult | Promise<HandlerResult>;
export type OperationHandlers = Partial<Record<string, OperationHandler>>;

export const AUTHENTICATION_FAILED = () =>
  new HttpError(401, MESSAGES.AUTHENTICATION_PROBLEM, { code: 'UNAUTHENTICATED' });
const FORBIDDEN_OTHER_CUSTOMER = () =>
  new HttpError(403, ACCESS_MESSAGES.OTHER_CUSTOMER, { code: 'FORBIDDEN' });

/** Methods that change nothing, so an anonymous call needs no app token. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Route {
  operation: ContractOperation;
  matcher: PathMatcher;
}

function headerValues(request: IncomingMessage, name: string): string[] {
  const value = request.headers[name.toLowerCase()];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function parameterValues(parameter: ContractParameter, url: URL, request: IncomingMessage, pathParams: Record<string, string>): string[] {
  switch (parameter.in) {
    case 'path':
      return parameter.name in pathParams ? [pathParams[parameter.name] ?? ''] : [];
    case 'query':
      return url.searchParams.getAll(parameter.name);
    case 'header':
      return headerValues(request, parameter.name);
    default:
      return [];
  }
}

/**
 * Request JSON nests no deeper than this; with the check below it keeps a hostile body from reaching the
 * database (or the validator's recursion) at all.
 */
const MAX_REQUEST_JSON_DEPTH = 32;

/**
 * Text PostgreSQL cannot store (a NUL character, a lone surrogate) anywhere in what the client sent, as a
 * fields entry named like the validator's ('query.upc', 'customer.first_name'), or null. One rule for every
 * operation, so no handler meets such a string.
 */
function unstorableInput(value: unknown, prefix: string): Record<string, string> | null {
  const found = unstorableJson(value, prefix, { maxDepth: MAX_REQUEST_JSON_DEPTH });
  if (!found) return null;
  return Object.fromEntries(Object.entries(found).map(([field, message]) => [field.replace(/^\./, '') || 'body', message]));
}

/** Reads, coerces and validates one parameter location; a 400 with every bad field at once. */
function readParameters(
  operation: ContractOperation,
  location: ContractParameter['in'],
  url: URL,
  request: IncomingMessage,
  pathParams: Record<string, string>,
): Record<string, unknown> {
  const declared = operation.parameters.filter((parameter) => parameter.in === location);
  const values: Record<string, unknown> = {};
  for (const parameter of declared) {
    const value = coerceParameter(parameter, parameterValues(parameter, url, request, pathParams));
    if (value !== undefined) values[parameter.name] = value;
  }
  if (declared.length === 0) return values;
  const validate = validatorFor(schemaOfLocation(operation, location, declared));
  const valid = validate(values);
  const unstorable = unstorableInput(values, location);
  if (!valid || unstorable) {
    throw new HttpError(400, `Some ${location} parameters are not valid.`, {
      code: 'BAD_REQUEST',
      fields: { ...(valid ? {} : fieldErrors(validate.errors, location)), ...unstorable },
    });
  }
  return values;
}

const locationSchemas = new WeakMap<ContractOperation, Map<string, JsonSchema>>();
function schemaOfLocation(operation: ContractOperation, location: string, declared: ContractParameter[]): JsonSchema {
  let byLocation = locationSchemas.get(operation);
  if (!byLocation) locationSchemas.set(operation, (byLocation = new Map()));
  let schema = byLocation.get(location);
  if (!schema) byLocation.set(location, (schema = locationSchema(declared)));
  return schema;
}

async function readRequestBody(operation: ContractOperation, request: IncomingMessage): Promise<unknown> {
  const raw = await readBody(request);
  if (!operation.requestBody) return undefined;
  const body = parseJsonRequestBody(request, raw);
  if (body === undefined) {
    if (operation.requestBody.required) throw new HttpError(400, 'A request body is required.', { code: 'BAD_REQUEST', fields: { body: 'is required' } });
    return undefined;
  }
  const unstorable = unstorableInput(body, '');
  if (unstorable) throw new HttpError(400, 'The request body is not valid.', { code: 'BAD_REQUEST', fields: unstorable });
  const validate = validatorFor(operation.requestBody.schema);
  if (!validate(body)) {
    throw new HttpError(400, 'The request body is not valid.', { code: 'BAD_REQUEST', fields: fieldErrors(validate.errors) });
  }
  return body;
}

function responseSchema(operation: ContractOperation, status: number): JsonSchema | null | undefined {
  const responses = operation.responses;
  const exact = String(status);
  if (exact in responses) return responses[exact];
  const range = `${exact[0]}XX`;
  if (range in responses) return responses[range];
  if ('default' in responses) return responses.default;
  return undefined;
}

/** A response outside the contract is the sandbox's bug: its own tests must see it, loudly. */
function contractViolation(operation: ContractOperation, status: number, detail: string): HttpError {
  console.error(`[sandbox] ${operation.operationId} answered ${status} outside the contract: ${detail}`);
  return new HttpError(500, `The sandbox broke its contract in ${operation.operationId}: ${detail}`, { code: 'CONTRACT_VIOLATION' });
}

function checkedResponse(operation: ContractOperation, status: number, body: unknown): unknown {
  const schema = responseSchema(operation, status);
  if (schema === undefined) throw contractViolation(operation, status, `status ${status} is not declared`);
  if (schema === null) return undefined;
  const validate = validatorFor(schema);
  if (!validate(body)) throw contractViolation(operation, status, JSON.stringify(fieldErrors(validate.errors)));
  return body;
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  if (body === undefined) {
    response.statusCode = status;
    response.setHeader('Cache-Control', 'no-store');
    response.end();
    return;
  }
  sendJson(response, status, body);
}

export interface RestServiceOptions {
  contract: ContractService;
  handlers: OperationHandlers;
  authenticator: Authenticator;
}

/** Serves one contract document: routing, validation both ways, authentication, and typed errors. */
export function createRestService({ contract, handlers, authenticator }: RestServiceOptions): SandboxService {
  const routes: Route[] = contract.operations
    .map((operation) => ({ operation, matcher: compilePathTemplate(operation.pathTemplate) }))
    .sort((a, b) => b.matcher.specificity - a.matcher.specificity);

  function findRoute(method: string, path: string) {
    let allowed: string[] = [];
    for (const route of routes) {
      const params = route.matcher.match(path);
      if (!params) continue;
      if (route.operation.method === method) return { route, params };
      allowed = [...allowed, route.operation.method];
    }
    return { allowed };
  }

  async function respond(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname.slice(contract.basePath.length) || '/';
    const method = (request.method ?? 'GET').toUpperCase();
    const found = findRoute(method, path);
    if (!('route' in found) || !found.route) {
      request.resume();
      if (found.allowed.length) {
        throw Object.assign(new HttpError(405, `${method} is not allowed here.`, { code: 'METHOD_NOT_ALLOWED' }), {
          allow: found.allowed.join(', '),
        });
      }
      throw new HttpError(404, `No ${contract.name} endpoint at ${path}.`, { code: 'NOT_FOUND' });
    }
    const { route, params: pathParams } = found;
    const { operation } = route;
    const handler = handlers[operation.operationId];
    const params = readParameters(operation, 'path', url, request, pathParams);
    const query = readParameters(operation, 'query', url, request, pathParams);
    const headers = readParameters(operation, 'header', url, request, pathParams);
    const body = await readRequestBody(operation, request);
    const auth = operation.acceptsBearer ? await authenticator.authenticate(request.headers.authorization) : null;
    if (operation.requiresBearer && !auth) throw AUTHENTICATION_FAILED();
    // A signed-in call already carries a header no cross-site request can; an anonymous one that changes
    // something must show the app's token, as the contract's security asks.
    if (!auth && operation.requiresAppToken && !READ_METHODS.has(method)) requireAppToken(request);
    const customerHeader = headers['X-Customer-Id'];
    if (auth && customerHeader !== undefined && String(customerHeader) !== auth.customerId) throw FORBIDDEN_OTHER_CUSTOMER();
    if (!handler) throw new HttpError(501, `${operation.operationId} is not implemented by the sandbox yet.`, { code: 'NOT_IMPLEMENTED' });

    const context: RequestContext = {
      operation,
      params,
      query,
      headers,
      body,
      auth,
      request,
      requireAuth() {
        if (!auth) throw AUTHENTICATION_FAILED();
        return auth;
      },
      requireCustomer(customerId) {
        if (!auth) throw AUTHENTICATION_FAILED();
        if (auth.customerId === null || customerId === null || customerId === undefined || String(customerId) !== auth.customerId) {
          throw FORBIDDEN_OTHER_CUSTOMER();
        }
        return auth as AuthContext & { customerId: string };
      },
    };
    let result: HandlerResult;
    try {
      result = await handler(context);
    } catch (error) {
      // A refusal a handler chose must be one the contract declares for this operation.
      if (error instanceof HttpError) checkedResponse(operation, error.status, error.toBody());
      throw error;
    }
    const status = result.status ?? 200;
    send(response, status, checkedResponse(operation, status, result.body), result.headers);
  }

  return {
    name: contract.name,
    prefix: contract.basePath,
    routes: contract.operations.map((operation) => ({ method: operation.method, path: contract.basePath + operation.pathTemplate })),
    async handle(request, response, url) {
      try {
        await respond(request, response, url);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const allow = (error as HttpError & { allow?: string }).allow;
        send(response, error.status, error.toBody(), allow ? { Allow: allow } : {});
      }
    },
  };
}
