import { observer } from 'mobx-react-lite';

import { PAGE_LOAD_COPY } from '../../app/copy';
import { RETAILER_LIST_NAME } from '../../components/retailers/tracking';
import { CATEGORY_COPY } from './copy';
import { RETAILER_LIST_COPY } from '../../components/retailers/copy';
import { PageLoading } from '../../app/PageLoading';
import { PromotionsSection } from '../../components/banners/BannerLink';
import { RetailerGrid } from '../../components/retailers/RetailerGrid';
import { SectionContent } from '../../components/retailers/SectionContent';
import page from '../../components/retailers/BrowsingPage.module.css';
import { usePageModel } from '../../stores/usePageModel';
import { CategoryPageModel } from './CategoryPageModel';
import { CategoryFavoriteToggle } from '../../components/categories/CategoryFavoriteToggle';
import styles from './CategoryPage.module.css';

/**
 * A category: its name with its favourite toggle, description, banners and retailers (000 §2, 001 §3). An unknown category goes to /categories.
 * The banners and retailers appear together (contentLoading), so the page never moves while it loads.
 */
const CategoryPage = observer(function CategoryPage() {
  const category = usePageModel(CategoryPageModel);

  if (category.status === 'error') return <p className={page.error}>{RETAILER_LIST_COPY.SECTION_FAILED}</p>;
  if (category.status !== 'ready' || !category.category) return <PageLoading />;
  const { name } = category.category;
  return (
    <div className={page.page}>
      <div>
        <div className={styles.titleRow}>
          <h1>{name}</h1>
          <CategoryFavoriteToggle category={category.category} look="labelled" />
        </div>
        {category.description ? <p className={page.intro}>{category.description}</p> : null}
      </div>
      {category.contentLoading ? (
        <p role="status" aria-live="polite" className={page.loading}>
          {PAGE_LOAD_COPY.LOADING}
        </p>
      ) : (
        <>
          {category.showsBanners ? <PromotionsSection banners={category.banners.value} context="category" className={page.section} /> : null}
          <section aria-labelledby="category-retailers" className={page.section}>
            <h2 id="category-retailers">{CATEGORY_COPY.RETAILERS}</h2>
            <SectionContent
              status={category.retailerList.status}
              isEmpty={category.retailers.length === 0}
              empty={CATEGORY_COPY.EMPTY}
              error={category.retailerList.error}
            >
              <RetailerGrid retailers={category.retailers} list={RETAILER_LIST_NAME.CATEGORY} labelledBy="category-retailers" />
            </SectionContent>
          </section>
        </>
      )}
    </div>
  );
});

export default CategoryPage;
