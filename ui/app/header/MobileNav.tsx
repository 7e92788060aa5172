import { observer } from 'mobx-react-lite';
import { SHELL_LABEL } from '../copy';
import { useStores } from '../../stores/StoresContext';
import { lazyComponent, preloadOnIntent } from '../lazyComponent';
import styles from './Header.module.css';
import { CloseIcon, MenuIcon } from './icons';
import { LazyMenuContents } from './LazyMenuContents';
import { useDisclosure } from './useDisclosure';

// The items are a chunk of their own, fetched on intent: most visits never open the menu (startup JavaScript).
const mobileNavItems = lazyComponent(() => import('./MobileNavItems').then((module) => module.MobileNavItems));

/** The hamburger nav under 768px (000 §2). Escape, an outside press or a navigation closes it. */
export const MobileNav = observer(function MobileNav() {
  const { router } = useStores();
  const disclosure = useDisclosure(router.path);
  return (
    <div ref={disclosure.rootRef} className={styles.mobileNav}>
      <button
        {...disclosure.buttonProps}
        {...preloadOnIntent(mobileNavItems)}
        className={styles.iconButton}
        aria-label={SHELL_LABEL.MENU}
      >
        {disclosure.open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <nav {...disclosure.panelProps} aria-label={SHELL_LABEL.MENU} className={styles.mobilePanel}>
        {disclosure.open ? <LazyMenuContents contents={mobileNavItems} onNavigate={disclosure.close} /> : null}
      </nav>
    </div>
  );
});
