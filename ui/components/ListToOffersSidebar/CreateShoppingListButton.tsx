import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/StoresContext';
import { SIDEBAR_COPY } from './copy';
import { SIDEBAR_OPENER_ATTRIBUTE } from './openerAttribute';
import { openSidebar } from './openSidebar';
import styles from './CreateShoppingListButton.module.css';

/**
 * The header's create-shopping-list button (000 §2): toggles the sidebar. Up to 2020px it shows the icon only, its
 * words kept for assistive technology, so the search bar (a retailer's chip and placeholder whole) and the menus keep
 * their room; on a phone without a border.
 */
export const CreateShoppingListButton = observer(function CreateShoppingListButton({ className }: { className?: string }) {
  const { groups } = useStores();
  const opener = { [SIDEBAR_OPENER_ATTRIBUTE]: '' };
  return (
    <button
      type="button"
      {...opener}
      className={className ? `${styles.button} ${className}` : styles.button}
      aria-expanded={groups.sidebar.current?.sidebar.isOpen ?? false}
      onClick={() => openSidebar(groups.sidebar, (sidebar) => sidebar.toggle())}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M9 5h11M9 12h11M9 19h11M4 5h.01M4 12h.01M4 19h.01" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={styles.label}>{SIDEBAR_COPY.OPEN_BUTTON}</span>
    </button>
  );
});
