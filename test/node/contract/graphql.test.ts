import { expect } from 'chai';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { buildSchema, isNonNullType, Kind, parse, type GraphQLField, type GraphQLSchema } from 'graphql';
import {
  generateGraphqlOperations,
  GENERATED_HEADER,
  GRAPHQL_SERVICES,
  listOperationFiles,
  loadSchema,
  parseOperation,
  readServiceSources,
  registryKey,
  renderServiceModules,
  REPO_ROOT,
  type GraphqlService,
  type ServiceSources,
} from '../../../scripts/codegen/graphqlOperations';
import type { GraphqlOperation, OperationData, OperationVariables } from '../../../sdk/src/graphql/operation';
import {
  contentOperations,
  type AffiliateOffersVariables,
  type AttributionMethod,
  type BonusQuery,
  type ChangeCustomerInfoVariables,
  type DeleteFavoriteCategoryMutation,
  type FavoriteRetailersQuery,
  type FavoriteRetailersVariables,
  type HomeRecommendedRetailersVariables,
  type OfferQuery,
  type RecommendedOffersQuery,
  type RetailerNodeQuery,
  type RetailerNodeVariables,
} from '../../../sdk/src/generated/contentOperations';
import {
  paymentsOperations,
  type ExecuteTransferOutMutation,
  type ExecuteTransferOutVariables,
  type FundingType,
  type GetFundingSourcesQuery,
  type GetFundingSourcesVariables,
} from '../../../sdk/src/generated/paymentsOperations';

// Compile-time checks of the generated types: `npm run typecheck` fails when one of these stops holding.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
type Retailer = NonNullable<RetailerNodeQuery['retailerNode']>;
type OfferNode = NonNullable<OfferQuery['offer']>;
type FundingSourceRow = GetFundingSourcesQuery['getFundingSources'][number];
export type GeneratedTypeChecks = [
  Expect<Equal<RetailerNodeVariables, { id: string }>>,
  Expect<Equal<Retailer['__typename'], 'Retailer'>>,
  Expect<Equal<Retailer['topAmountBack'], number | null>>,
  Expect<Equal<NonNullable<Retailer['retailerGroup']>['retailerIds'], Array<string>>>,
  Expect<Equal<NonNullable<Retailer['retailerGroup']>['logoUrl'], string | null>>,
  Expect<Equal<OfferNode['attributionMethod'], AttributionMethod | null>>,
  Expect<Equal<AttributionMethod, 'affiliate' | 'nonaffiliate'>>,
  Expect<Equal<OfferNode['expiration'], string | null>>,
  Expect<Equal<OfferNode['activated'], boolean | null>>,
  Expect<Equal<RecommendedOffersQuery['recommendedOffers'][number]['amount'], number | null>>,
  Expect<Equal<NonNullable<BonusQuery['bonus']>['__typename'], 'Bonus'>>,
  Expect<Equal<HomeRecommendedRetailersVariables, { limit?: number | null }>>,
  Expect<Equal<AffiliateOffersVariables['retailerIds'], Array<string>>>,
  Expect<Equal<ChangeCustomerInfoVariables['zip'], string | null | undefined>>,
  Expect<Equal<FavoriteRetailersVariables, Record<string, never>>>,
  Expect<Equal<FavoriteRetailersQuery['customerNode']['favoriteRetailers'][number]['retailerId'], string>>,
  Expect<Equal<DeleteFavoriteCategoryMutation, { deleteFavoriteCategory: boolean }>>,
  Expect<Equal<FundingSourceRow['fundingType'], FundingType>>,
  Expect<Equal<FundingSourceRow['customerBalance'], number | null>>,
  Expect<Equal<GetFundingSourcesVariables['types'], Array<FundingType> | null | undefined>>,
  Expect<Equal<ExecuteTransferOutVariables['amount'], number>>,
  Expect<Equal<ExecuteTransferOutVariables['idempotencyKey'], string>>,
  Expect<Equal<ExecuteTransferOutMutation['executeTransferOut'], { transferId: string; createdAt: string }>>,
  Expect<Equal<OperationData<typeof paymentsOperations.executeTransferOut>, ExecuteTransferOutMutation>>,
  Expect<Equal<OperationVariables<typeof contentOperations.retailerNode>, RetailerNodeVariables>>,
];

