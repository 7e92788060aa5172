import type { DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/**
 * A parsed document weighs 40–100 bytes per character of its query text (measured on the SDK's operations
 * and on alias-heavy documents); the cache counts the upper end, so its real size stays under its bound.
 */
const BYTES_PER_QUERY_CHARACTER = 128;
/** About 250 documents the size of the SDK's largest (every one the app sends, many times over), or 32 at the length limit. */
export const DOCUMENT_CACHE_BYTES = 32 * 1024 * 1024;

/** Validated documents by query text, least recently used dropped first once their estimated bytes exceed the bound. */
export function createDocumentCache(maxBytes = DOCUMENT_CACHE_BYTES): LRUCache<string, DocumentNode> {
  return new LRUCache<string, DocumentNode>({
    maxSize: maxBytes,
    sizeCalculation: (_document, query) => Math.max(1, query.length * BYTES_PER_QUERY_CHARACTER),
  });
}
