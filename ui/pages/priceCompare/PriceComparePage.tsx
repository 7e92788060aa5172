import { observer } from 'mobx-react-lite';
import { useId, useRef, type FormEvent } from 'react';
import { retailerPath } from '../../../domain/browsing/paths';
import { formatCents } from '../../../domain/formatting/currency';
import type { Product, ProductSeller } from '../../../domain/products/Product';
import { priceComparePath } from '../../../domain/products/priceCompareTarget';
import { sellersByPrice } from '../../../domain/products/sellersByPrice';
import { AppLink, ExternalLink } from '../../components/AppLink/AppLink';
import { TextField } from '../../components/Field/Field';
import { StateBox } from '../../components/StateBox/StateBox';
import { usePageModel } from '../../stores/usePageModel';
import { PRICE_COMPARE_COPY as COPY } from './copy';
import { PriceComparePageModel } from './PriceComparePageModel';
import formStyles from '../../components/SendForm/SendForm.module.css';
import styles from './PriceComparePage.module.css';
import { SEARCH_MAX_LENGTH } from '../../../domain/search/searchQuery';

/**
 * Price compare (000 §2 price-compare): a product search (?q=) and one product (?upc=), each product with its
 * picture, name, UPC and the retailers selling it with price and stock. A catalogue retailer links to its page
 * in the app; any other seller to its own page, in a new tab.
 */
export default observer(function PriceComparePage() {
  const page = usePageModel(PriceComparePageModel);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{COPY.TITLE}</h1>
      <SearchForm page={page} />
      <Results page={page} />
    </div>
  );
});

const SearchForm = observer(function SearchForm({ page }: { page: PriceComparePageModel }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!page.submit()) input.current?.focus();
  };
  return (
    <form role="search" className={`${formStyles.form} ${styles.form}`} onSubmit={onSubmit} noValidate>
      <TextField
        ref={input}
        id={inputId}
        type="search"
        name="q"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        label={COPY.FIELD_LABEL}
        hint={COPY.FIELD_HINT}
        value={page.input}
        onChange={page.setInput}
        error={page.emptySubmit ? COPY.EMPTY_QUERY : null}
        action={
          <button type="submit" className={formStyles.button}>
            {COPY.SUBMIT}
          </button>
        }
      />
    </form>
  );
});

const Results = observer(function Results({ page }: { page: PriceComparePageModel }) {
  const titleId = useId();
  const { shown, status, products } = page;
  if (status === 'loading' || status === 'idle') {
    return <StateBox state="loading">{COPY.LOADING}</StateBox>;
  }
  if (status === 'error') {
    return (
      <StateBox state="error" framed onRetry={() => void page.retry()} retryLabel={COPY.TRY_AGAIN}>
        {COPY.ERROR}
      </StateBox>
    );
  }
  if (shown.kind === 'none') return <p className={styles.message}>{COPY.INTRO}</p>;
  if (shown.kind !== 'search' && products.length === 0) {
    return (
      <div role="status" className={styles.messageBox}>
        <p className={styles.messageTitle}>{COPY.PRODUCT_NOT_FOUND}</p>
        <p className={styles.message}>{COPY.PRODUCT_NOT_FOUND_HINT}</p>
      </div>
    );
  }
  if (shown.kind === 'search' && products.length === 0) {
    return (
      <div role="status" className={styles.messageBox}>
        <p className={styles.messageTitle}>{COPY.noResults(shown.query)}</p>
        <p className={styles.message}>{COPY.NO_RESULTS_HINT}</p>
      </div>
    );
  }
  const single = shown.kind === 'product';
  return (
    <section aria-labelledby={single ? undefined : titleId} aria-label={single ? products[0]?.name : undefined}>
      {shown.kind === 'search' && (
        <h2 id={titleId} className={styles.resultsTitle}>
          {COPY.resultsTitle(products.length, shown.query)}
        </h2>
      )}
      <ul className={styles.products}>
        {products.map((product) => (
          <li key={product.upc ?? product.name}>
            <ProductCard product={product} linkToProduct={!single} onSellerFollowed={(seller) => page.sellerFollowed(product, seller)} />
          </li>
        ))}
      </ul>
    </section>
  );
});

function ProductCard({
  product,
  linkToProduct,
  onSellerFollowed,
}: {
  product: Product;
  linkToProduct: boolean;
  onSellerFollowed: (seller: ProductSeller) => void;
}) {
  const nameId = useId();
  const { sellers, lowest } = sellersByPrice(product.retailers);
  // Under the results' heading in a search; the page's only product (right under the h1) by UPC.
  const Name = linkToProduct ? 'h3' : 'h2';
  return (
    <article className={styles.product} aria-labelledby={nameId}>
      <div className={styles.productHead}>
        {product.imageUrl ? <img className={styles.image} src={product.imageUrl} alt="" width={96} height={96} loading="lazy" /> : <span className={styles.image} />}
        <div className={styles.productText}>
          <Name id={nameId} className={styles.productName}>
            {linkToProduct && product.upc ? <AppLink href={priceComparePath({ upc: product.upc })}>{product.name}</AppLink> : product.name}
          </Name>
          {product.upc && <p className={styles.upc}>{COPY.upc(product.upc)}</p>}
        </div>
      </div>
      <table className={styles.sellers}>
        <caption className="visually-hidden">{COPY.SELLERS_CAPTION(product.name)}</caption>
        <thead>
          <tr>
            <th scope="col">{COPY.RETAILER}</th>
            <th scope="col" className={styles.numeric}>
              {COPY.PRICE}
            </th>
            <th scope="col">{COPY.STOCK}</th>
          </tr>
        </thead>
        <tbody>
          {sellers.map((seller, index) => (
            <tr key={`${seller.name}-${index}`}>
              <th scope="row" className={styles.seller}>
                <SellerLink seller={seller} onFollow={() => onSellerFollowed(seller)} />
              </th>
              <td className={styles.numeric}>
                {seller.priceCents === null ? COPY.UNKNOWN : formatCents(seller.priceCents)}
                {seller === lowest && <span className={styles.lowest}>{COPY.LOWEST_PRICE}</span>}
              </td>
              <td className={`${styles.stock}${seller.inStock === false ? ` ${styles.outOfStock}` : ''}`}>
                {seller.inStock === null ? COPY.UNKNOWN : seller.inStock ? COPY.IN_STOCK : COPY.OUT_OF_STOCK}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

/** A catalogue retailer's page in the app; any other seller's own page in a new tab; else just its name. */
function SellerLink({ seller, onFollow }: { seller: ProductSeller; onFollow: () => void }) {
  if (seller.retailerId !== null) {
    return (
      <AppLink href={retailerPath({ id: seller.retailerId, name: seller.name })} onClick={onFollow}>
        {seller.name}
      </AppLink>
    );
  }
  if (seller.url) {
    return (
      <ExternalLink href={seller.url} onNavigate={onFollow}>
        {seller.name}
      </ExternalLink>
    );
  }
  return <>{seller.name}</>;
}
