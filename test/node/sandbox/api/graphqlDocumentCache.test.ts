import { expect } from 'chai';
import { parse } from 'graphql';
import { createDocumentCache } from '../../../../scripts/sandbox/api/graphqlDocumentCache';
import { MAX_QUERY_LENGTH } from '../../../../scripts/sandbox/api/graphqlLimits';

describe('sandbox GraphQL document cache', () => {
  const queryOfLength = (length: number, tag: number) => {
    const head = `{ __typename } # ${tag} `;
    return head + 'x'.repeat(length - head.length);
  };

  it('stays within its byte bound however many distinct queries arrive, dropping the least recently used', () => {
    const maxBytes = 8 * 1024 * 1024;
    const cache = createDocumentCache(maxBytes);
    const first = queryOfLength(MAX_QUERY_LENGTH, 0);
    cache.set(first, parse(first));
    for (let tag = 1; tag <= 600; tag += 1) {
      const query = queryOfLength(MAX_QUERY_LENGTH, tag);
      cache.set(query, parse(query));
      // The first query keeps being used, so it is never the one dropped.
      expect(cache.get(first), `after ${tag}`).not.to.equal(undefined);
      expect(cache.calculatedSize).to.be.at.most(maxBytes);
    }
    expect(cache.size).to.be.below(600);
    expect(cache.get(queryOfLength(MAX_QUERY_LENGTH, 1))).to.equal(undefined);
    expect(cache.get(queryOfLength(MAX_QUERY_LENGTH, 600))).not.to.equal(undefined);
  });

  it('counts a document by its query text, so many short queries fit where few long ones do', () => {
    const short = createDocumentCache(8 * 1024 * 1024);
    for (let tag = 0; tag < 100; tag += 1) short.set(queryOfLength(500, tag), parse('{ __typename }'));
    expect(short.size).to.equal(100);
    const long = createDocumentCache(8 * 1024 * 1024);
    for (let tag = 0; tag < 100; tag += 1) long.set(queryOfLength(MAX_QUERY_LENGTH, tag), parse('{ __typename }'));
    expect(long.size).to.be.at.most(8);
  });
});
