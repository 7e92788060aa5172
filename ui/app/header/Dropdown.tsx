import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '../../stores/StoresContext';
import { preloadOnIntent, type LazyComponent } from '../lazyComponent';
import styles from './Header.module.css';
import { ChevronDownIcon } from './icons';
import { LazyMenuContents, type MenuContentsProps } from './LazyMenuContents';
import { useDisclosure } from './useDisclosure';

export interface DropdownProps {
  /** The button's content (its accessible name). */
  label: ReactNode;
  /**
   * The panel's contents, rendered only while open. Their chunk is fetched when the button is pointed at,
   * focused or touched: the button shows on every page, the contents only when asked for.
   */
  contents: LazyComponent<MenuContentsProps>;
  /** What the panel says while the contents load. */
  loadingLabel?: string;
  /** Which edge of the button the panel lines up with. */
  align?: 'start' | 'end';
  buttonClassName?: string;
  panelClassName?: string;
}

/**
 * A header dropdown (categories, help, account, how it works): the disclosure pattern — a button with
 * aria-expanded / aria-controls and a panel of links. Escape closes it and returns focus to the button;
 * a press outside or a navigation closes it.
 */
export const Dropdown = observer(function Dropdown({
  label,
  contents,
  loadingLabel,
  align = 'start',
  buttonClassName,
  panelClassName,
}: DropdownProps) {
  const { router } = useStores();
  const disclosure = useDisclosure(router.path);
  return (
    <div ref={disclosure.rootRef} className={styles.dropdown}>
      <button {...disclosure.buttonProps} {...preloadOnIntent(contents)} className={buttonClassName ?? styles.navButton}>
        {label}
        <ChevronDownIcon className={disclosure.open ? styles.chevronOpen : styles.chevron} />
      </button>
      <div
        {...disclosure.panelProps}
        className={`${styles.panel} ${align === 'end' ? styles.panelEnd : ''} ${panelClassName ?? ''}`}
      >
        {disclosure.open ? <LazyMenuContents contents={contents} onNavigate={disclosure.close} loadingLabel={loadingLabel} /> : null}
      </div>
    </div>
  );
});
