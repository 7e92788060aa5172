import SwaggerParser from '@apidevtools/swagger-parser';
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';

/** A JSON Schema as the contract writes it (OpenAPI 3.1 schemas are JSON Schema 2020-12). */
export type JsonSchema = Record<string, unknown>;

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface ContractOperation {
  operationId: string;
  method: string;
  /** The path inside the service, e.g. '/v2/customers/{id}/settings.json'. */
  pathTemplate: string;
  parameters: ContractParameter[];
  requestBody: { required: boolean; schema: JsonSchema } | null;
  /** Response schemas by status ('200', '4XX', 'default'…); null for a response without a JSON body. */
  responses: Record<string, JsonSchema | null>;
  /** True when the operation requires a bearer token (every alternative of `security` names bearerAuth). */
  requiresBearer: boolean;
  /** True when a bearer token is one accepted alternative. */
  acceptsBearer: boolean;
  /** True when every alternative of `security` names appToken (X-App-Token). */
  requiresAppToken: boolean;
}

export interface ContractService {
  /** The SDK's name for it: main, gateway, affiliateLink, extension, tracking, flags, sandbox. */
  name: string;
  /** Where the sandbox mounts it, from the document's `servers` entry (e.g. '/api/main'). */
  basePath: string;
  operations: ContractOperation[];
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** 'affiliate-link.yaml' → 'affiliateLink' (the SDK's service names). */
export function serviceNameOf(file: string): string {
  return basename(file, '.yaml').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

type OpenApiDocument = {
  servers?: { url: string }[];
  security?: Record<string, string[]>[];
  paths?: Record<string, Record<string, unknown>>;
};

type RawParameter = { name: string; in: ContractParameter['in']; required?: boolean; schema?: JsonSchema };
type RawOperation = {
  operationId: string;
  parameters?: RawParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  security?: Record<string, string[]>[];
};

function jsonSchemaOf(content: Record<string, { schema?: JsonSchema }> | undefined): JsonSchema | null {
  if (!content) return null;
  const entry = content['application/json'] ?? Object.values(content)[0];
  return entry?.schema ?? null;
}

function mergeParameters(pathLevel: RawParameter[] = [], operationLevel: RawParameter[] = []): ContractParameter[] {
  const byKey = new Map<string, RawParameter>();
  for (const parameter of [...pathLevel, ...operationLevel]) byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  return [...byKey.values()].map((parameter) => ({
    name: parameter.name,
    in: parameter.in,
    required: parameter.in === 'path' ? true : Boolean(parameter.required),
    schema: parameter.schema ?? {},
  }));
}

function securityRules(security: Record<string, string[]>[] | undefined) {
  const alternatives = security ?? [];
  const names = alternatives.map((alternative) => Object.keys(alternative));
  return {
    requiresBearer: names.length > 0 && names.every((keys) => keys.includes('bearerAuth')),
    acceptsBearer: names.some((keys) => keys.includes('bearerAuth')),
    requiresAppToken: names.length > 0 && names.every((keys) => keys.includes('appToken')),
  };
}

/**
 * The size of an integer the client sends when the contract gives it none: PostgreSQL's `integer`, the
 * type of every id column, so an id no row can have is a 400 naming its field rather than a failed query.
 * A request integer that needs more says `format: int64`.
 */
export const UNSIZED_REQUEST_INTEGER_FORMAT = 'int32';

/** Gives every integer schema under `schema` without a format the default size (in place: shared components too). */
function sizeRequestIntegers(schema: unknown, seen = new WeakSet<object>()): void {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return;
  seen.add(schema);
  const node = schema as JsonSchema;
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('integer') && node.format === undefined) node.format = UNSIZED_REQUEST_INTEGER_FORMAT;
  for (const child of Object.values(node)) sizeRequestIntegers(child, seen);
}

export async function loadContractService(file: string): Promise<ContractService> {
  const document = (await SwaggerParser.dereference(file)) as unknown as OpenApiDocument;
  const basePath = document.servers?.[0]?.url;
  if (!basePath) throw new Error(`${file}: servers[0].url (the sandbox base path) is missing`);
  const operations: ContractOperation[] = [];
  for (const [pathTemplate, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method] as RawOperation | undefined;
      if (!operation) continue;
      const parameters = mergeParameters(pathItem.parameters as RawParameter[] | undefined, operation.parameters);
      const requestBody = operation.requestBody
        ? { required: Boolean(operation.requestBody.required), schema: jsonSchemaOf(operation.requestBody.content) ?? {} }
        : null;
      for (const parameter of parameters) sizeRequestIntegers(parameter.schema);
      sizeRequestIntegers(requestBody?.schema);
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        pathTemplate,
        parameters,
        requestBody,
        responses: Object.fromEntries(
          Object.entries(operation.responses ?? {}).map(([status, response]) => [status, jsonSchemaOf(response.content)]),
        ),
        ...securityRules(operation.security ?? document.security),
      });
    }
  }
  return { name: serviceNameOf(file), basePath, operations };
}

/** Every REST service of the contract folder (each `*.yaml` at its top level). */
export async function loadRestContract(openapiDir: string): Promise<ContractService[]> {
  const files = readdirSync(openapiDir)
    .filter((entry) => entry.endsWith('.yaml'))
    .sort();
  return Promise.all(files.map((file) => loadContractService(join(openapiDir, file))));
}
