import type { ContractParameter, JsonSchema } from './contract';

function typesOf(schema: JsonSchema): string[] {
  const type = schema.type;
  return Array.isArray(type) ? type.map(String) : typeof type === 'string' ? [type] : [];
}

/** A raw text value read as the schema's type; left as text when it does not fit (validation then says so). */
function coerceScalar(raw: string, schema: JsonSchema): unknown {
  const types = typesOf(schema);
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(raw.trim())) return Number(raw);
  if (types.includes('boolean') && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

/**
 * Path, query and header values arrive as text; the contract types them. Arrays in the query are
 * repeated keys (`ids=1&ids=2`, OpenAPI's form/explode default); a single comma list is accepted too.
 */
export function coerceParameter(parameter: ContractParameter, values: readonly string[]): unknown {
  if (values.length === 0) return undefined;
  const schema = parameter.schema;
  if (typesOf(schema).includes('array')) {
    const items = (schema.items as JsonSchema | undefined) ?? {};
    const all = values.length === 1 ? (values[0] ?? '').split(',').filter((value) => value !== '') : values;
    return all.map((value) => coerceScalar(value, items));
  }
  return coerceScalar(values[values.length - 1] ?? '', schema);
}

/** The JSON Schema of one parameter location as an object, for a single validation pass. */
export function locationSchema(parameters: readonly ContractParameter[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}
