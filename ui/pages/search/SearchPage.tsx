import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { SHELL_LABEL } from '../../app/copy';
import { AppLink } from '../../components/AppLink/AppLink';
import { OFFER_COPY } from '../../components/offers/copy';
import { ArrivingOfferGrid } from '../../components/offers/OfferGrid';
import { Pagination } from '../../components/Pagination/Pagination';
import { PriceCompareLink } from '../../components/PriceCompareLink/PriceCompareLink';
import page from '../../components/retailers/BrowsingPage.module.css';
import { RetailerGrid } from '../../components/retailers/RetailerGrid';
import { RETAILER_LIST_NAME } from '../../components/retailers/tracking';
import { useStores } from '../../stores/StoresContext';
import { usePageModel } from '../../stores/usePageModel';
import { SEARCH_PAGE_COPY as COPY } from './copy';
import styles from './SearchPage.module.css';
import { SearchPageModel } from './SearchPageModel';
import { StateBox } from '../../components/StateBox/StateBox';

/**
 * /search?q= (000 §2, §4): the retailers, offers (50 a page) and bonuses of a search, "Did you mean …?" with the
 * search exactly as typed, the retailer-specific search, and the prompt, loading, empty and error states. The
 * term is shown as text wherever it appears (React escapes it), so markup or SQL in it stays inert.
 */
const SearchPage = observer(function SearchPage() {
  const { offers } = useStores();
  const search = usePageModel(SearchPageModel);
  useEffect(() => search.leave, [search]);

  const query = search.query;
  if (!query || search.status === 'idle') {
    return (
      <div className={page.page}>
        <h1>{COPY.HEADING}</h1>
        <section className={styles.state} aria-labelledby="search-prompt">
          <h2 id="search-prompt">{COPY.PROMPT_TITLE}</h2>
          <p>{COPY.PROMPT}</p>
          <AppLink href={buildPath(ROUTE_NAME.CATEGORIES)}>{COPY.BROWSE_CATEGORIES}</AppLink>
        </section>
      </div>
    );
  }

  const { record } = search;
  const results = record?.results;
  return (
    <div className={page.page} aria-busy={search.status === 'loading'}>
      <div className={styles.header}>
        <h1 className={styles.term}>{COPY.resultsFor(query.term)}</h1>
        {query.retailerId !== null ? (
          <p className={styles.scope}>
            <strong>{COPY.resultsIn(search.retailerName)}</strong>
            {search.everywherePath ? <AppLink href={search.everywherePath}>{COPY.SEARCH_EVERYWHERE}</AppLink> : null}
          </p>
        ) : null}
        {search.status === 'ready' && results?.misspelling && search.correctedPath && search.asTypedPath ? (
          <div className={styles.spelling}>
            <p>
              {COPY.DID_YOU_MEAN}{' '}
              <AppLink href={search.correctedPath} className={styles.corrected}>
                {results.misspelling}
              </AppLink>
              ?
            </p>
            <p>
              {COPY.SEARCH_INSTEAD_FOR}{' '}
              <AppLink href={search.asTypedPath} className={styles.term}>
                {query.term}
              </AppLink>
            </p>
          </div>
        ) : null}
        {search.status === 'ready' ? (
          <p className={styles.compare}>
            <PriceCompareLink query={query.term} />
          </p>
        ) : null}
      </div>

      {search.status === 'loading' ? (
        <StateBox state="loading">{COPY.LOADING}</StateBox>
      ) : null}

      {search.status === 'error' ? (
        <StateBox state="error" onRetry={() => void search.retry()} retryLabel={SHELL_LABEL.TRY_AGAIN}>
          {COPY.ERROR}
        </StateBox>
      ) : null}

      {search.status === 'ready' && search.isEmpty ? (
        <section className={styles.state} aria-labelledby="search-empty">
          <h2 id="search-empty">{COPY.emptyTitle(query.term)}</h2>
          <p>{COPY.EMPTY_INTRO}</p>
          <ul className={styles.tips}>
            {COPY.EMPTY_TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
          <AppLink href={buildPath(ROUTE_NAME.CATEGORIES)}>{COPY.BROWSE_CATEGORIES}</AppLink>
        </section>
      ) : null}

      {search.status === 'ready' && results && !search.isEmpty ? (
        <>
          {results.retailerNodes.length > 0 ? (
            <section aria-labelledby="search-retailers" className={page.section}>
              <h2 id="search-retailers">{COPY.RETAILERS}</h2>
              <RetailerGrid retailers={results.retailerNodes} list={RETAILER_LIST_NAME.SEARCH_RESULTS} labelledBy="search-retailers" />
            </section>
          ) : null}
          {results.totalOffers > 0 ? (
            <section aria-labelledby="search-offers" className={page.section}>
              <div className={page.sectionHeader}>
                <h2 id="search-offers">{COPY.OFFERS}</h2>
                <p className={styles.count}>
                  {COPY.offerCount(results.totalOffers)}
                  {search.pages > 1 ? ` · ${COPY.pageOf(query.page, search.pages)}` : null}
                </p>
              </div>
              {results.offers.length > 0 ? (
                <ArrivingOfferGrid
                  // An alcohol offer only for a shopper 21 or over (001 §1); the service already leaves it out.
                  offers={offers.shownOf(results.offers)}
                  labelledBy="search-offers"
                  context={query.retailerId === null ? {} : { retailerId: query.retailerId, retailerName: search.retailerName }}
                  end={
                    query.page < search.pages ? (
                      <AppLink href={search.pagePath(query.page + 1)}>{OFFER_COPY.NEXT_PAGE}</AppLink>
                    ) : (
                      <p>{OFFER_COPY.allOffers(results.totalOffers)}</p>
                    )
                  }
                />
              ) : (
                <p className={styles.count}>
                  {COPY.NO_OFFERS_ON_PAGE} <AppLink href={search.pagePath(1)}>{COPY.FIRST_PAGE}</AppLink>
                </p>
              )}
              <div className={page.pagination}>
                <Pagination current={query.page} total={search.pages} onSelect={search.showPage} label={OFFER_COPY.OFFERS_PAGES_LABEL} />
              </div>
            </section>
          ) : null}
          {results.bonuses.length > 0 ? (
            <section aria-labelledby="search-bonuses" className={page.section}>
              <h2 id="search-bonuses">{COPY.BONUSES}</h2>
              <ul className={styles.bonusList} aria-labelledby="search-bonuses">
                {results.bonuses.map((bonus) => (
                  <li key={bonus.id}>
                    <AppLink className={styles.bonus} href={buildPath(ROUTE_NAME.BONUS, { bonus_id: String(bonus.id) })}>
                      {bonus.name}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
    </div>
  );
});

export default SearchPage;
