import { observer } from 'mobx-react-lite';
import { isMobileBreadcrumbs, STATIC_PAGE_COPY } from '../../../domain';
import { useStores } from '../../stores/StoresContext';
import styles from './Breadcrumbs.module.css';

export interface BreadcrumbsProps {
  /** The mobile variant (a back link to the previous crumb); default: from the viewport width (under 768). */
  mobile?: boolean;
}

/**
 * The current page's breadcrumb trail (000 §2 "Breadcrumbs"), only on routes registered for them. Desktop: the
 * whole trail as an ordered list, the last crumb marked aria-current="page". Mobile: one link back to the
 * previous crumb. Nothing renders without at least two crumbs.
 */
export const Breadcrumbs = observer(function Breadcrumbs({ mobile }: BreadcrumbsProps) {
  const { routeHistory, layout } = useStores();
  const trail = routeHistory.trail;
  if (trail.length < 2) return null;
  const isMobile = mobile ?? isMobileBreadcrumbs(layout.width);
  const current = trail[trail.length - 1];
  const previous = trail[trail.length - 2];
  if (!current || !previous) return null;

  if (isMobile) {
    return (
      <nav aria-label={STATIC_PAGE_COPY.BREADCRUMB_NAV_LABEL} className={`${styles.breadcrumbs} ${styles.mobile}`}>
        <a className={styles.back} href={previous.path}>
          <span aria-hidden="true">‹ </span>
          <span className="visually-hidden">{STATIC_PAGE_COPY.breadcrumbBack(previous.label)}</span>
          <span aria-hidden="true">{previous.label}</span>
        </a>
      </nav>
    );
  }
  return (
    <nav aria-label={STATIC_PAGE_COPY.BREADCRUMB_NAV_LABEL} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {trail.map((crumb, index) => {
          const isLast = index === trail.length - 1;
          return (
            <li key={`${index}:${crumb.path}`} className={styles.item}>
              <a href={crumb.path} {...(isLast ? { 'aria-current': 'page' as const } : {})}>
                {crumb.label}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
