import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { generateSync } from 'json-schema-faker';
import { WEB_APP_TOKEN } from '../../../domain/constants/app';
import type { JsonSchema } from '../../../scripts/sandbox/api/contract';
import { fieldErrors, validatorFor } from '../../../scripts/sandbox/api/schemaValidation';
import type { FuzzCustomers, FuzzRequest } from './fuzzRequest';
import { BAD_AUTHORIZATIONS } from './hostileValues';
import { MUTATION_KINDS, mutateJson, type MutationKind } from './mutations';
import type { Rng } from './rng';

/** Argument names that carry a customer id. */
const CUSTOMER_ARGUMENTS = new Set(['customerId']);

const INT32 = { minimum: -(2 ** 31), maximum: 2 ** 31 - 1 };

/** A GraphQL input type as JSON Schema, so the same sampler draws REST bodies and GraphQL variables. */
function inputSchema(type: GraphQLInputType): JsonSchema {
  if (isNonNullType(type)) return inputSchema(type.ofType);
  if (isListType(type)) return { type: 'array', items: inputSchema(type.ofType), maxItems: 3 };
  if (isEnumType(type)) return { enum: type.getValues().map((value) => value.name) };
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return {
      type: 'object',
      properties: Object.fromEntries(fields.map((field) => [field.name, inputSchema(field.type)])),
      required: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
      additionalProperties: false,
    };
  }
  switch (type.name) {
    case 'Int':
      return { type: 'integer', minimum: 1, maximum: 300 };
    case 'Float':
      return { type: 'number', minimum: 0, maximum: 1000 };
    case 'Boolean':
      return { type: 'boolean' };
    // Ids the catalogue has, so valid samples reach past "not found".
    case 'ID':
      return { type: 'string', pattern: '^[1-9][0-9]{0,2}$' };
    case 'Date':
      return { type: 'string', format: 'date' };
    case 'DateTime':
      return { type: 'string', format: 'date-time' };
    default:
      return { type: 'string', maxLength: 24 };
  }
}

/** The JSON Schema of a field's answer for the selection we ask (`selectionOf`), nulls where the SDL allows them. */
function outputSchema(type: GraphQLOutputType, depth: number): JsonSchema {
  if (isNonNullType(type)) {
    const inner = outputSchema(type.ofType, depth);
    return { ...inner, type: (inner.type as string[]).filter((name) => name !== 'null') };
  }
  if (isListType(type)) return { type: ['array', 'null'], items: outputSchema(type.ofType, depth) };
  if (isEnumType(type)) return { type: ['string', 'null'], enum: [...type.getValues().map((value) => value.name), null] };
  if (isObjectType(type)) {
    const fields = selectedFields(type, depth);
    return {
      type: ['object', 'null'],
      properties: Object.fromEntries(fields.map((field) => [field.name, outputSchema(field.type, depth + 1)])),
      required: fields.map((field) => field.name),
      additionalProperties: false,
    };
  }
  switch (getNamedType(type).name) {
    case 'Int':
      return { type: ['integer', 'null'], ...INT32 };
    case 'Float':
      return { type: ['number', 'null'] };
    case 'Boolean':
      return { type: ['boolean', 'null'] };
    case 'ID':
      return { type: ['string', 'null'] };
    default:
      return { type: ['string', 'null'] };
  }
}

const MAX_SELECTION_DEPTH = 2;

/** Fields we select on an object: those without required arguments; objects only down to MAX_SELECTION_DEPTH. */
function selectedFields(type: GraphQLObjectType, depth: number): GraphQLField<unknown, unknown>[] {
  return Object.values(type.getFields()).filter(
    (field) => !field.args.some(isRequiredArgument) && (isLeafType(getNamedType(field.type)) || depth < MAX_SELECTION_DEPTH),
  );
}

function selectionOf(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  const fields = selectedFields(named, depth).map((field) => `${field.name}${selectionOf(field.type, depth + 1)}`);
  return fields.length ? ` { ${fields.join(' ')} }` : ' { __typename }';
}

interface FieldOperation {
  target: string;
  query: string;
  variableSchemas: Record<string, JsonSchema>;
  required: string[];
  field: GraphQLField<unknown, unknown>;
}

function fieldOperation(service: string, rootName: 'Query' | 'Mutation', field: GraphQLField<unknown, unknown>): FieldOperation {
  const keyword = rootName === 'Query' ? 'query' : 'mutation';
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return {
    target: `${service}.${rootName}.${field.name}`,
    query: `${keyword} Fuzz${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selectionOf(field.type, 0)} }`,
    variableSchemas: Object.fromEntries(field.args.map((arg) => [arg.name, inputSchema(arg.type)])),
    required: field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name),
    field,
  };
}

export interface GraphqlEndpoint {
  service: string;
  basePath: string;
  sdl: string;
}

export function graphqlTargets(endpoints: readonly GraphqlEndpoint[]): (FieldOperation & { endpoint: GraphqlEndpoint; schema: GraphQLSchema })[] {
  return endpoints.flatMap((endpoint) => {
    const schema = buildSchema(endpoint.sdl);
    return (['Query', 'Mutation'] as const).flatMap((rootName) => {
      const root = rootName === 'Query' ? schema.getQueryType() : schema.getMutationType();
      return Object.values(root?.getFields() ?? {}).map((field) => ({ ...fieldOperation(endpoint.service, rootName, field), endpoint, schema }));
    });
  });
}

