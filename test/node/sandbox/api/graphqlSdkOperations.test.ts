import { expect } from 'chai';
import {
  buildSchema,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  typeFromAST,
  valueFromAST,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { LIMITS } from '../../../../domain/constants/limits';
import { createGraphqlService, executableSchema, GraphqlRequestError, type ResolverMap } from '../../../../scripts/sandbox/api/graphqlService';
import { createSandboxServer } from '../../../../scripts/sandbox/server';
import { contentOperations } from '../../../../sdk/src/generated/contentOperations';
import { paymentsOperations } from '../../../../sdk/src/generated/paymentsOperations';
import { GRAPHQL_SERVICES } from '../../../../sdk/src/services';
import { fakeAuthenticator } from '../../../support/fakeAuthenticator';
import { close, listenOnFreePort } from '../../../support/listen';

/** The most ids the app asks for at once: an offer tag's offers (OfferTag, then OffersByIds with limit = the ids' count). */
const LONGEST_ID_LIST = LIMITS.OFFER_TAG_LIMIT;

/** A sample value of a variable's type; lists at their longest, limits at the document's default (a domain constant). */
function sampleValue(type: GraphQLInputType, name: string, defaultValue: unknown): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return Array.from({ length: LONGEST_ID_LIST }, (_, index) => sampleValue(inner.ofType, name, undefined) ?? String(index));
  if (name === 'limit') return defaultValue ?? LONGEST_ID_LIST;
  if (isEnumType(inner)) return inner.getValues()[0]?.name;
  const samples: Record<string, unknown> = { ID: '1', String: 'x', Int: 2000, Float: 1.5, Boolean: true, Date: '1990-01-01', DateTime: '2026-01-01T00:00:00Z' };
  return samples[inner.name];
}

/**
 * Every operation the SDK ships, sent with the largest variables the app sends, passes every limit and
 * check before execution: it reaches its resolver (a stub that answers NOT_FOUND).
 */
describe('sandbox GraphQL: every SDK operation passes the request limits', () => {
  const registries = { content: contentOperations, payments: paymentsOperations };

  for (const [service, { document, basePath }] of Object.entries(GRAPHQL_SERVICES)) {
    describe(service, () => {
      const sdl = readFileSync(join(import.meta.dirname, '../../../../openapi/graphql', `${document}.graphql`), 'utf8');
      const reached: string[] = [];
      let server: Server;
      let url: string;

      before(async () => {
        const resolvers: ResolverMap = {};
        for (const type of [buildSchema(sdl).getQueryType(), buildSchema(sdl).getMutationType()]) {
          if (!isObjectType(type)) continue;
          resolvers[type.name] = Object.fromEntries(
            Object.keys(type.getFields()).map((field) => [
              field,
              () => {
                reached.push(field);
                throw new GraphqlRequestError('NOT_FOUND', 'Stub resolver.');
              },
            ]),
          );
        }
        const schema = executableSchema(sdl, resolvers);
        server = createSandboxServer({ distDir: '/nonexistent', services: [createGraphqlService({ name: service, prefix: basePath, schema, authenticator: fakeAuthenticator })] });
        url = (await listenOnFreePort(server)) + basePath;
      });
      after(() => close(server));

      const operations = Object.values(registries[service as keyof typeof registries]);
      it('has operations to check', () => expect(operations).not.to.be.empty);

      for (const operation of operations) {
        it(`${operation.name} reaches its resolver`, async () => {
          const schema = buildSchema(sdl);
          const definition = parse(operation.document).definitions[0] as OperationDefinitionNode;
          const variables = Object.fromEntries(
            (definition.variableDefinitions ?? []).map((variable) => {
              const type = typeFromAST(schema, variable.type as never) as GraphQLInputType;
              const defaultValue = variable.defaultValue ? valueFromAST(variable.defaultValue, type) : undefined;
              return [variable.variable.name.value, sampleValue(type, variable.variable.name.value, defaultValue)];
            }),
          );
          reached.length = 0;
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: 'Bearer token-for-1' },
            body: JSON.stringify({ query: operation.document, variables, operationName: operation.name }),
          });
          const body = await response.json();
          expect(response.status, JSON.stringify(body)).to.equal(200);
          expect(body.errors.map((error: { extensions: { code: string } }) => error.extensions.code)).to.deep.equal(['NOT_FOUND']);
          expect(reached).to.have.length(1);
        });
      }
    });
  }
});
