import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { BRAND_NAME } from '../../../domain/constants/app';
import { buildPath } from '../../../domain/navigation/buildPath';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { SHELL_LABEL } from '../../app/copy';
import { RETAILER_LIST_NAME } from '../../components/retailers/tracking';
import { HOME_COPY } from './copy';
import { RETAILER_LIST_COPY } from '../../components/retailers/copy';
import { categoryPath } from '../../../domain/browsing/paths';
import { AppLink } from '../../components/AppLink/AppLink';
import { lazyComponent, OptionalComponent } from '../../app/lazyComponent';
import { BannerLink } from '../../components/banners/BannerLink';
import { LoadedCategoryList } from '../../components/categories/LoadedCategoryList';
import { LoadedRetailerGrid } from '../../components/retailers/LoadedRetailerGrid';
import { StateBox } from '../../components/StateBox/StateBox';
import page from '../../components/retailers/BrowsingPage.module.css';
import { usePageModel } from '../../stores/usePageModel';
import { HomePageModel } from './HomePageModel';

// Only new savers see it: its code stays out of the home page's startup budget.
const NEW_SAVER_OFFERS = lazyComponent(() => import('../../components/bonuses/NewSaverOffers').then((module) => module.NewSaverOffers));

/** A home page section: its heading, a link to the whole list beside it, and the list. */
function HomeSection({ id, title, more, children }: { id: string; title: string; more?: { href: string; label: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={page.section}>
      <div className={page.sectionHeader}>
        <h2 id={id}>{title}</h2>
        {more ? (
          <AppLink href={more.href} className={page.more}>
            {more.label}
          </AppLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** The home page (public): seasonal banner, recommended retailers, categories and Hot Deals (000 §2). */
const HomePage = observer(function HomePage() {
  const home = usePageModel(HomePageModel);

  const banner = home.seasonalBanner.value;
  const hotDeals = home.hotDealsCategory;
  return (
    <div className={page.page}>
      <div>
        <h1>{HOME_COPY.TITLE}</h1>
        <p className={page.intro}>{HOME_COPY.intro(BRAND_NAME)}</p>
      </div>
      {home.showsNewSaverOffers ? <OptionalComponent component={NEW_SAVER_OFFERS} name="new saver offers" /> : null}

      {home.isSettled ? (
        <>
          {home.showsBanners && (banner || home.seasonalBanner.status === 'error') ? (
            <section aria-labelledby="home-seasonal" className={page.section}>
              <h2 id="home-seasonal" className="visually-hidden">
                {HOME_COPY.SEASONAL}
              </h2>
              {banner ? (
                <BannerLink banner={banner} context="seasonal" priority />
              ) : (
                <StateBox state="error" framed onRetry={() => void home.loadSeasonalBanner()} retryLabel={HOME_COPY.TRY_AGAIN}>
                  {home.seasonalBanner.error}
                </StateBox>
              )}
            </section>
          ) : null}

          <HomeSection id="home-recommended" title={HOME_COPY.RECOMMENDED} more={{ href: buildPath(ROUTE_NAME.RETAILERS), label: SHELL_LABEL.ALL_RETAILERS }}>
            <LoadedRetailerGrid
              load={home.recommended}
              empty={HOME_COPY.NO_RECOMMENDED}
              retailers={home.recommendedRetailers}
              list={RETAILER_LIST_NAME.HOME_RECOMMENDED}
              labelledBy="home-recommended"
              layout="strip"
            />
          </HomeSection>

          <HomeSection id="home-categories" title={HOME_COPY.CATEGORIES} more={{ href: buildPath(ROUTE_NAME.CATEGORIES), label: HOME_COPY.ALL_CATEGORIES }}>
            <LoadedCategoryList status={home.categoriesStatus} error={home.categoriesError} categories={home.categories} labelledBy="home-categories" />
          </HomeSection>

          <HomeSection
            id="home-hot-deals"
            title={hotDeals?.name ?? HOME_COPY.HOT_DEALS}
            more={hotDeals ? { href: categoryPath(hotDeals), label: HOME_COPY.seeAll(hotDeals.name) } : undefined}
          >
            <LoadedRetailerGrid
              load={{ status: home.hotDealsStatus, error: home.categoriesError }}
              empty={RETAILER_LIST_COPY.NO_RETAILERS}
              retailers={home.hotDeals}
              list={RETAILER_LIST_NAME.HOME_HOT_DEALS}
              labelledBy="home-hot-deals"
              layout="strip"
            />
          </HomeSection>
        </>
      ) : (
        <StateBox state="loading" />
      )}
    </div>
  );
});

export default HomePage;
