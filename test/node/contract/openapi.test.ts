import SwaggerParser from '@apidevtools/swagger-parser';
import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS from 'openapi-typescript';
import { parse } from 'yaml';
import { EARNINGS_ITEM_TYPE, EARNINGS_STATUS } from '../../../domain/money/earnings';
import { SECURITY_CHECKUP_STATUS } from '../../../domain/customers/securityCheckup';
import { SELECTION_CHANNEL } from '../../../domain/offers/unlock';
import { FLAG } from '../../../domain/constants/flags';

const OPENAPI_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../openapi');
const SHARED_DIR = join(OPENAPI_DIR, 'shared');
const ERRORS_FILE = join(SHARED_DIR, 'errors.yaml');
const ERROR_BODY = `${ERRORS_FILE}#/components/schemas/ErrorBody`;

/** The service map of openapi/README.md: document to sandbox base path. */
const BASE_PATHS: Readonly<Record<string, string>> = {
  'main.yaml': '/api/main',
  'gateway.yaml': '/api/gateway',
  'affiliate-link.yaml': '/api/affiliate-link',
  'extension.yaml': '/api/extension',
  'tracking.yaml': '/api/tracking',
  'flags.yaml': '/api/flags',
  'sandbox.yaml': '/sandbox',
};

/** The one documented exception to ErrorBody (001 §7): the validations refusal. */
const NON_ERROR_BODY_ANSWERS = [{ file: 'main.yaml', path: '/v1/validations.json', method: 'post', status: '403' }];

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

type Node = Record<string, unknown>;

const yamlCache = new Map<string, Node>();
function loadYaml(file: string): Node {
  let document = yamlCache.get(file);
  if (!document) {
    document = parse(readFileSync(file, 'utf8')) as Node;
    yamlCache.set(file, document);
  }
  return document;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `file#/pointer` of a $ref written in `fromFile`. */
function refTarget(fromFile: string, ref: string): string {
  const [filePart, pointer = ''] = ref.split('#');
  const file = filePart ? resolve(dirname(fromFile), filePart) : fromFile;
  return `${file}#${pointer}`;
}

function atPointer(document: Node, pointer: string): unknown {
  return pointer
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, segment) => (isNode(node) ? node[segment] : undefined), document);
}

/** Follows $refs until a node without one; answers the node and the file it is written in. */
function deref(file: string, node: unknown): { file: string; node: unknown } {
  let current = { file, node };
  for (let hops = 0; isNode(current.node) && typeof current.node.$ref === 'string'; hops += 1) {
    if (hops > 20) throw new Error(`$ref loop at ${current.file}`);
    const target = refTarget(current.file, current.node.$ref);
    const [targetFile = '', pointer = ''] = target.split('#');
    current = { file: targetFile, node: atPointer(loadYaml(targetFile), pointer) };
    if (current.node === undefined) throw new Error(`unresolved $ref ${target}`);
  }
  return current;
}

interface Operation {
  file: string;
  name: string;
  path: string;
  method: string;
  operation: Node;
  pathItem: Node;
  document: Node;
}

const documentFiles = readdirSync(OPENAPI_DIR)
  .filter((name) => name.endsWith('.yaml'))
  .sort();
const sharedFiles = readdirSync(SHARED_DIR)
  .filter((name) => name.endsWith('.yaml'))
  .sort();

function operationsOf(name: string): Operation[] {
  const file = join(OPENAPI_DIR, name);
  const document = loadYaml(file);
  const paths = isNode(document.paths) ? document.paths : {};
  return Object.entries(paths).flatMap(([path, pathItem]) =>
    isNode(pathItem)
      ? METHODS.filter((method) => isNode(pathItem[method])).map((method) => ({
          file,
          name,
          path,
          method,
          operation: pathItem[method] as Node,
          pathItem,
          document,
        }))
      : [],
  );
}

const allOperations = documentFiles.flatMap(operationsOf);
const label = (op: Operation) => `${op.name} ${op.method.toUpperCase()} ${op.path}`;

/** Security alternatives that apply to the operation. */
function securityOf(op: Operation): Node[] {
  const security = op.operation.security ?? op.document.security ?? [];
  return (security as Node[]).filter(isNode);
}

function parametersOf(op: Operation): Node[] {
  const raw = [...((op.pathItem.parameters as unknown[]) ?? []), ...((op.operation.parameters as unknown[]) ?? [])];
  return raw.map((parameter) => deref(op.file, parameter).node).filter(isNode);
}

