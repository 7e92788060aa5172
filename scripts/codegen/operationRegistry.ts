/**
 * A @graphql-codegen plugin writing a service's registry module (sdk/src/generated/<service>Operations.ts):
 * it re-exports each operation's document and types from its own module, the schema's enums and inputs, and
 * registers the documents by camel-cased operation name (what createClipbackSdk binds its helpers from).
 * Config: `service` (the folder of the per-document modules beside this module) and `registry` (the
 * constant's name). It also holds the one rule codegen has no option for: a file holds one operation
 * named like the file, so a document's module, constant and helper can be guessed from each other.
 */
import { basename } from 'node:path';
import { isEnumType, isInputObjectType, Kind, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { PluginFunction, Types } from '@graphql-codegen/plugin-helpers';

export interface RegistryConfig {
  service: string;
  registry: string;
}

interface RegisteredModule {
  /** The module's name under the service folder: the document file's base name. */
  module: string;
  operation?: OperationDefinitionNode;
  fragments: string[];
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
export const registryKey = (operationName: string) => operationName.charAt(0).toLowerCase() + operationName.slice(1);

/** Each document file as a module: its one operation (checked) or its fragments. */
function modulesOf(documents: Types.DocumentFile[]): RegisteredModule[] {
  return documents
    .map((file) => {
      const location = file.location ?? '';
      const module = basename(location, '.graphql');
      const definitions = file.document?.definitions ?? [];
      const operations = definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
      const fragments = definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [d.name.value] : []));
      if (operations.length > 1) throw new Error(`${location}: holds ${operations.length} operations; each file holds one`);
      const [operation] = operations;
      if (operation && operation.name?.value !== module) {
        throw new Error(`${location}: the operation must be named like its file (${module}), not ${operation.name?.value ?? 'anonymously'}`);
      }
      return { module, operation, fragments };
    })
    .sort((a, b) => (a.module < b.module ? -1 : 1));
}

/** The names a service's registry module exports, for the check that two services' modules can be re-exported together. */
export function registryExports(schema: GraphQLSchema, documents: Types.DocumentFile[], config: RegistryConfig): string[] {
  return [...schemaTypeNames(schema), ...modulesOf(documents).flatMap(moduleExports), config.registry];
}

function schemaTypeNames(schema: GraphQLSchema): string[] {
  return Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith('__') && (isEnumType(type) || isInputObjectType(type)))
    .map((type) => type.name)
    .sort();
}

function moduleTypes({ operation, fragments }: RegisteredModule): string[] {
  if (!operation) return fragments.map((name) => `${name}Fragment`);
  const result = `${operation.name!.value}${pascal(operation.operation)}`;
  return [result, `${result}Variables`];
}

function moduleExports(module: RegisteredModule): string[] {
  return module.operation ? [...moduleTypes(module), `${module.module}Document`] : moduleTypes(module);
}

export const plugin: PluginFunction<RegistryConfig> = (schema, documents, config) => {
  const modules = modulesOf(documents);
  const operations = modules.filter((m) => m.operation);
  const from = (module: string) => `'./${config.service}/${module}'`;
  const lines = [
    ...operations.map((m) => `import { ${m.module}Document } from ${from(m.module)};`),
    '',
    `export type { ${schemaTypeNames(schema).join(', ')} } from ${from('schemaTypes')};`,
    ...modules.map((m) => `export type { ${moduleTypes(m).join(', ')} } from ${from(m.module)};`),
    ...operations.map((m) => `export { ${m.module}Document } from ${from(m.module)};`),
    '',
    `export const ${config.registry} = {`,
    ...operations.map((m) => `  ${registryKey(m.module)}: ${m.module}Document,`),
    '} as const;',
    '',
    `export type ${pascal(config.service)}OperationName = keyof typeof ${config.registry};`,
  ];
  return `${lines.join('\n')}\n`;
};
