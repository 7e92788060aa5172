import type { ComponentProps, ReactNode } from 'react';
import type { LoadStatus } from '../../stores/base/LoadStatus';
import { LoadedContent } from '../StateBox/StateBox';
import { RETAILER_LIST_COPY } from './copy';
import { RetailerGrid } from './RetailerGrid';

export interface LoadedRetailerGridProps extends ComponentProps<typeof RetailerGrid> {
  status: LoadStatus;
  /** The load's failure; the browsing pages' generic one when the service said nothing. */
  error: string | null | undefined;
  /** What stands in for an empty list. */
  empty: ReactNode;
}

/** A browsing page's loaded retailer list: its loading, failed or empty state, else the cards. */
export function LoadedRetailerGrid({ status, error, empty, ...grid }: LoadedRetailerGridProps) {
  return (
    <LoadedContent status={status} isEmpty={grid.retailers.length === 0} empty={empty} error={error || RETAILER_LIST_COPY.SECTION_FAILED}>
      <RetailerGrid {...grid} />
    </LoadedContent>
  );
}
