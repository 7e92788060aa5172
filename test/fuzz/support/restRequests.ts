import { generateSync } from 'json-schema-faker';
import { WEB_APP_TOKEN } from '../../../domain/constants/app';
import type { ContractOperation, ContractService, JsonSchema } from '../../../scripts/sandbox/api/contract';
import { fieldErrors, validatorFor } from '../../../scripts/sandbox/api/schemaValidation';
import type { FuzzCustomers, FuzzRequest } from './fuzzRequest';
import { BAD_AUTHORIZATIONS, HEADER_HOSTILE_STRINGS } from './hostileValues';
import { MUTATION_KINDS, mutateJson, slotsOf, getAt, setAt, type MutationKind, type Path } from './mutations';
import type { Rng } from './rng';

/**
 * Statuses any operation can give before its own rules run: wrong method, body too large, not JSON, and
 * Node's own 414/431 for a request line or headers over its 16 KB limit (answered before any route).
 */
const PLATFORM_STATUSES = new Set([405, 413, 415]);
const TRANSPORT_LIMIT_STATUSES = new Set([414, 431]);

/** The ErrorBody every refusal uses (openapi/shared/errors.yaml), for platform statuses an operation does not list. */
const ERROR_BODY: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' }, code: { type: 'string' }, fields: { type: 'object', additionalProperties: { type: 'string' } } },
  additionalProperties: false,
};

interface RequestParts {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  body: unknown;
  authorization: string | undefined;
  /** Sent as is instead of the JSON of `body` (a syntax error, a prototype key). */
  rawBody?: string;
  contentType: string;
}

/** Names that carry a customer id: the attacker's in a valid sample, the victim's in the other-customer mutation. */
function isCustomerIdSlot(operation: ContractOperation, location: string, name: string): boolean {
  if (['customerId', 'customer_id', 'userId', 'X-Customer-Id', 'X-User-Id'].includes(name)) return true;
  return location === 'path' && name === 'id' && /^\/(v2|web_v1)\/customers\//.test(operation.pathTemplate);
}

/** Ids the catalogue has (1…200) instead of random 32-bit ones, so valid samples reach past "not found". */
function plausibleIds(value: unknown, rng: Rng): void {
  for (const slot of slotsOf(value)) {
    const key = String(slot[slot.length - 1]);
    const parentKey = String(slot[slot.length - 2] ?? '');
    const current = getAt(value, slot);
    const idLike = /(^id$|Id$|_id$)/.test(key) || /(Ids$|_ids$)/.test(parentKey);
    if (idLike && typeof current === 'number') setAt(value, slot, rng.int(1, 200));
    if (idLike && typeof current === 'string' && /^\d+$/.test(current)) setAt(value, slot, String(rng.int(1, 200)));
  }
}

function sample(schema: JsonSchema, rng: Rng): unknown {
  try {
    return generateSync(schema as never, { seed: rng.int(1, 2 ** 31 - 1), optionalsProbability: 0.6, maxDefaultItems: 3, maxDepth: 6 });
  } catch {
    // A schema the library cannot satisfy still gets fuzzed: its mutations start from nothing.
    return {};
  }
}

function validParts(operation: ContractOperation, customers: FuzzCustomers, rng: Rng): RequestParts {
  const parts: RequestParts = {
    path: {},
    query: {},
    header: {},
    body: operation.requestBody ? sample(operation.requestBody.schema, rng) : undefined,
    authorization: `Bearer ${customers.attacker.accessToken}`,
    contentType: 'application/json',
  };
  for (const parameter of operation.parameters) {
    if (parameter.in === 'cookie') continue;
    if (!parameter.required && !rng.chance(0.6)) continue;
    const value = isCustomerIdSlot(operation, parameter.in, parameter.name) ? customers.attacker.customerId : sample(parameter.schema, rng);
    parts[parameter.in][parameter.name] = value;
  }
  plausibleIds(parts.path, rng);
  plausibleIds(parts.query, rng);
  plausibleIds(parts.body, rng);
  for (const slot of slotsOf(parts.body)) {
    if (isCustomerIdSlot(operation, 'body', String(slot[slot.length - 1]))) setAt(parts.body, slot, customers.attacker.customerId);
  }
  return parts;
}

/** Swaps every customer-id slot for the victim's; names the victim in a header when the operation has no such slot. */
function pointAtVictim(operation: ContractOperation, parts: RequestParts, victimId: string): void {
  let swapped = false;
  for (const location of ['path', 'query', 'header'] as const) {
    for (const parameter of operation.parameters.filter((candidate) => candidate.in === location)) {
      if (!isCustomerIdSlot(operation, location, parameter.name)) continue;
      parts[location][parameter.name] = victimId;
      swapped = true;
    }
  }
  for (const slot of slotsOf(parts.body)) {
    if (!isCustomerIdSlot(operation, 'body', String(slot[slot.length - 1]))) continue;
    setAt(parts.body, slot, typeof getAt(parts.body, slot) === 'number' ? Number(victimId) : victimId);
    swapped = true;
  }
  if (!swapped) parts.header['X-Customer-Id'] = victimId;
}

