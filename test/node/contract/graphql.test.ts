import { expect } from 'chai';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import {
  assertValidSchema,
  buildSchema,
  concatAST,
  NoUnusedFragmentsRule,
  specifiedRules,
  type DefinitionNode,
  isNonNullType,
  Kind,
  parse,
  print,
  validate,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import {
  generateGraphqlOperations,
  GENERATED_HEADER,
  GRAPHQL_SERVICES,
  REPO_ROOT,
  type GraphqlService,
} from '../../../scripts/codegen/graphqlCodegen';
import { registryKey } from '../../../scripts/codegen/operationRegistry';
import type { GraphqlOperation, OperationData, OperationVariables } from '../../../sdk/src/graphql/operation';
import {
  contentOperations,
  type AffiliateOffersQueryVariables,
  type AttributionMethod,
  type BonusFieldsFragment,
  type BonusQuery,
  type AvailableBonusesQuery,
  type ChangeCustomerInfoMutationVariables,
  type DeleteFavoriteCategoryMutation,
  type FavoriteRetailersQuery,
  type FavoriteRetailersQueryVariables,
  type HomeRecommendedRetailersQueryVariables,
  type OfferQuery,
  type RecommendedOffersQuery,
  type RetailerNodeQuery,
  type RetailerNodeQueryVariables,
} from '../../../sdk/src/generated/contentOperations';
import {
  paymentsOperations,
  type ExecuteTransferOutMutation,
  type ExecuteTransferOutMutationVariables,
  type FundingType,
  type GetFundingSourcesQuery,
  type GetFundingSourcesQueryVariables,
} from '../../../sdk/src/generated/paymentsOperations';

// Compile-time checks of the generated types: `npm run typecheck` fails when one of these stops holding.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
type Retailer = NonNullable<RetailerNodeQuery['retailerNode']>;
type OfferNode = NonNullable<OfferQuery['offer']>;
type FundingSourceRow = GetFundingSourcesQuery['getFundingSources'][number];
export type GeneratedTypeChecks = [
  Expect<Equal<RetailerNodeQueryVariables, { id: string }>>,
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
  // The four bonus operations select a bonus through one fragment, BonusFields.
  Expect<Equal<Omit<NonNullable<BonusQuery['bonus']>, 'offers'>, BonusFieldsFragment>>,
  Expect<Equal<Omit<AvailableBonusesQuery['availableBonuses'][number], 'offers'>, BonusFieldsFragment>>,
  Expect<Equal<HomeRecommendedRetailersQueryVariables, { limit?: number | null }>>,
  Expect<Equal<AffiliateOffersQueryVariables['retailerIds'], Array<string>>>,
  Expect<Equal<ChangeCustomerInfoMutationVariables['zip'], string | null | undefined>>,
  Expect<Equal<FavoriteRetailersQueryVariables, Record<string, never>>>,
  Expect<Equal<FavoriteRetailersQuery['customerNode']['favoriteRetailers'][number]['retailerId'], string>>,
  Expect<Equal<DeleteFavoriteCategoryMutation, { deleteFavoriteCategory: boolean }>>,
  Expect<Equal<FundingSourceRow['fundingType'], FundingType>>,
  Expect<Equal<FundingSourceRow['customerBalance'], number | null>>,
  Expect<Equal<GetFundingSourcesQueryVariables['types'], Array<FundingType> | null | undefined>>,
  Expect<Equal<ExecuteTransferOutMutationVariables['amount'], number>>,
  Expect<Equal<ExecuteTransferOutMutationVariables['idempotencyKey'], string>>,
  Expect<Equal<ExecuteTransferOutMutation['executeTransferOut'], { transferId: string; createdAt: string }>>,
  Expect<Equal<Retailer['displayTypes'], Array<string>>>,
  Expect<Equal<Retailer['id'], string>>,
  Expect<Equal<FundingType, 'CHECKING' | 'SAVINGS'>>,
  Expect<Equal<Pick<ExecuteTransferOutMutationVariables, 'customerId' | 'fundingSourceId' | 'amount' | 'sessionId'>, { customerId: string; fundingSourceId: string; amount: number; sessionId: string }>>,
  Expect<Equal<OperationData<typeof paymentsOperations.executeTransferOut>, ExecuteTransferOutMutation>>,
  Expect<Equal<OperationVariables<typeof contentOperations.retailerNode>, RetailerNodeQueryVariables>>,
];

const read = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');
const schemaOf = (service: GraphqlService): GraphQLSchema => buildSchema(read(service.schemaFile));
const serviceNamed = (name: string): GraphqlService => {
  const service = GRAPHQL_SERVICES.find((s) => s.name === name);
  if (!service) throw new Error(`no service ${name}`);
  return service;
};
const registries: Record<string, Record<string, GraphqlOperation<unknown, never>>> = {
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

/** A service's document files, repository-relative, sorted by name. */
const documentFilesOf = (service: GraphqlService): string[] =>
  readdirSync(join(REPO_ROOT, service.operationsDir))
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => posix.join(service.operationsDir, file));

/** The generated module of each document file of a service. */
const moduleFilesOf = (service: GraphqlService): string[] =>
  documentFilesOf(service).map((file) => `${service.documentsDir}/${posix.basename(file, '.graphql')}.ts`);

/** The fragments a service's document files define, which any of its operations may spread. */
const fragmentsOf = (service: GraphqlService): DefinitionNode[] =>
  documentFilesOf(service).flatMap((file) => parse(read(file)).definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION));

