import { observer } from 'mobx-react-lite';

import { RETAILER_LIST_NAME } from '../../components/retailers/tracking';
import { CATEGORY_COPY } from './copy';
import { RETAILER_LIST_COPY } from '../../components/retailers/copy';
import { PromotionsSection } from '../../components/banners/PromotionsSection';
import { LoadedRetailerGrid } from '../../components/retailers/LoadedRetailerGrid';
import page from '../../components/retailers/BrowsingPage.module.css';
import { usePageModel } from '../../stores/usePageModel';
import { CategoryPageModel } from './CategoryPageModel';
import { CategoryFavoriteToggle } from '../../components/categories/CategoryFavoriteToggle';
import styles from './CategoryPage.module.css';
import { StateBox } from '../../components/StateBox/StateBox';

/**
 * A category: its name with its favourite toggle, description, banners and retailers (000 §2, 001 §3). An unknown category goes to /categories.
 * The banners and retailers appear together (contentLoading), so the page never moves while it loads.
 */
const CategoryPage = observer(function CategoryPage() {
  const category = usePageModel(CategoryPageModel);

  if (category.status === 'error') return <StateBox state="error">{RETAILER_LIST_COPY.SECTION_FAILED}</StateBox>;
  if (category.status !== 'ready' || !category.category) return <StateBox state="loading" />;
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
        <StateBox state="loading" />
      ) : (
        <>
          {category.showsBanners ? <PromotionsSection banners={category.banners.value} context="category" className={page.section} /> : null}
          <section aria-labelledby="category-retailers" className={page.section}>
            <h2 id="category-retailers">{CATEGORY_COPY.RETAILERS}</h2>
            <LoadedRetailerGrid load={category.retailerList} empty={CATEGORY_COPY.EMPTY} retailers={category.retailers} list={RETAILER_LIST_NAME.CATEGORY} labelledBy="category-retailers" />
          </section>
        </>
      )}
    </div>
  );
});

export default CategoryPage;
