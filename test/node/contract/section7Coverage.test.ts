import { expect } from 'chai';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, getNamedType, isObjectType, type GraphQLSchema } from 'graphql';
import { parse } from 'yaml';
import {
  ALL_CALLS,
  DOCUMENT_000_CALLS,
  DOCUMENT_001_CALLS,
  GRAPHQL_DOCUMENTS,
  REST_DOCUMENTS,
  isRestCall,
  type ContractCall,
  type GraphqlCall,
  type GraphqlServiceName,
  type RestCall,
  type RestServiceName,
} from './section7Calls';

const OPENAPI_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../openapi');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

type Node = Record<string, unknown>;

const documents = new Map<RestServiceName, Node>();
function restDocument(service: RestServiceName): Node {
  let document = documents.get(service);
  if (!document) {
    document = parse(readFileSync(join(OPENAPI_DIR, REST_DOCUMENTS[service]), 'utf8')) as Node;
    documents.set(service, document);
  }
  return document;
}

function operation(call: RestCall): Node | undefined {
  const paths = (restDocument(call.service).paths ?? {}) as Record<string, Node | undefined>;
  return paths[call.path]?.[call.method] as Node | undefined;
}

const schemas = new Map<GraphqlServiceName, GraphQLSchema>();
function graphqlSchema(service: GraphqlServiceName): GraphQLSchema {
  let schema = schemas.get(service);
  if (!schema) {
    const file = join(OPENAPI_DIR, GRAPHQL_DOCUMENTS[service]);
    expect(existsSync(file), `openapi/${GRAPHQL_DOCUMENTS[service]} does not exist yet`).to.equal(true);
    schema = buildSchema(readFileSync(file, 'utf8'));
    schemas.set(service, schema);
  }
  return schema;
}

const describeCall = (call: ContractCall) =>
  isRestCall(call)
    ? `${call.source} ${call.service} ${call.method.toUpperCase()} ${call.path}${call.note ? ` (${call.note})` : ''}`
    : `${call.source} ${call.service} ${call.kind} ${call.operation}${call.selects ? ` { ${call.selects.join(' ')} }` : ''}`;

function checkRest(call: RestCall): void {
  const found = operation(call);
  expect(found, `${describeCall(call)} is missing from openapi/${REST_DOCUMENTS[call.service]}`).to.exist;
  if (call.inferred) {
    expect(found?.['x-inferred'], `${describeCall(call)}: a path the documents do not show is marked x-inferred`).to.equal(
      true,
    );
  } else {
    expect(found?.['x-inferred'], `${describeCall(call)}: a path the documents show is not x-inferred`).to.not.equal(
      true,
    );
  }
}

function checkGraphql(call: GraphqlCall): void {
  const schema = graphqlSchema(call.service);
  const root = call.kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  const field = root?.getFields()[call.operation];
  expect(field, `${describeCall(call)} is missing from openapi/${GRAPHQL_DOCUMENTS[call.service]}`).to.exist;
  if (!field || !call.selects) return;
  const result = getNamedType(field.type);
  expect(isObjectType(result), `${describeCall(call)} answers an object type`).to.equal(true);
  if (!isObjectType(result)) return;
  for (const selected of call.selects) {
    expect(result.getFields(), `${describeCall(call)}: ${result.name}.${selected}`).to.have.property(selected);
  }
}

function checkCall(call: ContractCall): void {
  if (isRestCall(call)) checkRest(call);
  else checkGraphql(call);
}

describe('contract: every call of both documents is in the contract', () => {
  describe('000 §7 (shell, browsing, offers, search, launch)', () => {
    for (const call of DOCUMENT_000_CALLS) it(describeCall(call), () => checkCall(call));
  });

  describe('001 §7 (account area and money)', () => {
    for (const call of DOCUMENT_001_CALLS) it(describeCall(call), () => checkCall(call));
  });

  describe('calls named in entities, flows and error catalogues', () => {
    for (const call of ALL_CALLS.filter((c) => !DOCUMENT_000_CALLS.includes(c) && !DOCUMENT_001_CALLS.includes(c))) {
      it(describeCall(call), () => checkCall(call));
    }
  });

  it('lists REST paths as the contract spells them (relative to the base path, with a leading slash)', () => {
    for (const call of ALL_CALLS.filter(isRestCall)) {
      expect(call.path, describeCall(call)).to.match(/^\/[^?#\s]*$/);
      expect(call.path, describeCall(call)).to.not.match(/^\/api\//);
    }
  });

  it('has no operation in a product document that no call accounts for', () => {
    const listed = new Set(ALL_CALLS.filter(isRestCall).map((call) => `${call.service} ${call.method} ${call.path}`));
    for (const service of Object.keys(REST_DOCUMENTS) as RestServiceName[]) {
      const paths = (restDocument(service).paths ?? {}) as Record<string, Node>;
      for (const [path, pathItem] of Object.entries(paths)) {
        for (const method of METHODS.filter((m) => m in pathItem)) {
          expect(listed.has(`${service} ${method} ${path}`), `${service} ${method.toUpperCase()} ${path} is not in section7Calls.ts`).to.equal(
            true,
          );
        }
      }
    }
  });
});