const read = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');
const schemaOf = (service: GraphqlService): GraphQLSchema => buildSchema(read(service.schemaFile));
const serviceNamed = (name: string): GraphqlService => {
  const service = GRAPHQL_SERVICES.find((s) => s.name === name);
  if (!service) throw new Error(`no service ${name}`);
  return service;
};
const registries: Record<string, Record<string, GraphqlOperation<unknown, unknown>>> = {
  content: contentOperations,
  payments: paymentsOperations,
};

/** The schema's root fields the operations of a service must cover, as Query.x / Mutation.x. */
const REQUIRED_ROOT_FIELDS: Record<string, string[]> = {
  content: [
    'Query.retailerNode',
    'Query.offer',
    'Query.offers',
    'Query.offersForOfferGroup',
    'Query.retailerCategoryNodes',
    'Query.retailerNodes',
    'Query.homeRecommendedRetailers',
    'Query.fetchBannersByRetailerId',
    'Query.homeSeasonalBanner',
    'Query.category',
    'Query.offerTag',
    'Query.availableBonuses',
    'Query.recentlyUnavailableBonuses',
    'Query.completedBonuses',
    'Query.bonus',
    'Query.customerNode',
    'Query.fetchAffiliateTransactionByLaunchId',
    'Mutation.setFavoriteCategory',
    'Mutation.deleteFavoriteCategory',
    'Mutation.changeCustomerInfo',
  ],
  payments: [
    'Query.getLinkToken',
    'Query.getFundingSources',
    'Mutation.createACHAccount',
    'Mutation.deactivateFundingSource',
    'Mutation.executeTransferOut',
  ],
};

function rootField(schema: GraphQLSchema, path: string): GraphQLField<unknown, unknown> | undefined {
  const [root, name] = path.split('.') as [string, string];
  const type = root === 'Query' ? schema.getQueryType() : schema.getMutationType();
  return type?.getFields()[name];
}

function fieldType(schema: GraphQLSchema, typeName: string, fieldName: string): string {
  const type = schema.getType(typeName);
  if (!type || !('getFields' in type)) throw new Error(`no type ${typeName}`);
  const field = type.getFields()[fieldName];
  if (!field) throw new Error(`no field ${typeName}.${fieldName}`);
  return String(field.type);
}

/** The document module of each operation of a service, in the order the generator lists them. */
const documentFilesOf = (service: GraphqlService): string[] =>
  listOperationFiles(REPO_ROOT, service).map((file) => `${service.documentsDir}/${posix.basename(file, '.graphql')}Document.ts`);

/** The block of generated text that declares `name`, up to the next blank line at the top level. */
function declaration(contents: string, name: string): string {
  const start = contents.search(new RegExp(`^export (interface|type) ${name}\\b`, 'm'));
  if (start < 0) throw new Error(`no declaration of ${name}`);
  const end = contents.indexOf('\n\n', start);
  return contents.slice(start, end < 0 ? undefined : end);
}