/** Errors of a document against its service's schema and fragments, as messages. */
const validationErrors = (service: GraphqlService, source: string): string[] => {
  const document = parse(source);
  const own = new Set(document.definitions.map((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? d.name.value : '')));
  const shared = fragmentsOf(service).filter((d) => d.kind === Kind.FRAGMENT_DEFINITION && !own.has(d.name.value));
  const rules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
  return validate(schemaOf(service), concatAST([document, { kind: Kind.DOCUMENT, definitions: shared }]), rules).map((e) => e.message);
};

describe('GraphQL contract', () => {
  describe('schemas', () => {
    for (const service of GRAPHQL_SERVICES) {
      it(`${service.schemaFile} builds with graphql-js and is a valid schema`, () => {
        expect(() => buildSchema(read(service.schemaFile))).not.to.throw();
        expect(() => assertValidSchema(schemaOf(service))).not.to.throw();
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
        const files = documentFilesOf(service);
        expect(files.length).to.be.greaterThan(0);
        const operationNames: string[] = [];
        for (const file of files) {
          const source = read(file);
          expect(validationErrors(service, source), file).to.deep.equal([]);
          const operations = parse(source).definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
          expect(operations.length, file).to.be.at.most(1);
          for (const operation of operations) {
            expect(operation.name?.value, file).to.equal(posix.basename(file, '.graphql'));
            operationNames.push(operation.name!.value);
          }
        }
        expect(new Set(operationNames).size).to.equal(operationNames.length);
        expect(Object.keys(registries[service.name] ?? {}).length).to.equal(operationNames.length);
      });

      it(`${service.name} operations select every query and mutation of the schema`, () => {
        const schema = schemaOf(service);
        const used = new Set<string>();
        for (const file of documentFilesOf(service)) {
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

    it('select a bonus through the BonusFields fragment in each of the four bonus operations', () => {
      for (const name of ['AvailableBonuses', 'Bonus', 'CompletedBonuses', 'RecentlyUnavailableBonuses']) {
        const operation = contentOperations[registryKey(name) as keyof typeof contentOperations];
        expect(operation.document, name).to.match(/\.\.\.BonusFields\b/);
        expect(operation.document, name).to.match(/\n\nfragment BonusFields on Bonus \{/);
      }
    });

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
          /content\/Broken\.graphql[\s\S]*noSuchField/,
        ],
        [
          'a missing required argument',
          'query Broken { retailerNode { id } }',
          /argument "id"[\s\S]*content\/Broken\.graphql/,
        ],
        ['a syntax error', 'query Broken { retailerNode(id: "1") { id }', /content\/Broken\.graphql: does not parse/],
        ['a name unlike its file', 'query Other { category(id: "1") { id } }', /content\/Broken\.graphql: .*named like its file \(Broken\), not Other/],
        [
          'two operations in one file',
          'query Broken { category(id: "1") { id } }\nquery Broken2 { category(id: "2") { id } }',
          /content\/Broken\.graphql: holds 2 operations/,
        ],
        ['an anonymous operation', '{ category(id: "1") { id } }', /content\/Broken\.graphql: .*not anonymously/],
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

      it('and leaves a removed operation’s module out of the generated files', async () => {
        const removed = 'sdk/src/generated/content/OfferTag.ts';
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

    it('are per service its registry module, its schema types and a module per document in its folder', () => {
      const expected = GRAPHQL_SERVICES.flatMap((service) => [
        service.outputFile,
        `${service.documentsDir}/schemaTypes.ts`,
        ...moduleFilesOf(service),
      ]);
      expect(generated.map((g) => g.file)).to.have.members(expected);
      expect(generated).to.have.length(expected.length);
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

    it('start with the generated header', () => {
      for (const { file, contents } of generated) expect(contents.split('\n')[0], file).to.equal(GENERATED_HEADER);
    });

    it('hold each operation’s document in its own module, which the registry module re-exports', async () => {
      for (const service of GRAPHQL_SERVICES) {
        const registryModule = read(service.outputFile);
        const registry = registries[service.name] ?? {};
        for (const file of moduleFilesOf(service)) {
          const module = posix.basename(file, '.ts');
          const name = `${module}Document`;
          const exported = [...read(file).matchAll(/^export const (\w+)/gm)].map((m) => m[1]);
          const operation = registry[registryKey(module)];
          if (!operation) {
            // A fragment's module: spread by operations, registered nowhere.
            expect(exported, file).to.deep.equal([`${module}FragmentDoc`]);
            continue;
          }
          expect(exported, file).to.deep.equal([name]);
          expect(registryModule, service.outputFile).to.contain(`\nexport { ${name} } from './${service.name}/${module}';\n`);
          const loaded = (await import(join(REPO_ROOT, file))) as Record<string, GraphqlOperation<unknown, never>>;
          expect(loaded[name]?.name, file).to.equal(module);
          // Deep, not identical: mocha's tsx loads this dynamic import apart from the static imports above.
          expect(operation, file).to.deep.equal(loaded[name]);
        }
      }
    });

    it('export no name twice across the registry modules the SDK re-exports', () => {
      const names = GRAPHQL_SERVICES.flatMap((service) =>
        [...read(service.outputFile).matchAll(/^export (?:type )?\{ ([^}]+) \}|^export (?:const|type) (\w+)/gm)].flatMap((m) =>
          m[1] ? m[1].split(', ') : [m[2]!],
        ),
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
      // Every registered document is valid against its schema as sent, printed as graphql-js prints it.
      for (const service of GRAPHQL_SERVICES) {
        for (const [key, operation] of Object.entries(registries[service.name] ?? {})) {
          expect(validationErrors(service, operation.document), operation.name).to.deep.equal([]);
          expect(operation.document, operation.name).to.equal(print(parse(operation.document)));
          expect(key).to.equal(operation.name.charAt(0).toLowerCase() + operation.name.slice(1));
        }
      }
    });
  });
});
