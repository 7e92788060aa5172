import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { BROWSING_COPY } from '../../../domain/constants/browsing';
import { CategoryList } from '../../components/categories/CategoryList';
import { SectionContent } from '../../components/retailers/SectionContent';
import page from '../../components/retailers/BrowsingPage.module.css';
import { CategoriesPageStore } from '../../stores/CategoriesPageStore';
import { useStores } from '../../stores/StoresContext';

/** Every category in the fixed sort order, each linking to its page (000 §2, §3). A failure toasts (000 §8). */
const CategoriesPage = observer(function CategoriesPage() {
  const stores = useStores();
  const [categories] = useState(() => new CategoriesPageStore(stores));
  useEffect(() => {
    void categories.load();
  }, [categories]);

  return (
    <div className={page.page}>
      <h1 id="categories-title">{BROWSING_COPY.CATEGORIES_TITLE}</h1>
      <SectionContent
        status={categories.status}
        isEmpty={categories.categories.length === 0}
        empty={BROWSING_COPY.NO_CATEGORIES}
        error={stores.catalogue.categoriesError}
      >
        <CategoryList categories={categories.categories} labelledBy="categories-title" />
      </SectionContent>
    </div>
  );
});

export default CategoriesPage;
