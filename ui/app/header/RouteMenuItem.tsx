import type { RouteName } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { AppLink } from '../../components/AppLink/AppLink';
import styles from './Header.module.css';
import type { MenuContentsProps } from './LazyMenuContents';

/** A menu list's item that opens one of the app's pages (the account dropdown's and the mobile nav's). */
export function RouteMenuItem({ route, label, onNavigate }: MenuContentsProps & { route: RouteName; label: string }) {
  return (
    <li>
      <AppLink href={buildPath(route)} onNavigate={onNavigate} className={styles.menuLink}>
        {label}
      </AppLink>
    </li>
  );
}