/** The schema $ref target of a response's JSON content, or undefined. */
function responseSchemaTarget(op: Operation, response: unknown): string | undefined {
  const { file, node } = deref(op.file, response);
  if (!isNode(node) || !isNode(node.content)) return undefined;
  const json = node.content['application/json'];
  if (!isNode(json) || !isNode(json.schema) || typeof json.schema.$ref !== 'string') return undefined;
  return refTarget(file, json.schema.$ref);
}

function walk(node: unknown, visit: (node: Node, trail: string) => void, trail = ''): void {
  if (Array.isArray(node)) node.forEach((child, index) => walk(child, visit, `${trail}/${index}`));
  else if (isNode(node)) {
    visit(node, trail);
    for (const [key, child] of Object.entries(node)) walk(child, visit, `${trail}/${key}`);
  }
}

describe('contract: the OpenAPI documents', () => {
  it('has one document per REST service of the README service map, and nothing else', () => {
    expect(documentFiles).to.deep.equal(Object.keys(BASE_PATHS).sort());
  });

  for (const name of documentFiles) {
    it(`${name} is a valid OpenAPI 3.1 document`, async () => {
      const file = join(OPENAPI_DIR, name);
      await SwaggerParser.validate(file);
      const document = loadYaml(file);
      expect(document.openapi).to.equal('3.1.0');
      expect((document.servers as Node[])[0]?.url, 'servers[0] is the sandbox base path').to.equal(BASE_PATHS[name]);
    });
  }

  for (const name of sharedFiles) {
    it(`shared/${name} is a valid OpenAPI 3.1 document`, async () => {
      await SwaggerParser.validate(join(SHARED_DIR, name));
    });
  }

  it('defines ErrorBody as { message, code?, fields?: { [field]: string } }', () => {
    const errorBody = deref(ERRORS_FILE, { $ref: '#/components/schemas/ErrorBody' }).node as Node;
    expect(errorBody.required).to.deep.equal(['message']);
    const properties = errorBody.properties as Node;
    expect(Object.keys(properties).sort()).to.deep.equal(['code', 'fields', 'message']);
    expect((properties.message as Node).type).to.equal('string');
    expect((properties.code as Node).type).to.equal('string');
    expect(((properties.fields as Node).additionalProperties as Node).type).to.equal('string');
  });

  it('gives every operation a camelCase operationId, unique across all documents', () => {
    const seen = new Map<string, string>();
    for (const op of allOperations) {
      const id = op.operation.operationId;
      expect(id, label(op)).to.be.a('string').and.match(/^[a-z][a-zA-Z0-9]*$/);
      expect(seen.has(id as string), `${id} of ${label(op)} is also ${seen.get(id as string)}`).to.equal(false);
      seen.set(id as string, label(op));
    }
    expect(seen.size).to.be.greaterThan(60);
  });

  it('gives every operation a summary and tags the document declares', () => {
    for (const op of allOperations) {
      expect(op.operation.summary, label(op)).to.be.a('string').that.is.not.empty;
      const declared = ((op.document.tags as Node[]) ?? []).map((tag) => tag.name);
      const tags = op.operation.tags as string[];
      expect(tags, label(op)).to.be.an('array').that.is.not.empty;
      for (const tag of tags) expect(declared, `${label(op)} tag ${tag}`).to.include(tag);
    }
  });

  it('answers 400 with ErrorBody on every operation', () => {
    for (const op of allOperations) {
      const responses = op.operation.responses as Node;
      expect(responses['400'], `${label(op)} has no 400`).to.exist;
      expect(responseSchemaTarget(op, responses['400']), label(op)).to.equal(ERROR_BODY);
    }
  });

  it('uses ErrorBody for every 4xx answer, except the documented validations refusal', () => {
    for (const op of allOperations) {
      for (const [status, response] of Object.entries(op.operation.responses as Node)) {
        if (!/^4/.test(status)) continue;
        const exception = NON_ERROR_BODY_ANSWERS.some(
          (answer) => answer.file === op.name && answer.path === op.path && answer.method === op.method && answer.status === status,
        );
        const target = responseSchemaTarget(op, response);
        if (exception) {
          expect(target, `${label(op)} ${status}`).to.be.a('string');
          const [targetFile = '', pointer = ''] = (target as string).split('#');
          const schema = atPointer(loadYaml(targetFile), pointer) as Node;
          const properties = schema.properties as Node;
          expect((properties.error as Node).const, 'error: true').to.equal(true);
          expect((properties.http_status as Node).const, 'http_status: 403').to.equal(403);
        } else {
          expect(target, `${label(op)} ${status}`).to.equal(ERROR_BODY);
        }
      }
    }
  });

  it('answers 401 where a token may be sent, and 403 where it must be', () => {
    for (const op of allOperations) {
      const alternatives = securityOf(op);
      const responses = op.operation.responses as Node;
      const someBearer = alternatives.some((alternative) => 'bearerAuth' in alternative);
      const onlyBearer = alternatives.length > 0 && alternatives.every((alternative) => 'bearerAuth' in alternative);
      if (someBearer) expect(responses['401'], `${label(op)} has no 401`).to.exist;
      if (onlyBearer) expect(responses['403'], `${label(op)} has no 403`).to.exist;
    }
  });

  it('answers 404 wherever an id is looked up in the path', () => {
    for (const op of allOperations) {
      const hasPathParameter = parametersOf(op).some((parameter) => parameter.in === 'path');
      if (hasPathParameter) expect((op.operation.responses as Node)['404'], `${label(op)} has no 404`).to.exist;
    }
  });

  it('declares the security schemes it uses: bearerAuth (HTTP bearer JWT) and appToken (X-App-Token)', () => {
    for (const name of documentFiles) {
      const document = loadYaml(join(OPENAPI_DIR, name));
      const schemes = ((document.components as Node | undefined)?.securitySchemes ?? {}) as Node;
      const used = new Set(
        operationsOf(name).flatMap((op) => securityOf(op).flatMap((alternative) => Object.keys(alternative))),
      );
      for (const scheme of used) expect(schemes, `${name} uses ${scheme}`).to.have.property(scheme);
      if (schemes.bearerAuth) expect(schemes.bearerAuth).to.include({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
      if (schemes.appToken) expect(schemes.appToken).to.include({ type: 'apiKey', in: 'header', name: 'X-App-Token' });
    }
  });

  it('gives every x-inferred an x-inferred-reason of one line', () => {
    let inferred = 0;
    for (const file of [...documentFiles.map((name) => join(OPENAPI_DIR, name)), ...sharedFiles.map((name) => join(SHARED_DIR, name))]) {
      walk(loadYaml(file), (node, trail) => {
        if (!('x-inferred' in node) && !('x-inferred-reason' in node)) return;
        const where = `${file}${trail}`;
        expect(node['x-inferred'], where).to.equal(true);
        expect(node['x-inferred-reason'], where).to.be.a('string').that.matches(/^[^\n]+\S$/);
        inferred += 1;
      });
    }
    expect(inferred).to.be.greaterThan(0);
  });

  it('sends money as integer cents unless a field says otherwise', () => {
    for (const file of [...documentFiles.map((name) => join(OPENAPI_DIR, name)), ...sharedFiles.map((name) => join(SHARED_DIR, name))]) {
      walk(loadYaml(file), (node, trail) => {
        if (node['x-unit'] !== 'cents') return;
        const types = ([] as unknown[]).concat(node.type);
        expect(types, `${file}${trail}`).to.include('integer');
        expect(types.filter((type) => type !== 'null'), `${file}${trail}`).to.deep.equal(['integer']);
      });
    }
  });

  it('names the feature flags as domain/constants/flags.ts does', () => {
    const schemas = (loadYaml(join(SHARED_DIR, 'schemas.yaml')).components as Node).schemas as Node;
    const keys = ((schemas.FlagKey as Node).enum as string[]).slice().sort();
    expect(keys).to.deep.equal(Object.values(FLAG).slice().sort());
    expect(Object.keys((schemas.FlagValues as Node).properties as Node).sort()).to.deep.equal(keys);
  });

  it('spells enums as the domain constants do', () => {
    const shared = (loadYaml(join(SHARED_DIR, 'schemas.yaml')).components as Node).schemas as Node;
    const main = ((loadYaml(join(OPENAPI_DIR, 'main.yaml')).components as Node).schemas as Node);
    const enumOf = (schema: unknown, property: string) =>
      (((schema as Node).properties as Node)[property] as Node).enum as string[];
    expect(enumOf(shared.SecurityCheckupItem, 'status')).to.have.members(Object.values(SECURITY_CHECKUP_STATUS));
    expect(enumOf(main.UnlockOfferRequest, 'platform')).to.have.members(Object.values(SELECTION_CHANNEL));
    expect(enumOf(main.EarningsItem, 'type')).to.have.members(Object.values(EARNINGS_ITEM_TYPE));
    expect(enumOf(main.EarningsItem, 'status')).to.have.members(Object.values(EARNINGS_STATUS));
  });

  for (const name of documentFiles) {
    it(`${name} generates TypeScript types with openapi-typescript`, async function () {
      this.timeout(30_000);
      const ast = await openapiTS(pathToFileURL(join(OPENAPI_DIR, name)));
      expect(ast.length).to.be.greaterThan(0);
    });
  }
});