/** A GraphQL error as the contract gives it: a message and a string extensions.code that is not INTERNAL. */
function errorProblem(error: unknown): string | null {
  const { message, extensions } = (error ?? {}) as { message?: unknown; extensions?: { code?: unknown } };
  if (typeof message !== 'string') return 'an error has no message';
  if (typeof extensions?.code !== 'string') return `error "${message}" has no extensions.code`;
  if (extensions.code === 'INTERNAL') return `a resolver failed (INTERNAL): ${message}`;
  return null;
}

function judgeGraphql(operation: FieldOperation, status: number, body: unknown): string | null {
  const answer = (body ?? {}) as { data?: Record<string, unknown> | null; errors?: unknown[]; message?: unknown };
  if (status !== 200) {
    // Refused before execution: GraphQL errors with codes, or the platform's ErrorBody (not JSON, too large).
    if (![400, 405, 413, 415].includes(status)) return `status ${status} is not a GraphQL answer`;
    if (Array.isArray(answer.errors) && answer.errors.length) return answer.errors.map(errorProblem).find(Boolean) ?? null;
    return typeof answer.message === 'string' ? null : `${status} without errors or a message`;
  }
  for (const error of answer.errors ?? []) {
    const problem = errorProblem(error);
    if (problem) return problem;
  }
  if (answer.data === null && answer.errors?.length) return null;
  if (typeof answer.data !== 'object' || answer.data === null) return 'no data';
  const value = answer.data[operation.field.name];
  // A field that failed is null (or nulls its parent): the errors say why, and the shape is not checked.
  if (answer.errors?.length) return null;
  const validate = validatorFor(outputSchemaOf(operation));
  return validate(value) ? null : `data.${operation.field.name} breaks the SDL: ${JSON.stringify(fieldErrors(validate.errors))}`;
}

const outputSchemas = new WeakMap<FieldOperation, JsonSchema>();
function outputSchemaOf(operation: FieldOperation): JsonSchema {
  let schema = outputSchemas.get(operation);
  if (!schema) outputSchemas.set(operation, (schema = outputSchema(operation.field.type, 0)));
  return schema;
}

function sampleVariables(operation: FieldOperation, customers: FuzzCustomers, rng: Rng): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(operation.variableSchemas)) {
    if (!operation.required.includes(name) && !rng.chance(0.6)) continue;
    variables[name] = CUSTOMER_ARGUMENTS.has(name)
      ? customers.attacker.customerId
      : generateSync(schema as never, { seed: rng.int(1, 2 ** 31 - 1), optionalsProbability: 0.6, maxDefaultItems: 3 });
  }
  return variables;
}

/** The same field asked another way: a broken document instead of broken variables. */
function brokenQuery(operation: FieldOperation, rng: Rng): string {
  return rng.pick([
    operation.query.slice(0, Math.floor(operation.query.length / 2)),
    operation.query.replace(' { ', ' { unknownField '),
    `${operation.query} ${operation.query}`,
    `{ ${'a: __typename '.repeat(2_000)}}`,
    `query { ${'node { '.repeat(50)}${' }'.repeat(50)} }`,
    'subscription { x }',
  ]);
}

export function graphqlRequests(endpoints: readonly GraphqlEndpoint[], customers: FuzzCustomers, rng: Rng, { validCount, mutantCount }: { validCount: number; mutantCount: number }): FuzzRequest[] {
  return graphqlTargets(endpoints).flatMap((operation) => {
    const valids = Array.from({ length: validCount }, () => sampleVariables(operation, customers, rng));
    const request = (kind: string, variables: unknown, { query = operation.query, authorization = `Bearer ${customers.attacker.accessToken}` as string | undefined } = {}): FuzzRequest => ({
      target: operation.target,
      kind,
      method: 'POST',
      url: operation.endpoint.basePath,
      headers: { 'Content-Type': 'application/json', 'X-App-Token': WEB_APP_TOKEN, ...(authorization ? { Authorization: authorization } : {}) },
      body: JSON.stringify({ query, variables, operationName: query === operation.query ? 'Fuzz' : undefined }),
      judge: (status, body) => judgeGraphql(operation, status, body),
    });
    const mutants = Array.from({ length: mutantCount }, (_, index) => {
      const kind = MUTATION_KINDS[index % MUTATION_KINDS.length] as MutationKind;
      const variables = structuredClone(rng.pick(valids));
      switch (kind) {
        case 'other-customer': {
          const customerArgs = Object.keys(operation.variableSchemas).filter((name) => CUSTOMER_ARGUMENTS.has(name));
          for (const name of customerArgs) variables[name] = customers.victim.customerId;
          return request(kind, variables);
        }
        case 'auth':
          return request(kind, variables, { authorization: rng.pick(BAD_AUTHORIZATIONS) });
        case 'syntax':
          return request(kind, variables, { query: brokenQuery(operation, rng) });
        default:
          return request(kind, mutateJson(variables, kind, rng) ?? {});
      }
    });
    return [...valids.map((variables) => request('valid', variables)), ...mutants];
  });
}
