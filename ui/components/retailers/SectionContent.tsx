import type { ReactNode } from 'react';

import type { LoadStatus } from '../../stores/base/LoadStatus';
import { PAGE_LOAD_COPY } from '../../app/copy';
import { RETAILER_LIST_COPY } from './copy';

import styles from './Retailers.module.css';

/**
 * What a page section shows besides its content: a polite loading status, its error, or its empty message.
 * Renders the children once the section is ready and has something to show.
 */
export function SectionContent({
  status,
  isEmpty,
  empty,
  error,
  children,
}: {
  status: LoadStatus;
  isEmpty: boolean;
  empty: string;
  error?: string | null;
  children: ReactNode;
}) {
  if (status === 'idle' || status === 'loading') {
    return (
      <p role="status" aria-live="polite" className={styles.note}>
        {PAGE_LOAD_COPY.LOADING}
      </p>
    );
  }
  if (status === 'error') return <p className={styles.note}>{error || RETAILER_LIST_COPY.SECTION_FAILED}</p>;
  if (isEmpty) return <p className={styles.note}>{empty}</p>;
  return <>{children}</>;
}
