import { expect } from 'chai';
import { sdkProductSearchGateway } from '../../../adapters/products/sdkProductSearchGateway';
import { normalizeName, PRODUCT_SEARCH_EXCLUSIONS } from '../../../domain/products/productSearch';
import { describeProductSearchContract } from '../../contracts/productSearchContract';
import { PRODUCT_FIXTURE as F, seededProducts } from '../../support/productMother';
import { useSharedSandbox } from '../../support/sharedSandbox';

describe('product search port: the twin', () => {
  describeProductSearchContract('MemoryProductSearchGateway', async () => {
    const gateway = seededProducts();
    return { gateway, word: F.WORD, upcSoldByExcluded: gateway.products[0]?.upc ?? '', unknownUpc: F.UNKNOWN_UPC };
  });
});

describe('product search port: the SDK adapter against the sandbox (real HTTP)', function () {
  const harness = useSharedSandbox();
  describeProductSearchContract('sdkProductSearchGateway', async () => {
    const { db } = harness.sandbox;
    const names = (await db.query<{ name: string }>('SELECT name FROM products')).map((row) => row.name);
    const counts = new Map<string, number>();
    for (const name of names) for (const word of new Set(normalizeName(name).split(' '))) if (word.length >= 4) counts.set(word, (counts.get(word) ?? 0) + 1);
    const word = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
    const soldByExcluded = await db.one<{ upc: string }>(
      `SELECT upc FROM product_retailers GROUP BY upc
        HAVING bool_or(lower(name) = ANY($1::text[])) AND bool_or(NOT lower(name) = ANY($1::text[]))
        ORDER BY upc LIMIT 1`,
      [PRODUCT_SEARCH_EXCLUSIONS],
    );
    expect(soldByExcluded, 'the seed has products an excluded marketplace also sells').to.not.equal(null);
    return { gateway: sdkProductSearchGateway(harness.anonymous), word, upcSoldByExcluded: soldByExcluded?.upc ?? '', unknownUpc: F.UNKNOWN_UPC };
  });
});
