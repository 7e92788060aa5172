import { observer } from 'mobx-react-lite';

import { CATEGORIES_COPY } from './copy';
import { LoadedCategoryList } from '../../components/categories/LoadedCategoryList';
import page from '../../components/retailers/BrowsingPage.module.css';
import { usePageModel } from '../../stores/usePageModel';
import { CategoriesPageModel } from './CategoriesPageModel';

/** Every category in the fixed sort order, each linking to its page (000 §2, §3). A failure toasts (000 §8). */
const CategoriesPage = observer(function CategoriesPage() {
  const categories = usePageModel(CategoriesPageModel);

  return (
    <div className={page.page}>
      <h1 id="categories-title">{CATEGORIES_COPY.TITLE}</h1>
      <LoadedCategoryList status={categories.status} error={categories.error} categories={categories.categories} labelledBy="categories-title" />
    </div>
  );
});

export default CategoriesPage;
