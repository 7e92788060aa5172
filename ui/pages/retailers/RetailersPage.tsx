import { observer } from 'mobx-react-lite';
import { useRef } from 'react';

import { RETAILER_GALLERY_PAGE_SIZE } from '../../../domain/retailers/galleryOrder';
import { SHELL_LABEL } from '../../app/copy';
import { RETAILER_LIST_NAME } from '../../components/retailers/tracking';
import { RETAILERS_COPY } from './copy';
import { RETAILER_LIST_COPY } from '../../components/retailers/copy';
import { Pagination } from '../../components/Pagination/Pagination';
import { RetailerGrid } from '../../components/retailers/RetailerGrid';
import { LoadedContent } from '../../components/StateBox/StateBox';
import page from '../../components/retailers/BrowsingPage.module.css';
import { usePageModel } from '../../stores/usePageModel';
import { RetailersPageModel } from './RetailersPageModel';

/**
 * The retailers gallery (000 §5, §9): every listed retailer, favourites first, the default retailers at
 * position 6, paginated when long.
 */
const RetailersPage = observer(function RetailersPage() {
  const gallery = usePageModel(RetailersPageModel);
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <div className={page.page}>
      <h1 id="retailers-title" ref={heading} tabIndex={-1}>
        {SHELL_LABEL.ALL_RETAILERS}
      </h1>
      <LoadedContent
        status={gallery.status}
        isEmpty={gallery.retailers.length === 0}
        empty={RETAILER_LIST_COPY.NO_RETAILERS}
        error={gallery.error || RETAILER_LIST_COPY.SECTION_FAILED}
      >
        <RetailerGrid
          retailers={gallery.pageRetailers}
          list={RETAILER_LIST_NAME.GALLERY}
          labelledBy="retailers-title"
          offset={(gallery.currentPage - 1) * RETAILER_GALLERY_PAGE_SIZE}
        />
        <div className={page.pagination}>
          <Pagination
            current={gallery.currentPage}
            total={gallery.pageCount}
            label={RETAILERS_COPY.PAGES}
            onSelect={(next) => {
              gallery.setPage(next);
              // The new page starts at the top: move focus (and the view) back to the heading.
              heading.current?.focus();
              heading.current?.scrollIntoView?.({ block: 'start' });
            }}
          />
        </div>
      </LoadedContent>
    </div>
  );
});

export default RetailersPage;
