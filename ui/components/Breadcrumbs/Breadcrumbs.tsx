import { observer } from 'mobx-react-lite';
import { BREADCRUMBS_COPY } from './copy';
import { useStores } from '../../stores/StoresContext';
import styles from './Breadcrumbs.module.css';
import { currentBreadcrumbTrail } from './currentBreadcrumbTrail';

/**
 * The current page's breadcrumb trail (000 §2 "Breadcrumbs"), loaded and rendered above the page only on routes
 * registered for them (ui/app/pages.tsx). Desktop: the whole trail as an ordered list, the last crumb marked
 * aria-current="page". Mobile (under 768 wide): one link back to the previous crumb. Both are in the markup (the
 * server renders it); Breadcrumbs.module.css shows the one for the width. Nothing renders without at least two crumbs.
 */
export const Breadcrumbs = observer(function Breadcrumbs() {
  const { routeHistory, auth } = useStores();
  const trail = currentBreadcrumbTrail(routeHistory, auth.isSignedIn);
  const current = trail[trail.length - 1];
  const previous = trail[trail.length - 2];
  if (!current || !previous) return null;

  return (
    <nav aria-label={BREADCRUMBS_COPY.NAV_LABEL} className={styles.breadcrumbs}>
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
      <a className={styles.back} href={previous.path}>
        <span aria-hidden="true">‹ </span>
        <span className="visually-hidden">{BREADCRUMBS_COPY.back(previous.label)}</span>
        <span aria-hidden="true">{previous.label}</span>
      </a>
    </nav>
  );
});
