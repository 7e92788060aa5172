import { expect } from 'chai';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { differencesOnDisk, generateAll } from '../../../scripts/generate';
import {
  AUTH_CALLBACK_EXEMPT_CALLS,
  GRAPHQL_SERVICES,
  LOCATION_CALLS,
  REST_SERVICES,
  type RestServiceName,
} from '../../../sdk/src/services';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

interface Parameter {
  $ref?: string;
  name?: string;
  in?: string;
}
interface OpenApiDocument {
  servers?: { url: string }[];
  paths?: Record<string, Record<string, unknown> & { parameters?: Parameter[] }>;
  components?: { parameters?: Record<string, Parameter> };
}

function readDocument(file: string): OpenApiDocument {
  return parse(readFileSync(join(root, 'openapi', file), 'utf8')) as OpenApiDocument;
}

const restServices = Object.entries(REST_SERVICES) as [RestServiceName, { document: string; basePath: string }][];
const present = restServices.filter(([, { document }]) => existsSync(join(root, 'openapi', `${document}.yaml`)));

/** Resolves a parameter (inline, local `#/components/…` or `./shared/x.yaml#/components/…` reference). */
function resolveParameter(parameter: Parameter, document: OpenApiDocument): Parameter {
  if (!parameter.$ref) return parameter;
  const [file, pointer = ''] = parameter.$ref.split('#');
  const source = file ? readDocument(file.replace(/^\.\//, '')) : document;
  const name = pointer.split('/').pop() ?? '';
  return resolveParameter(source.components?.parameters?.[name] ?? {}, source);
}

describe('sdk: agreement with the contract (openapi/)', () => {
  it('knows every OpenAPI document as a service', () => {
    const documents = readdirSync(join(root, 'openapi')).filter((name) => name.endsWith('.yaml'));
    const known = restServices.map(([, { document }]) => `${document}.yaml`);
    for (const document of documents) expect(known, `openapi/${document} has no SDK service`).to.include(document);
  });

  for (const [service, { document, basePath }] of present) {
    it(`uses openapi/${document}.yaml's server (${basePath}) as ${service}'s base path`, () => {
      expect(readDocument(`${document}.yaml`).servers?.[0]?.url).to.equal(basePath);
    });
  }

  it('has a GraphQL schema for each GraphQL service', () => {
    for (const { document } of Object.values(GRAPHQL_SERVICES)) {
      expect(existsSync(join(root, 'openapi/graphql', `${document}.graphql`)), document).to.equal(true);
    }
  });

  it('sends X-Location on exactly the REST calls whose documents declare it', () => {
    for (const [service, { document }] of present) {
      const spec = readDocument(`${document}.yaml`);
      const declared: string[] = [];
      for (const [path, item] of Object.entries(spec.paths ?? {})) {
        const operations = METHODS.map((method) => item[method] as { parameters?: Parameter[] } | undefined).filter(Boolean);
        const parameters = [...(item.parameters ?? []), ...operations.flatMap((operation) => operation?.parameters ?? [])];
        const located = parameters.some((parameter) => {
          const resolved = resolveParameter(parameter, spec);
          return resolved.in === 'header' && resolved.name?.toLowerCase() === 'x-location';
        });
        if (located) declared.push(path);
      }
      expect([...(LOCATION_CALLS[service] ?? [])].sort(), service).to.deep.equal(declared.sort());
    }
  });

  it('names e-mail-token calls that exist in the gateway document', () => {
    const gateway = existsSync(join(root, 'openapi/gateway.yaml')) ? readDocument('gateway.yaml') : undefined;
    if (!gateway) return;
    for (const path of AUTH_CALLBACK_EXEMPT_CALLS.gateway ?? []) expect(gateway.paths, path).to.have.property(path);
  });

  it('has generated sources that are current, and none left over (else run `npm run generate`)', async function () {
    this.timeout(60_000);
    const { files, failures } = await generateAll();
    expect(failures).to.deep.equal([]);
    const { outdated, extra } = differencesOnDisk(files);
    expect(outdated.map(({ file }) => file)).to.deep.equal([]);
    expect(extra).to.deep.equal([]);
  });

  it('tells generated files that are missing or stale from files under sdk/src/generated nothing generates', () => {
    const base = mkdtempSync(join(tmpdir(), 'clipback-generated-'));
    try {
      const write = (file: string, contents: string) => {
        mkdirSync(dirname(join(base, file)), { recursive: true });
        writeFileSync(join(base, file), contents);
      };
      write('sdk/src/generated/current.ts', 'current');
      write('sdk/src/generated/stale.ts', 'old');
      write('sdk/src/generated/content/RemovedOperation.ts', 'removed');
      write('sdk/src/other.ts', 'not generated');
      const { outdated, extra } = differencesOnDisk(
        [
          { file: 'sdk/src/generated/current.ts', contents: 'current' },
          { file: 'sdk/src/generated/stale.ts', contents: 'new' },
          { file: 'sdk/src/generated/content/AddedOperation.ts', contents: 'added' },
        ],
        base,
      );
      expect(outdated.map(({ file }) => file)).to.deep.equal([
        'sdk/src/generated/stale.ts',
        'sdk/src/generated/content/AddedOperation.ts',
      ]);
      expect(extra).to.deep.equal(['sdk/src/generated/content/RemovedOperation.ts']);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
