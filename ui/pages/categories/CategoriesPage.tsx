import { observer } from 'mobx-react-lite';

import { CATEGORIES_COPY } from './copy';
import { RETAILER_LIST_COPY } from '../../components/retailers/copy';
import { CategoryList } from '../../components/categories/CategoryList';
import { LoadedContent } from '../../components/StateBox/StateBox';
import page from '../../components/retailers/BrowsingPage.module.css';
import { usePageModel } from '../../stores/usePageModel';
import { CategoriesPageModel } from './CategoriesPageModel';

/** Every category in the fixed sort order, each linking to its page (000 §2, §3). A failure toasts (000 §8). */
const CategoriesPage = observer(function CategoriesPage() {
  const categories = usePageModel(CategoriesPageModel);

  return (
    <div className={page.page}>
      <h1 id="categories-title">{CATEGORIES_COPY.TITLE}</h1>
      <LoadedContent
        status={categories.status}
        isEmpty={categories.categories.length === 0}
        empty={RETAILER_LIST_COPY.NO_CATEGORIES}
        error={categories.error || RETAILER_LIST_COPY.SECTION_FAILED}
      >
        <CategoryList categories={categories.categories} labelledBy="categories-title" />
      </LoadedContent>
    </div>
  );
});

export default CategoriesPage;