function mutatedParts(operation: ContractOperation, valid: RequestParts, kind: MutationKind, customers: FuzzCustomers, rng: Rng): RequestParts {
  const parts: RequestParts = structuredClone(valid);
  switch (kind) {
    case 'other-customer':
      pointAtVictim(operation, parts, customers.victim.customerId);
      return parts;
    case 'auth':
      parts.authorization = rng.pick(BAD_AUTHORIZATIONS);
      return parts;
    case 'syntax':
      if (rng.chance(0.5)) parts.rawBody = rng.pick(['{"a":', '[1,2,3]', 'null', '"text"', '{"__proto__":{"polluted":true}}', '\u0000', '{'.repeat(5_000)]);
      else parts.contentType = rng.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']);
      return parts;
    default: {
      const headerNames = Object.keys(parts.header);
      // Headers can only carry visible ASCII; a tenth of the mutations go there.
      if (headerNames.length && rng.chance(0.1)) {
        parts.header[rng.pick(headerNames)] = rng.pick(HEADER_HOSTILE_STRINGS);
        return parts;
      }
      // The path and query maps stay maps (their entries are mutated); the body may be replaced whole.
      const isParameterMap = (slot: Path) => slot.length === 1 && slot[0] !== 'body';
      const mutated = mutateJson({ path: parts.path, query: parts.query, body: parts.body }, kind, rng, isParameterMap) as Pick<RequestParts, 'path' | 'query' | 'body'> | undefined;
      return { ...parts, path: mutated?.path ?? {}, query: mutated?.query ?? {}, body: mutated?.body };
    }
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A path segment; a lone surrogate (which encodeURIComponent refuses) goes as the bytes a broken client would send. */
const pathSegment = (value: unknown) =>
  asText(value)
    .split(LONE_SURROGATE)
    .map(encodeURIComponent)
    .join('%ED%A0%80');

function toRequest(service: ContractService, operation: ContractOperation, parts: RequestParts, kind: string): FuzzRequest {
  const path = operation.pathTemplate.replace(/\{([^}]+)\}/g, (_, name: string) => pathSegment(parts.path[name] ?? ''));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(parts.query)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, asText(item));
  }
  const headers: Record<string, string> = { 'X-App-Token': WEB_APP_TOKEN, 'Content-Type': parts.contentType };
  for (const [name, value] of Object.entries(parts.header)) headers[name] = asText(value).replace(/[^\x20-\x7e]/g, '?');
  if (parts.authorization !== undefined) headers.Authorization = parts.authorization;
  const search = query.toString();
  const body = operation.method === 'GET' || operation.method === 'DELETE' ? undefined : (parts.rawBody ?? (parts.body === undefined ? undefined : JSON.stringify(parts.body)));
  return {
    target: `${service.name}.${operation.operationId}`,
    kind,
    method: operation.method,
    url: `${service.basePath}${path}${search ? `?${search}` : ''}`,
    headers,
    body,
    judge: (status, answer) => outsideContract(operation, status, answer),
  };
}

/** Why this answer is not one the operation's contract allows, or null. */
function outsideContract(operation: ContractOperation, status: number, body: unknown): string | null {
  const responses = operation.responses;
  const declared = [String(status), `${String(status)[0]}XX`, 'default'].find((key) => key in responses);
  if (declared === undefined) {
    if (PLATFORM_STATUSES.has(status) && validatorFor(ERROR_BODY)(body)) return null;
    if (TRANSPORT_LIMIT_STATUSES.has(status)) return null;
    return `status ${status} is not declared`;
  }
  const schema = responses[declared];
  if (schema === null || schema === undefined) return null;
  const validate = validatorFor(schema);
  return validate(body) ? null : `${status} body breaks the contract: ${JSON.stringify(fieldErrors(validate.errors))}`;
}

/** Operations left out, and why. */
const NOT_FUZZED: Record<string, string> = {
  // Sandbox test hooks, not product endpoints (404 in production): they act for every customer by design.
  'sandbox.createSandboxToken': 'issues a token for any account (test hook)',
  'sandbox.setSandboxFlags': 'changes the flags every customer sees (test hook)',
  'sandbox.settleSandboxAccountLinks': "settles every customer's account links (test hook)",
  'sandbox.sendSandboxEmailSettingsLink': 'mails any customer a settings link (test hook)',
};

export function restTargets(services: readonly ContractService[]): { target: string; service: ContractService; operation: ContractOperation }[] {
  return services.flatMap((service) =>
    service.operations
      .map((operation) => ({ target: `${service.name}.${operation.operationId}`, service, operation }))
      .filter(({ target }) => !(target in NOT_FUZZED)),
  );
}

/** `validCount` samples of each operation and `mutantCount` mutations of them, every kind in turn. */
export function restRequests(services: readonly ContractService[], customers: FuzzCustomers, rng: Rng, { validCount, mutantCount }: { validCount: number; mutantCount: number }): FuzzRequest[] {
  return restTargets(services).flatMap(({ service, operation }) => {
    const valids = Array.from({ length: validCount }, () => validParts(operation, customers, rng));
    const mutants = Array.from({ length: mutantCount }, (_, index) => {
      const kind = MUTATION_KINDS[index % MUTATION_KINDS.length] as MutationKind;
      return toRequest(service, operation, mutatedParts(operation, rng.pick(valids), kind, customers, rng), kind);
    });
    return [...valids.map((parts) => toRequest(service, operation, parts, 'valid')), ...mutants];
  });
}
