import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema } from './contract';

/**
 * One Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) for the whole contract. Not strict: the
 * contract carries OpenAPI keywords (`x-unit`, `x-inferred`, `example`) that are not JSON Schema.
 */
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
(addFormats as unknown as (instance: Ajv2020) => void)(ajv);

const compiled = new WeakMap<object, ValidateFunction>();

/** Compiles on first use and caches by schema object, so startup does not pay for every operation. */
export function validatorFor(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

const MAX_FIELD_ERRORS = 20;

/** The ranges of OpenAPI's integer formats, for the message of a value outside one. */
const INTEGER_FORMAT_RANGES: Record<string, string> = {
  int32: `${-(2 ** 31)} to ${2 ** 31 - 1}`,
  int64: `${Number.MIN_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}`,
};

function humanMessage(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'type':
      return `must be ${String(error.params.type).replace(',', ' or ')}`;
    case 'enum':
      return `must be one of: ${(error.params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'additionalProperties':
      return `is not a known field`;
    case 'format': {
      const range = INTEGER_FORMAT_RANGES[String(error.params.format)];
      return range ? `must be a whole number from ${range}` : (error.message ?? 'is not valid');
    }
    default:
      return error.message ?? 'is not valid';
  }
}

/**
 * Ajv errors as the ErrorBody `fields` map: dotted field path → message
 * ('customer.zip' → 'must be string'). `prefix` names the part for parameters ('query.limit').
 */
export function fieldErrors(errors: readonly ErrorObject[] | null | undefined, prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors ?? []) {
    const segments = error.instancePath.split('/').filter(Boolean).map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
    if (error.keyword === 'additionalProperties') segments.push(String(error.params.additionalProperty));
    const field = [prefix, ...segments].filter(Boolean).join('.') || 'body';
    if (!(field in fields)) fields[field] = humanMessage(error);
    if (Object.keys(fields).length >= MAX_FIELD_ERRORS) break;
  }
  return fields;
}
