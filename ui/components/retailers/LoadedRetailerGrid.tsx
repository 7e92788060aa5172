import type { ComponentProps, ReactNode } from 'react';
import type { LoadStatus } from '../../stores/base/LoadStatus';
import { LoadedContent } from '../StateBox/StateBox';
import { RETAILER_LIST_COPY } from './copy';
import { RetailerGrid } from './RetailerGrid';

export interface LoadedRetailerGridProps extends ComponentProps<typeof RetailerGrid> {
  /** The list's load (a Loadable, an entity list): its status, and its failure (the generic one when the service said nothing). */
  load: { readonly status: LoadStatus; readonly error: string | null };
  /** What stands in for an empty list. */
  empty: ReactNode;
}

/** A browsing page's loaded retailer list: its loading, failed or empty state, else the cards. */
export function LoadedRetailerGrid({ load, empty, ...grid }: LoadedRetailerGridProps) {
  return (
    <LoadedContent status={load.status} isEmpty={grid.retailers.length === 0} empty={empty} error={load.error || RETAILER_LIST_COPY.SECTION_FAILED}>
      <RetailerGrid {...grid} />
    </LoadedContent>
  );
}
