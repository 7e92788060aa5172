import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { SHELL_LABEL } from '../../../domain';
import { useStores } from '../../stores/StoresContext';
import styles from './Header.module.css';
import { CloseIcon, MenuIcon } from './icons';
import { useDisclosure } from './useDisclosure';

// The items load when the menu first opens: most visits never open it (startup JavaScript).
const MobileNavItems = lazy(() => import('./MobileNavItems'));

/** The hamburger nav under 768px (000 §2). Escape, an outside press or a navigation closes it. */
export const MobileNav = observer(function MobileNav() {
  const { router } = useStores();
  const disclosure = useDisclosure(router.path);
  return (
    <div ref={disclosure.rootRef} className={styles.mobileNav}>
      <button {...disclosure.buttonProps} className={styles.iconButton} aria-label={SHELL_LABEL.MENU}>
        {disclosure.open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <nav {...disclosure.panelProps} aria-label={SHELL_LABEL.MENU} className={styles.mobilePanel}>
        {disclosure.open ? (
          <Suspense fallback={null}>
            <MobileNavItems close={disclosure.close} />
          </Suspense>
        ) : null}
      </nav>
    </div>
  );
});