describe('GraphQL contract', () => {
  describe('schemas', () => {
    for (const service of GRAPHQL_SERVICES) {
      it(`${service.schemaFile} builds with graphql-js and is a valid schema`, () => {
        expect(() => buildSchema(read(service.schemaFile))).not.to.throw();
        expect(() => loadSchema(service.schemaFile, read(service.schemaFile))).not.to.throw();
      });

      it(`${service.schemaFile} has every query and mutation the documents name`, () => {
        const schema = schemaOf(service);
        const missing = (REQUIRED_ROOT_FIELDS[service.name] ?? []).filter((path) => !rootField(schema, path));
        expect(missing).to.deep.equal([]);
      });

      it(`${service.schemaFile} documents errors and gives every x-inferred mark a reason`, () => {
        const sdl = read(service.schemaFile);
        expect(sdl).to.match(/extensions\.code/);
        for (const code of ['UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT', 'NOT_FOUND', 'INTERNAL']) {
          expect(sdl, code).to.contain(code);
        }
        const lines = sdl.split('\n');
        lines.forEach((line, index) => {
          if (!line.trim().startsWith('# x-inferred')) return;
          expect(line, `line ${index + 1}`).to.match(/^\s*# x-inferred: \S.{5,}/);
          const next = lines.slice(index + 1).find((l) => l.trim() !== '' && !l.trim().startsWith('#'));
          expect(next, `line ${index + 1} marks nothing`).to.match(/^\s*("|\w)/);
        });
      });
    }

    it('carries money as Int cents and keeps display values as String', () => {
      const content = schemaOf(serviceNamed('content'));
      const payments = schemaOf(serviceNamed('payments'));
      for (const [type, field] of [
        ['Offer', 'amount'],
        ['Offer', 'flexSpendTotal'],
        ['Retailer', 'topAmountBack'],
        ['Bonus', 'amount'],
        ['Bonus', 'amountEarned'],
      ] as const) {
        expect(fieldType(content, type, field), `${type}.${field}`).to.equal('Int');
      }
      expect(fieldType(content, 'Offer', 'currentValue')).to.equal('String');
      expect(fieldType(content, 'AffiliateTransaction', 'offerValue')).to.equal('String');
      expect(fieldType(payments, 'FundingSource', 'customerBalance')).to.equal('Int');
      const amount = rootField(payments, 'Mutation.executeTransferOut')?.args.find((a) => a.name === 'amount');
      expect(String(amount?.type)).to.equal('Int!');
    });

    it('gives the documents’ defaults and argument types', () => {
      const content = schemaOf(serviceNamed('content'));
      const defaultOf = (path: string, arg: string) =>
        rootField(content, path)?.args.find((a) => a.name === arg)?.defaultValue;
      expect(defaultOf('Query.homeRecommendedRetailers', 'limit')).to.equal(12);
      expect(defaultOf('Query.offerTag', 'limit')).to.equal(200);
      for (const path of ['Query.availableBonuses', 'Query.recentlyUnavailableBonuses', 'Query.completedBonuses']) {
        expect(defaultOf(path, 'limit'), path).to.equal(2000);
      }
      expect(defaultOf('Query.homeSeasonalBanner', 'placement')).to.equal('HOMESEASONAL');
      for (const path of ['Mutation.setFavoriteCategory', 'Mutation.deleteFavoriteCategory']) {
        const arg = rootField(content, path)?.args.find((a) => a.name === 'categoryId');
        expect(String(arg?.type), path).to.equal('String!');
      }
      const payments = schemaOf(serviceNamed('payments'));
      const source = payments.getType('FundingSource');
      expect(source && 'getFields' in source ? Object.keys(source.getFields()) : []).to.include.members([
        'fundingSourceId',
        'fundingType',
        'vendorType',
        'institutionId',
        'institutionName',
        'last4',
        'logo',
        'status',
        'color',
        'customerBalance',
        'expryYear',
        'expryMonth',
      ]);
      const transfer = rootField(payments, 'Mutation.executeTransferOut');
      const required = transfer?.args.filter((a) => isNonNullType(a.type)).map((a) => a.name);
      expect(required).to.have.members(['customerId', 'fundingSourceId', 'amount', 'sessionId', 'idempotencyKey']);
    });
  });

  describe('operation documents', () => {
    for (const service of GRAPHQL_SERVICES) {
      it(`every ${service.name} operation validates against ${service.schemaFile}, one per file`, () => {
        const schema = loadSchema(service.schemaFile, read(service.schemaFile));
        const files = listOperationFiles(REPO_ROOT, service);
        expect(files.length).to.be.greaterThan(0);
        const parsed = files.map((file) => parseOperation(schema, service.schemaFile, { file, source: read(file) }));
        expect(parsed.length).to.equal(files.length);
        expect(new Set(parsed.map((operation) => operation.name)).size).to.equal(files.length);
        expect(Object.keys(registries[service.name] ?? {}).length).to.equal(files.length);
      });

      it(`${service.name} operations select every query and mutation of the schema`, () => {
        const schema = schemaOf(service);
        const used = new Set<string>();
        for (const file of listOperationFiles(REPO_ROOT, service)) {
          const document = parse(read(file));
          for (const definition of document.definitions) {
            if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
            const root = definition.operation === 'query' ? 'Query' : 'Mutation';
            for (const selection of definition.selectionSet.selections) {
              if (selection.kind === Kind.FIELD) used.add(`${root}.${selection.name.value}`);
            }
          }
        }
        const all = [
          ...Object.keys(schema.getQueryType()?.getFields() ?? {}).map((name) => `Query.${name}`),
          ...Object.keys(schema.getMutationType()?.getFields() ?? {}).map((name) => `Mutation.${name}`),
        ];
        expect(all.filter((path) => !used.has(path))).to.deep.equal([]);
      });
    }

    describe('rejects a bad operation, naming its file', () => {
      let root: string;
      beforeEach(() => {
        root = mkdtempSync(join(tmpdir(), 'clipback-graphql-'));
        cpSync(join(REPO_ROOT, 'openapi/graphql'), join(root, 'openapi/graphql'), { recursive: true });
        cpSync(join(REPO_ROOT, 'sdk/src/graphql/operations'), join(root, 'sdk/src/graphql/operations'), {
          recursive: true,
        });
      });
      afterEach(() => rmSync(root, { recursive: true, force: true }));

      const cases: [string, string, RegExp][] = [
        [
          'a field the schema lacks',
          'query Broken($id: ID!) { retailerNode(id: $id) { id noSuchField } }',
          /content\/Broken\.graphql: operation Broken is not valid against openapi\/graphql\/content\.graphql:[\s\S]*noSuchField/,
        ],
        [
          'a missing required argument',
          'query Broken { retailerNode { id } }',
          /content\/Broken\.graphql: [\s\S]*argument "id"/,
        ],
        ['a syntax error', 'query Broken { retailerNode(id: "1") { id }', /content\/Broken\.graphql: does not parse/],
        ['a name unlike its file', 'query Other { category(id: "1") { id } }', /content\/Broken\.graphql: .*Other\.graphql/],
        [
          'two operations in one file',
          'query Broken { category(id: "1") { id } }\nquery Broken2 { category(id: "2") { id } }',
          /content\/Broken\.graphql: holds 2 operations/,
        ],
        ['an anonymous operation', '{ category(id: "1") { id } }', /content\/Broken\.graphql: the operation has no name/],
      ];
      for (const [what, source, message] of cases) {
        it(`with ${what}`, async () => {
          writeFileSync(join(root, 'sdk/src/graphql/operations/content/Broken.graphql'), source);
          let failure: unknown;
          try {
            await generateGraphqlOperations({ root });
          } catch (error) {
            failure = error;
          }
          expect(failure, 'the generator accepted it').to.be.instanceOf(Error);
          expect((failure as Error).message).to.match(message);
        });
      }

      it('and an operation name used by both services', async () => {
        writeFileSync(
          join(root, 'sdk/src/graphql/operations/payments/Category.graphql'),
          'query Category($customerId: ID!) { getLinkToken(customerId: $customerId) { linkToken } }',
        );
        await generateGraphqlOperations({ root }).then(
          () => expect.fail('the generator accepted it'),
          (error: Error) => expect(error.message).to.match(/would both export CategoryQuery/),
        );
      });

      it('and leaves a removed operation’s document module out of the generated files', async () => {
        const removed = 'sdk/src/generated/content/OfferTagDocument.ts';
        expect((await generateGraphqlOperations({ root })).map((g) => g.file)).to.include(removed);
        rmSync(join(root, 'sdk/src/graphql/operations/content/OfferTag.graphql'));
        const files = await generateGraphqlOperations({ root });
        expect(files.map((g) => g.file)).not.to.include(removed);
        expect(files.find((g) => g.file === 'sdk/src/generated/contentOperations.ts')?.contents).not.to.contain('OfferTag');
      });

      it('while an untouched copy generates the committed files', async () => {
        const files = await generateGraphqlOperations({ root });
        for (const { file, contents } of files) expect(contents, file).to.equal(read(file));
      });
    });
  });

  describe('generated modules', () => {
    let generated: { file: string; contents: string }[];
    before(async () => {
      generated = await generateGraphqlOperations();
    });
    const contentsOf = (file: string) => generated.find((g) => g.file === file)?.contents ?? '';

    it('are per service its module under sdk/src/generated and a document module per operation in its folder', () => {
      expect(generated.map((g) => g.file)).to.deep.equal(
        GRAPHQL_SERVICES.flatMap((service) => [service.outputFile, ...documentFilesOf(service)]),
      );
      for (const service of GRAPHQL_SERVICES) {
        expect(service.documentsDir, service.name).to.equal(`sdk/src/generated/${service.name}`);
      }
    });

    it('are committed and current (staleness check)', () => {
      for (const { file, contents } of generated) {
        let committed: string | null = null;
        try {
          committed = read(file);
        } catch {
          committed = null;
        }
        expect(committed === contents, `${file} is missing or stale: run npm run generate`).to.equal(true);
      }
    });

    it('are deterministic', async () => {
      expect(await generateGraphqlOperations()).to.deep.equal(generated);
    });

    it('start with the generated header and import only their own documents, or types only', () => {
      for (const { file, contents } of generated) expect(contents.split('\n')[0], file).to.equal(GENERATED_HEADER);
      const importsOf = (contents: string) => [...contents.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[0]);
      for (const service of GRAPHQL_SERVICES) {
        const names = documentFilesOf(service).map((file) => posix.basename(file, '.ts'));
        expect(importsOf(contentsOf(service.outputFile)), service.outputFile).to.deep.equal(
          names.map((name) => `import { ${name} } from './${service.name}/${name}';`),
        );
        for (const file of documentFilesOf(service)) {
          const operation = posix.basename(file, 'Document.ts');
          const kind = registries[service.name]?.[registryKey(operation)]?.kind;
          const result = `${operation}${kind === 'mutation' ? 'Mutation' : 'Query'}`;
          expect(importsOf(contentsOf(file)), file).to.deep.equal([
            "import type { GraphqlOperation } from '../../graphql/operation';",
            `import type { ${result}, ${operation}Variables } from '../${service.registry}';`,
          ]);
        }
      }
    });

    it('hold each operation’s document alone in its own module, which the service module re-exports', async () => {
      for (const service of GRAPHQL_SERVICES) {
        const serviceModule = contentsOf(service.outputFile);
        const registry = registries[service.name] ?? {};
        for (const file of documentFilesOf(service)) {
          const name = posix.basename(file, '.ts');
          const exported = [...contentsOf(file).matchAll(/^export .*$/gm)].map((m) => m[0]);
          expect(exported, file).to.have.length(1);
          expect(exported[0], file).to.match(new RegExp(`^export const ${name}: GraphqlOperation<`));
          expect(serviceModule, service.outputFile).to.contain(`\nexport { ${name} } from './${service.name}/${name}';\n`);
          expect(serviceModule, service.outputFile).not.to.match(new RegExp(`^export const ${name}\\b`, 'm'));
          const module = (await import(join(REPO_ROOT, file))) as Record<string, GraphqlOperation<unknown, unknown>>;
          const operation = module[name];
          expect(operation?.name, file).to.equal(name.replace(/Document$/, ''));
          // Deep, not identical: mocha's tsx loads this dynamic import apart from the static imports above.
          expect(registry[registryKey(operation!.name)], file).to.deep.equal(operation);
        }
      }
    });

    it('export no name twice across the generated modules', () => {
      const names = generated.flatMap(({ contents }) =>
        [...contents.matchAll(/^export (?:interface|type|const) (\w+)/gm)].map((m) => m[1]),
      );
      expect(names.length).to.be.greaterThan(0);
      expect(names.filter((name, index) => names.indexOf(name) !== index)).to.deep.equal([]);
    });

    it('register each operation under its camel-cased name with its kind and document', () => {
      expect(contentOperations.retailerNode.name).to.equal('RetailerNode');
      expect(contentOperations.retailerNode.kind).to.equal('query');
      expect(contentOperations.retailerNode.document).to.match(/^query RetailerNode\(\$id: ID!\) \{/);
      expect(contentOperations.setFavoriteCategory.kind).to.equal('mutation');
      expect(paymentsOperations.createACHAccount.name).to.equal('CreateACHAccount');
      expect(paymentsOperations.executeTransferOut.document).to.contain('idempotencyKey: $idempotencyKey');
      const registryKeys = Object.keys(contentOperations);
      expect(registryKeys).to.deep.equal([...registryKeys].sort());
      // Every registered document is valid against its schema as sent.
      for (const service of GRAPHQL_SERVICES) {
        const schema = loadSchema(service.schemaFile, read(service.schemaFile));
        for (const [key, operation] of Object.entries(registries[service.name] ?? {})) {
          expect(() =>
            parseOperation(schema, service.schemaFile, { file: `${operation.name}.graphql`, source: operation.document }),
          ).not.to.throw();
          expect(key).to.equal(operation.name.charAt(0).toLowerCase() + operation.name.slice(1));
        }
      }
    });

    it('declare the expected fields with the right TypeScript types', () => {
      const content = contentsOf('sdk/src/generated/contentOperations.ts');
      const payments = contentsOf('sdk/src/generated/paymentsOperations.ts');
      const retailer = declaration(content, 'RetailerNodeQuery');
      expect(retailer).to.contain("__typename: 'Retailer';");
      expect(retailer).to.contain('id: string;');
      expect(retailer).to.contain('topAmountBack: number | null;');
      expect(retailer).to.contain('displayTypes: Array<string>;');
      expect(retailer).to.match(/retailerGroup: \{[\s\S]*retailerIds: Array<string>;[\s\S]*\} \| null;/);
      expect(declaration(content, 'RetailerNodeVariables')).to.contain('id: string;');
      expect(declaration(content, 'AttributionMethod')).to.contain("'affiliate' | 'nonaffiliate'");
      expect(declaration(content, 'RecommendedOffersQuery')).to.contain('recommendedOffers: Array<{');
      expect(declaration(content, 'HomeRecommendedRetailersVariables')).to.contain('limit?: number | null;');
      expect(declaration(content, 'FavoriteRetailersVariables')).to.contain('Record<string, never>');
      expect(declaration(content, 'DeleteFavoriteCategoryMutation')).to.contain('deleteFavoriteCategory: boolean;');
      const transfer = declaration(payments, 'ExecuteTransferOutVariables');
      for (const line of ['customerId: string;', 'fundingSourceId: string;', 'amount: number;', 'sessionId: string;']) {
        expect(transfer).to.contain(line);
      }
      expect(declaration(payments, 'GetFundingSourcesQuery')).to.contain('fundingType: FundingType;');
      expect(declaration(payments, 'GetFundingSourcesVariables')).to.contain('types?: Array<FundingType> | null;');
      expect(declaration(payments, 'FundingType')).to.contain("'CHECKING' | 'SAVINGS'");
    });
  });

  describe('the type walk', () => {
    const sdl = `
      "When."
      scalar Instant
      enum Colour { RED GREEN }
      input Range { from: Int = 0, to: Int!, nested: Inner }
      input Inner { colour: Colour! }
      interface Node { id: ID! }
      type Shop implements Node { id: ID!, name: String!, colour: Colour, openedAt: Instant }
      type Item implements Node { id: ID!, price: Int!, tags: [String]! }
      union Thing = Shop | Item
      type Query { node(id: ID!): Node, things(range: Range, colours: [Colour!]! = [RED]): [Thing!]! }
    `;
    const sourcesOf = (source: string): ServiceSources => ({
      schemaFile: 'test.graphql',
      outputFile: 'sdk/src/generated/testOperations.ts',
      documentsDir: 'sdk/src/generated/test',
      sdl,
      registry: 'testOperations',
      operations: [{ file: 'ops/Things.graphql', source }],
    });
    /** The service module and the one document module, joined: the assertions below look at either. */
    const render = (source: string) =>
      renderServiceModules(sourcesOf(source))
        .files.map(({ contents }) => contents)
        .join('\n');

    it('handles aliases, __typename, inline fragments on concrete types, named fragments and @include', () => {
      const out = render(`
        query Things($range: Range, $withPrice: Boolean!) {
          all: things(range: $range) {
            __typename
            ... on Shop { shopId: id name colour openedAt }
            ... on Item { id price @include(if: $withPrice) ...ItemTags }
          }
          node(id: "1") { id ... on Shop { name } }
        }
        fragment ItemTags on Item { tags }
      `);
      const result = declaration(out, 'ThingsQuery');
      expect(result).to.contain(
        [
          '  all: Array<{',
          "    __typename: 'Item';",
          '    id: string;',
          '    price?: number;',
          '    tags: Array<string | null>;',
          '  } | {',
          "    __typename: 'Shop';",
          '    shopId: string;',
          '    name: string;',
          '    colour: Colour | null;',
          '    /** Instant: When. */',
          '    openedAt: string | null;',
          '  }>;',
        ].join('\n'),
      );
      expect(result).to.match(/node: \{\n {4}id: string;\n {2}\} \| \{\n {4}id: string;\n {4}name: string;\n {2}\} \| null;/);
      const variables = declaration(out, 'ThingsVariables');
      expect(variables).to.contain('range?: Range | null;');
      expect(variables).to.contain('withPrice: boolean;');
      expect(declaration(out, 'Range')).to.match(/from\?: number \| null;\n {2}to: number;\n {2}nested\?: Inner \| null;/);
      expect(declaration(out, 'Inner')).to.contain('colour: Colour;');
      expect(declaration(out, 'Colour')).to.contain("export type Colour = 'RED' | 'GREEN';");
      expect(out).to.contain('export const ThingsDocument: GraphqlOperation<ThingsQuery, ThingsVariables> = {');
      expect(out).to.contain("import type { ThingsQuery, ThingsVariables } from '../testOperations';");
      expect(out).to.contain("export { ThingsDocument } from './test/ThingsDocument';");
      expect(out).to.contain('  things: ThingsDocument,');
    });

    it('puts the service module first and each document in the service’s documents folder', () => {
      const { files } = renderServiceModules(sourcesOf('query Things { things { __typename } }'));
      expect(files.map(({ file }) => file)).to.deep.equal([
        'sdk/src/generated/testOperations.ts',
        'sdk/src/generated/test/ThingsDocument.ts',
      ]);
    });

    it('makes a non-null variable with a default optional but not nullable', () => {
      const out = render('query Things($colours: [Colour!]! = [GREEN]) { things(colours: $colours) { __typename } }');
      expect(declaration(out, 'ThingsVariables')).to.contain('colours?: Array<Colour>;');
    });

    it('escapes documents for the template literal', () => {
      const out = render('query Things { node(id: "a`b${c}\\\\d") { id } }');
      expect(out).to.contain('node(id: "a\\`b\\${c}\\\\\\\\d")');
    });
  });

  it('reads the sources of each service from the repository', () => {
    for (const service of GRAPHQL_SERVICES) {
      const sources = readServiceSources(REPO_ROOT, service);
      expect(sources.operations.map((o) => o.file)).to.deep.equal(listOperationFiles(REPO_ROOT, service));
      expect(sources.sdl).to.equal(read(service.schemaFile));
    }
  });
});
