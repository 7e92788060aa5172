import type { Category } from '../../../domain/categories/Category';
import type { LoadStatus } from '../../stores/base/LoadStatus';
import { RETAILER_LIST_COPY } from '../retailers/copy';
import { LoadedContent } from '../StateBox/StateBox';
import { CategoryList } from './CategoryList';

/** The loaded list of categories (home page, categories page): its loading, failed or empty state, else the links. */
export function LoadedCategoryList({
  status,
  error,
  categories,
  labelledBy,
}: {
  status: LoadStatus;
  error: string | null | undefined;
  categories: readonly Category[];
  labelledBy: string;
}) {
  return (
    <LoadedContent
      status={status}
      isEmpty={categories.length === 0}
      empty={RETAILER_LIST_COPY.NO_CATEGORIES}
      error={error || RETAILER_LIST_COPY.SECTION_FAILED}
    >
      <CategoryList categories={categories} labelledBy={labelledBy} />
    </LoadedContent>
  );
}
