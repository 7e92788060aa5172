import { priceComparePath } from '../../../domain/products/priceCompareTarget';
import { normalizeSearchQuery } from '../../../domain/search/searchQuery';
import { AppLink } from '../AppLink/AppLink';
import { PRICE_COMPARE_LINK_COPY as COPY } from './copy';
import styles from './PriceCompareLink.module.css';

/**
 * A link to price compare searching `query` (trimmed, at most 255 characters), e.g. from the search results:
 * 'Compare prices for “coffee”'. Without a query it opens price compare's empty search.
 */
export function PriceCompareLink({ query, className }: { query: string; className?: string }) {
  const term = normalizeSearchQuery(query);
  return (
    <AppLink href={priceComparePath({ query })} className={`${styles.link}${className ? ` ${className}` : ''}`}>
      {term ? COPY.forQuery(term) : COPY.LABEL}
    </AppLink>
  );
}
