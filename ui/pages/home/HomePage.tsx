import { observer } from 'mobx-react-lite';
import { BRAND_NAME } from '../../../domain/constants/app';
import { buildPath } from '../../../domain/navigation/buildPath';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { SHELL_LABEL } from '../../app/copy';
import { RETAILER_LIST_NAME } from '../../components/retailers/tracking';
import { HOME_COPY } from './copy';
import { RETAILER_LIST_COPY } from '../../components/retailers/copy';
import { categoryPath } from '../../../domain/browsing/paths';
import { AppLink } from '../../components/AppLink/AppLink';
import { lazyComponent, useComponentLoad } from '../../app/lazyComponent';
import { BannerLink } from '../../components/banners/BannerLink';
import { CategoryList } from '../../components/categories/CategoryList';
import { RetailerGrid } from '../../components/retailers/RetailerGrid';
import { LoadedContent, StateBox } from '../../components/StateBox/StateBox';
import page from '../../components/retailers/BrowsingPage.module.css';
import { usePageModel } from '../../stores/usePageModel';
import { HomePageModel } from './HomePageModel';

// Only new savers see it: its code stays out of the home page's startup budget.
const NEW_SAVER_OFFERS = lazyComponent(() => import('../../components/bonuses/NewSaverOffers').then((module) => module.NewSaverOffers));

function LazyNewSaverOffers() {
  const load = useComponentLoad(NEW_SAVER_OFFERS);
  return load.status === 'ready' ? <load.Component /> : null;
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
      {home.showsNewSaverOffers ? <LazyNewSaverOffers /> : null}

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

          <section aria-labelledby="home-recommended" className={page.section}>
            <div className={page.sectionHeader}>
              <h2 id="home-recommended">{HOME_COPY.RECOMMENDED}</h2>
              <AppLink href={buildPath(ROUTE_NAME.RETAILERS)} className={page.more}>
                {SHELL_LABEL.ALL_RETAILERS}
              </AppLink>
            </div>
            <LoadedContent
              status={home.recommended.status}
              isEmpty={home.recommendedRetailers.length === 0}
              empty={HOME_COPY.NO_RECOMMENDED}
              error={home.recommended.error || RETAILER_LIST_COPY.SECTION_FAILED}
            >
              <RetailerGrid retailers={home.recommendedRetailers} list={RETAILER_LIST_NAME.HOME_RECOMMENDED} labelledBy="home-recommended" layout="strip" />
            </LoadedContent>
          </section>

          <section aria-labelledby="home-categories" className={page.section}>
            <div className={page.sectionHeader}>
              <h2 id="home-categories">{HOME_COPY.CATEGORIES}</h2>
              <AppLink href={buildPath(ROUTE_NAME.CATEGORIES)} className={page.more}>
                {HOME_COPY.ALL_CATEGORIES}
              </AppLink>
            </div>
            <LoadedContent
              status={home.categoriesStatus}
              isEmpty={home.categories.length === 0}
              empty={RETAILER_LIST_COPY.NO_CATEGORIES}
              error={home.categoriesError || RETAILER_LIST_COPY.SECTION_FAILED}
            >
              <CategoryList categories={home.categories} labelledBy="home-categories" />
            </LoadedContent>
          </section>

          <section aria-labelledby="home-hot-deals" className={page.section}>
            <div className={page.sectionHeader}>
              <h2 id="home-hot-deals">{hotDeals?.name ?? HOME_COPY.HOT_DEALS}</h2>
              {hotDeals ? (
                <AppLink href={categoryPath(hotDeals)} className={page.more}>
                  {HOME_COPY.seeAll(hotDeals.name)}
                </AppLink>
              ) : null}
            </div>
            <LoadedContent
              status={home.hotDealsStatus}
              isEmpty={home.hotDeals.length === 0}
              empty={RETAILER_LIST_COPY.NO_RETAILERS}
              error={home.categoriesError || RETAILER_LIST_COPY.SECTION_FAILED}
            >
              <RetailerGrid retailers={home.hotDeals} list={RETAILER_LIST_NAME.HOME_HOT_DEALS} labelledBy="home-hot-deals" layout="strip" />
            </LoadedContent>
          </section>
        </>
      ) : (
        <StateBox state="loading" />
      )}
    </div>
  );
});

export default HomePage;
